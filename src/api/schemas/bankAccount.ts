import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, stampedDto, stampedInput, v } from './common';
import { fields } from './fields';
import { MaxLength } from './rules';

/**
 * The BankAccount service's DTOs (`/api/services/app/BankAccount/*`): a tenant's accounts for bank-transfer
 * instructions. The IBAN is checked (ISO 13616: country length, BBAN pattern, MOD 97-10) and travels in its
 * electronic form (no spaces; print it with `formatIban`); the SWIFT/BIC is checked against ISO 9362. The
 * currency must be one of the tenant's active currencies.
 */
export const bankAccountDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  bankName: z.string(),
  accountHolder: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

const bankAccountFields = {
  bankName: v.string(MaxLength.displayName),
  accountHolder: v.string(MaxLength.accountHolder),
  iban: fields.iban(),
  swiftCode: fields.bic(),
  currencyId: v.id(),
  isActive: v.optionalBool(),
};

export const createBankAccountDto = z.object(bankAccountFields);
export const updateBankAccountDto = z.object({ id: v.id(), ...stampedInput, ...bankAccountFields });

export const getBankAccountsInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
  /** An ISO 4217 code. */
  currency: v.optionalString(8),
  currencyId: v.optionalInt(1),
});
