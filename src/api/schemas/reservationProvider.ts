import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, stampedDto, stampedInput, v } from './common';
import { fields } from './fields';
import { MaxLength } from './rules';

/**
 * The ReservationProvider service's DTOs (`/api/services/app/ReservationProvider/*`): the systems a tenant
 * books hotels and transfers through. Credentials are write-only: the answers carry `hasCredentials` and a
 * masked hint, never the value.
 */
export const ReservationProviderKinds = ['simulator', 'tourvisio', 'custom'] as const;
export type ReservationProviderKind = (typeof ReservationProviderKinds)[number];

export const reservationProviderDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  code: z.string(),
  name: z.string(),
  kind: z.enum(ReservationProviderKinds),
  /** The provider's API address; null for the built-in simulator. */
  endpoint: z.string().nullable(),
  userName: z.string().nullable(),
  hasCredentials: z.boolean(),
  /** "••••3f9a" (the last four characters of a long secret) or "••••"; null without credentials. */
  credentialsHint: z.string().nullable(),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

const reservationProviderFields = {
  code: fields.code(),
  name: v.string(MaxLength.displayName),
  kind: z.enum(ReservationProviderKinds),
  /** Required unless the kind is `simulator`. */
  endpoint: fields.optionalUrl(),
  userName: v.optionalString(MaxLength.userName),
  /** Write-only; on Update, left out or blank keeps the stored credentials. */
  credentials: fields.secret(),
  /** Update only: removes the stored credentials. */
  clearCredentials: v.optionalBool(),
  isActive: v.optionalBool(),
};

export const createReservationProviderDto = z.object(reservationProviderFields);
export const updateReservationProviderDto = z.object({
  id: v.id(),
  ...stampedInput,
  ...reservationProviderFields,
});

export const getReservationProvidersInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
  kind: v.optionalString(16),
});
