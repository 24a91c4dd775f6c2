import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, v } from './common';

/** The Log service's DTOs (`/api/services/app/Log/*`). */
export const loginLogDto = z.object({
  id: z.number().int(),
  tenantId: z.number().int().nullable(),
  tenancyName: z.string().nullable(),
  userId: z.number().int().nullable(),
  userNameOrEmailAddress: z.string(),
  clientIpAddress: z.string().nullable(),
  browserInfo: z.string().nullable(),
  result: z.string(),
  isSuccess: z.boolean(),
  creationTime: dateTimeString,
});

/** Sign-in attempts; the host sees every tenant's, or one tenant's with TenantId (0 = the host's own). */
export const getLoginLogsInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  /** One sign-in by id (the service has no Get): its detail opened from a link. */
  id: v.optionalInt(1),
  tenantId: v.optionalInt(0),
  isSuccess: v.optionalBool(),
  startCreationDate: v.optionalDate(),
  endCreationDate: v.optionalDate(),
});

export { loginLogSorting } from './listFields';
