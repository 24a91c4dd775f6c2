import { api } from '../http';
import type { TenantSettingsDto } from '../schemas/tenantSettings';

/** TenantSettings service (`/api/services/app/TenantSettings/*`, reference server only): the tenant's own settings. */
export const tenantSettingsApi = {
  getAll: (signal?: AbortSignal) =>
    api.get<TenantSettingsDto>('TenantSettings/GetAllSettings', {}, { signal }),
  update: (settings: TenantSettingsDto) =>
    api.put<TenantSettingsDto>('TenantSettings/UpdateAllSettings', settings),
};
