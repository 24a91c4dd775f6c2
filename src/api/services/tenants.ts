import { abpCrud } from '../abpCrud';
import type { CreateTenantResultDto } from '../types/identity';

/**
 * Tenant application service (`/api/services/app/Tenant/*`), host only. Create answers with `adminPassword` when
 * the server generated it (reference server; shown once).
 */
export const tenantsApi = abpCrud<'Tenant', CreateTenantResultDto>('Tenant');
