import { z } from 'zod';
import { auditEntryDto } from './audit';
import { dateTimeString, idInput, keywordShape, pagedInputShape, v } from './common';
import { amountFilterShape, dayRangeShape, money } from './money';
import { MaxLength } from './rules';

/** Bank transfer status: 1 pending, 2 successful, 3 timeout, 4 error. */
export const BankTransferStatus = { Pending: 1, Successful: 2, Timeout: 3, Error: 4 } as const;
export type BankTransferStatus = (typeof BankTransferStatus)[keyof typeof BankTransferStatus];
export const bankTransferStatuses: readonly BankTransferStatus[] = [1, 2, 3, 4];

/** The BankTransfer service's DTOs (`/api/services/app/BankTransfer/*`). */
export const bankTransferDto = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  reference: z.string(),
  amount: money(),
  currency: z.string(),
  payerName: z.string(),
  payerEmail: z.string(),
  bankAccountId: z.number().int(),
  bankName: z.string(),
  iban: z.string(),
  paymentId: z.number().int(),
  paymentStatus: z.number().int(),
  orderId: z.number().int(),
  voucherNo: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  status: z.number().int().describe('1 pending, 2 successful, 3 timeout, 4 error'),
  statusTime: dateTimeString.nullable(),
  committedByUserId: z.number().int().nullable(),
  committedByUserName: z.string().nullable(),
  expiresAt: dateTimeString
    .nullable()
    .describe(
      'When a pending transfer times out (BANK_TRANSFER_TIMEOUT_HOURS after creation unless set); null once decided',
    ),
  creationTime: dateTimeString,
});

/** BankTransfer/GetBankTransfer?id: one transfer with the audit trail of it and of its payment, oldest first. */
export const bankTransferDetailDto = bankTransferDto.extend({ history: z.array(auditEntryDto) });
export const getBankTransferInput = idInput;

/**
 * BankTransfer/GetAll: the spec's filters (TenantId for the host, Email, Amount, MinAmount, MaxAmount, Currency,
 * Status, PageNumber/MaxResultCount/SortBy or Sorting, and the date ranges: creation, and the order's check-in
 * and check-out). Email is found anywhere in the payer's address, case-insensitively.
 */
export const getBankTransfersInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  tenantId: v.optionalInt(0),
  email: v.optionalString(MaxLength.emailAddress),
  ...amountFilterShape,
  currency: v.optionalList(z.string().max(3)),
  status: v.optionalList(v.int(1, 4)),
  paymentId: v.optionalInt(1),
  startCreationDate: v.optionalDate(),
  endCreationDate: v.optionalDate(),
  ...dayRangeShape('checkInDate'),
  ...dayRangeShape('checkOutDate'),
});

export { bankTransferSorting } from './listFields';

/** BankTransfer/GetBankTransferOptions (POST): narrowed to one currency when it names one. */
export const getBankTransferOptionsInput = z.object({ currency: v.optionalString(3) });

/** What bank-transfer instructions show: the tenant's active accounts, and the currencies one can pay in. */
export const bankTransferOptionsDto = z.object({
  bankAccounts: z.array(
    z.object({
      id: z.number().int(),
      bankName: z.string(),
      accountHolder: z.string(),
      iban: z.string(),
      swiftCode: z.string(),
      currency: z.string(),
    }),
  ),
  currencies: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      symbol: z.string(),
      decimalPlaces: z.number().int(),
      isDefault: z.boolean(),
    }),
  ),
});

/** BankTransfer/BankTransferCommit (POST {id}): the money arrived; exactly once. */
export const bankTransferCommitInput = idInput.extend({ reason: v.optionalString(500) });
