import { z } from 'zod';
import { keywordShape, pagedInputShape, stampedDto, stampedInput, v } from './common';
import { MaxLength, MIN_PASSWORD_LENGTH, TENANCY_NAME_PATTERN } from './rules';

/** The Tenant service's DTOs (`/api/services/app/Tenant/*`), host only. */
const tenantFields = {
  tenancyName: v.string(MaxLength.tenancyName, { pattern: TENANCY_NAME_PATTERN }),
  name: v.string(MaxLength.tenantName),
  isActive: v.optionalBool(),
  /** Whether anonymous visitors may register in the tenant; left out, it stays as it is. */
  isSelfRegistrationEnabled: v.optionalBool(),
};

export const tenantDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  tenancyName: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  /** Reference server only: whether anonymous visitors may register in the tenant. */
  isSelfRegistrationEnabled: z.boolean().optional(),
});

/** Tenant/Create's answer: the password generated for the tenant's `admin` when none was given (shown once). */
export const createTenantResultDto = tenantDto.extend({ adminPassword: z.string().optional() });

export const createTenantDto = z.object({
  ...tenantFields,
  adminEmailAddress: v.email(MaxLength.emailAddress),
  /** The tenant admin's password; left out, the server generates one and returns it once. */
  adminPassword: v.optionalString(MaxLength.password).pipe(z.string().min(MIN_PASSWORD_LENGTH).nullable()),
  connectionString: v.optionalString(1024),
});

export const updateTenantDto = z.object({ id: v.id(), ...stampedInput, ...tenantFields });

export const getTenantsInput = z.object({ ...pagedInputShape, ...keywordShape, isActive: v.optionalBool() });
export { tenantSorting } from './listFields';
