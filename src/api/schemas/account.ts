import { z } from 'zod';
import { v } from './common';
import { MaxLength } from './rules';
import { password, userFields } from './user';

/** The Account service's DTOs (`/api/services/app/Account/*`, anonymous). */
export const isTenantAvailableInput = z.object({ tenancyName: v.string(MaxLength.tenancyName) });

/** `state`: 1 available, 2 inactive, 3 not found (TenantAvailabilityState). */
export const isTenantAvailableOutput = z.object({
  state: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  tenantId: z.number().int().nullable(),
});

export const registerInput = z.object({
  ...userFields,
  password,
  captchaResponse: v.optionalString(4096),
});

export const registerOutput = z.object({ canLogin: z.boolean() });
