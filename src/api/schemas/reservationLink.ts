import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, v } from './common';
import { fields } from './fields';
import { MaxLength } from './rules';

/** Hours a link stays valid: one hour to thirty days; three days when left out. */
export const LINK_HOURS = { min: 1, max: 720, default: 72 } as const;

/** The ReservationLinkGenerator service's DTOs (`/api/services/app/ReservationLinkGenerator/*`). */
export const reservationLinkDto = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  voucherNo: z.string(),
  agentCode: z.string(),
  language: z.string(),
  /** The signed address on the tenant's host that opens the public landing page with the reservation. */
  url: z.string(),
  expiresAt: dateTimeString,
  isExpired: z.boolean(),
  createdByUserName: z.string().nullable(),
  creationTime: dateTimeString,
});

/**
 * GenerateReservationLink: an agent's own code is used whatever they send (they may leave it out); other users
 * name the agent. The voucher must be one of the tenant's orders. Language is one of the seven interface
 * languages.
 */
export const generateReservationLinkInput = z.object({
  voucherNo: fields.code(),
  agentCode: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        .trim()
        .max(MaxLength.code)
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { message: 'FieldCode' })
        .nullish(),
    )
    .transform((s) => s ?? null),
  language: z.enum(['en', 'ro', 'mk', 'bs', 'sr', 'sq', 'de']),
  expiresInHours: z.preprocess(
    (value) =>
      value === null || value === undefined || value === ''
        ? undefined
        : typeof value === 'string' && /^\d+$/.test(value)
          ? Number(value)
          : value,
    z.number().int().min(LINK_HOURS.min).max(LINK_HOURS.max).default(LINK_HOURS.default),
  ),
});

/** GetAll: AgentCode and VoucherNo match exactly (case-insensitively); IsExpired narrows to live or expired links. */
export const getReservationLinksInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  agentCode: v.optionalString(MaxLength.code),
  voucherNo: v.optionalString(MaxLength.code),
  language: v.optionalString(2),
  isExpired: v.optionalBool(),
  startCreationDate: v.optionalDate(),
  endCreationDate: v.optionalDate(),
});
export const getByAgentCodeInput = getReservationLinksInput.extend({ agentCode: v.string(MaxLength.code) });
export const getByVoucherNoInput = getReservationLinksInput.extend({ voucherNo: v.string(MaxLength.code) });

export { reservationLinkSorting } from './listFields';

/** What a verified link token says (the public flow reads it with verifyReservationLinkToken on the server). */
export const reservationLinkClaimsDto = z.object({
  linkId: z.number().int(),
  tenantId: z.number().int(),
  voucherNo: z.string(),
  agentCode: z.string(),
  language: z.string(),
  expiresAt: dateTimeString,
});
