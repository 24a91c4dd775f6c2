import { z } from 'zod';

/** The Session service's DTOs (`/api/services/app/Session/*`). */
export const userLoginInfoDto = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  userName: z.string(),
  emailAddress: z.string(),
});

export const tenantLoginInfoDto = z.object({
  id: z.number().int(),
  tenancyName: z.string(),
  name: z.string(),
});

export const getCurrentLoginInformationsOutput = z.object({
  application: z.object({
    version: z.string(),
    releaseDate: z.string(),
    features: z.record(z.string(), z.boolean()),
  }),
  user: userLoginInfoDto.nullable(),
  tenant: tenantLoginInfoDto.nullable(),
});

export const currentUserInformations = z.object({
  user: userLoginInfoDto.extend({
    language: z.string().nullable(),
    /**
     * The user's agent code (decision 0016): such a user sees and creates only their own reservation links and
     * orders. Null for staff; absent on backends that do not know agent codes.
     */
    agentCode: z.string().nullable().optional(),
  }),
  tenant: tenantLoginInfoDto.nullable(),
  auth: z.object({
    grantedPermissions: z.array(z.string()),
    /** Every permission the backend defines for the user's side; absent on backends that only know page permissions. */
    allPermissions: z.array(z.string()).optional(),
  }),
});
