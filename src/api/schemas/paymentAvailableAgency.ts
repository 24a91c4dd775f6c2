import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, stampedDto, stampedInput, v } from './common';
import { fields } from './fields';
import { paymentTypes } from './paymentProvider';

/**
 * The PaymentAvailableAgency service's DTOs (`/api/services/app/PaymentAvailableAgency/*`): which agencies
 * (agent codes) may offer which payment types, within an optional amount range in one of the tenant's
 * currencies, and whether they may take partial payments. Amounts are exact decimals (strings).
 */
export const AMOUNT_DIGITS = { integer: 14, scale: 4 } as const;

export const paymentAvailableAgencyDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  agentCode: z.string(),
  /** Payment types 0 APM, 1 CC, 2 BT, sorted. */
  paymentTypes: z.array(z.number().int()),
  currencyId: z.number().int().nullable(),
  currencyCode: z.string().nullable(),
  minAmount: z.string().nullable().describe('exact decimal'),
  maxAmount: z.string().nullable().describe('exact decimal'),
  isPartialPaymentAllowed: z.boolean(),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

const amount = () => fields.optionalDecimal(AMOUNT_DIGITS.integer, AMOUNT_DIGITS.scale);

const paymentAvailableAgencyFields = {
  agentCode: fields.code(),
  paymentTypes: fields.intSet(paymentTypes),
  /** The currency of the amounts: required when either amount is given. */
  currencyId: v.optionalInt(1),
  minAmount: amount(),
  /** Not below minAmount. */
  maxAmount: amount(),
  isPartialPaymentAllowed: v.optionalBool(),
  isActive: v.optionalBool(),
};

export const createPaymentAvailableAgencyDto = z.object(paymentAvailableAgencyFields);
export const updatePaymentAvailableAgencyDto = z.object({
  id: v.id(),
  ...stampedInput,
  ...paymentAvailableAgencyFields,
});

export const getPaymentAvailableAgenciesInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
  /** Agencies that may offer this payment type. */
  paymentType: v.optionalInt(0, 2),
  /** An ISO 4217 code. */
  currency: v.optionalString(8),
  isPartialPaymentAllowed: v.optionalBool(),
});
