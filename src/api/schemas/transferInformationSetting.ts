import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, stampedDto, stampedInput, v } from './common';
import { fields } from './fields';
import { MaxLength } from './rules';

/** The spec's trip directions. */
export const TripDirection = { Forward: 1, Backward: 2, RoundTrip: 3 } as const;
export type TripDirection = (typeof TripDirection)[keyof typeof TripDirection];
export const tripDirections: readonly TripDirection[] = [1, 2, 3];

export const DEFAULT_TRANSFER_TIMEOUT_SECONDS = 30;
export const MAX_TRANSFER_TIMEOUT_SECONDS = 120;

/**
 * The TransferInformationSetting service's DTOs (`/api/services/app/TransferInformationSetting/*`): per
 * transfer supplier (code unique per tenant), where and how TransferInformation/GetTransferInfo asks it, and
 * which trip directions it offers. Credentials are write-only.
 */
export const transferInformationSettingDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  supplierCode: z.string(),
  endpointUrl: z.string(),
  userName: z.string().nullable(),
  hasCredentials: z.boolean(),
  credentialsHint: z.string().nullable(),
  timeoutSeconds: z.number().int(),
  /** 1 forward, 2 backward, 3 round trip, sorted. */
  tripDirections: z.array(z.number().int()),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

const transferInformationSettingFields = {
  supplierCode: fields.code(),
  endpointUrl: fields.url(),
  userName: v.optionalString(MaxLength.userName),
  /** Write-only; on Update, left out or blank keeps the stored credentials. */
  credentials: fields.secret(),
  /** Update only: removes the stored credentials. */
  clearCredentials: v.optionalBool(),
  /** Left out: 30 seconds. */
  timeoutSeconds: v.optionalInt(1, MAX_TRANSFER_TIMEOUT_SECONDS),
  tripDirections: fields.intSet(tripDirections),
  isActive: v.optionalBool(),
};

export const createTransferInformationSettingDto = z.object(transferInformationSettingFields);
export const updateTransferInformationSettingDto = z.object({
  id: v.id(),
  ...stampedInput,
  ...transferInformationSettingFields,
});

export const getTransferInformationSettingsInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
  /** Settings offering this trip direction. */
  tripDirection: v.optionalInt(1, 3),
});
