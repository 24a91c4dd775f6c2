import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, stampedDto, stampedInput, v } from './common';
import { fields } from './fields';
import { MaxLength } from './rules';

/** The spec's payment types. */
export const PaymentType = { AlternativePayment: 0, CreditCard: 1, BankTransfer: 2 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const paymentTypes: readonly PaymentType[] = [0, 1, 2];

/** How the server talks to the provider: the built-in simulator, or Revolut's merchant API. */
export const PaymentAdapters = ['simulator', 'revolut'] as const;
export type PaymentAdapter = (typeof PaymentAdapters)[number];

/**
 * The PaymentProvider service's DTOs (`/api/services/app/PaymentProvider/*`). Credentials are write-only:
 * the answers carry `hasCredentials` and a masked hint, never the value. Revolut offers card and
 * alternative payments, not bank transfers, and needs credentials while active.
 */
export const paymentProviderDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  name: z.string(),
  paymentType: z.number().int().describe('0 APM, 1 CC, 2 BT'),
  adapter: z.enum(PaymentAdapters),
  isSandbox: z.boolean(),
  /** ISO 4217 codes, sorted. */
  supportedCurrencies: z.array(z.string()),
  hasCredentials: z.boolean(),
  credentialsHint: z.string().nullable(),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

const paymentProviderFields = {
  name: v.string(MaxLength.displayName),
  paymentType: v.int(0, 2),
  adapter: z.enum(PaymentAdapters),
  /** Left out on Create: true (a new provider starts in its sandbox). */
  isSandbox: v.optionalBool(),
  /** ISO 4217 codes among the tenant's active currencies; at least one. */
  supportedCurrencies: z.array(fields.currencyCode()).min(1, { message: 'FieldRequired' }),
  /** Write-only; on Update, left out or blank keeps the stored credentials. */
  credentials: fields.secret(),
  /** Update only: removes the stored credentials. */
  clearCredentials: v.optionalBool(),
  isActive: v.optionalBool(),
};

export const createPaymentProviderDto = z.object(paymentProviderFields);
export const updatePaymentProviderDto = z.object({ id: v.id(), ...stampedInput, ...paymentProviderFields });

export const getPaymentProvidersInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
  paymentType: v.optionalInt(0, 2),
  adapter: v.optionalString(16),
  isSandbox: v.optionalBool(),
  /** An ISO 4217 code the provider supports. */
  currency: v.optionalString(8),
});
