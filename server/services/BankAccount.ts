import { and, count, eq, getTableColumns, inArray, notExists } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { Permissions } from '../../src/api/permissions.js';
import {
  bankAccountDto,
  createBankAccountDto,
  getBankAccountsInput,
  updateBankAccountDto,
} from '../../src/api/schemas/bankAccount.js';
import { formatIban } from '../../src/api/schemas/banking.js';
import { v } from '../../src/api/schemas/common.js';
import { bankAccounts, bankTransfers, currencies, payments } from '../db/schema.js';
import { UserFriendlyError } from '../abp/errors.js';
import type { ServiceContext } from '../abp/service.js';
import { crudService, filter, folded, type UniqueIndexes } from '../abp/crud/index.js';
import type { ServiceDefinition } from '../abp/service.js';
import { BankTransferStatus } from '../../src/api/schemas/bankTransfer.js';
import { PaymentStatus } from '../../src/api/schemas/payment.js';
import { currencyCodeFilter, given, isoTime, soldCurrency } from './configRules.js';

type Row = typeof bankAccounts.$inferSelect & { currencyCode: string };

const unique: UniqueIndexes<{ iban: string }> = {
  bank_accounts_iban_currency_uq: { field: 'iban', message: 'IbanIsTaken', value: (i) => formatIban(i.iban) },
};

/** Payments still waiting on a transfer to the account: its pending transfers, and open payments without one. */
const OPEN_PAYMENTS = [PaymentStatus.Created, PaymentStatus.Waiting, PaymentStatus.RequiresAction];

async function pendingUses(tx: ServiceContext, accountId: number): Promise<number> {
  const [transfers] = await tx.db
    .select({ n: count() })
    .from(bankTransfers)
    .where(
      and(eq(bankTransfers.bankAccountId, accountId), eq(bankTransfers.status, BankTransferStatus.Pending)),
    );
  const [open] = await tx.db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.bankAccountId, accountId),
        inArray(payments.status, OPEN_PAYMENTS),
        notExists(
          tx.db
            .select({ id: bankTransfers.id })
            .from(bankTransfers)
            .where(eq(bankTransfers.paymentId, payments.id)),
        ),
      ),
    );
  return (transfers?.n ?? 0) + (open?.n ?? 0);
}

/**
 * A tenant's bank accounts, shown in bank-transfer instructions. The IBAN and SWIFT/BIC are checked by the
 * shared schema (src/api/schemas/fields.ts) and stored in electronic form; the currency must be one the
 * tenant sells in (checked when it is set or changed). One account per IBAN and currency. Delete is soft, so
 * that payments keep their account, and refused while transfers to the account are pending.
 */
const crud = crudService({
  name: 'BankAccount',
  table: bankAccounts,
  permission: Permissions.BankAccounts,
  select: {
    columns: { ...getTableColumns(bankAccounts), currencyCode: currencies.code },
    join: (q: PgSelect) => q.innerJoin(currencies, eq(currencies.id, bankAccounts.currencyId)),
  },
  toDto: (row: Row) => ({
    id: row.id,
    concurrencyStamp: row.concurrencyStamp,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    iban: row.iban,
    swiftCode: row.swiftCode,
    currencyId: row.currencyId,
    currencyCode: row.currencyCode,
    isActive: row.isActive,
    creationTime: isoTime(row.creationTime),
  }),
  dto: bankAccountDto,
  getAll: {
    input: getBankAccountsInput,
    sorting: {
      id: bankAccounts.id,
      bankName: folded(bankAccounts.bankName),
      accountHolder: folded(bankAccounts.accountHolder),
      iban: bankAccounts.iban,
      swiftCode: bankAccounts.swiftCode,
      currencyCode: currencies.code,
      isActive: bankAccounts.isActive,
      creationTime: bankAccounts.creationTime,
    },
    defaultSorting: 'bankName',
    keyword: [bankAccounts.bankName, bankAccounts.accountHolder, bankAccounts.iban, bankAccounts.swiftCode],
    filters: [
      filter.bool('isActive', bankAccounts.isActive),
      currencyCodeFilter(currencies.code),
      filter.exact('currencyId', bankAccounts.currencyId, v.optionalInt(1)),
    ],
  },
  unique,
  create: {
    input: createBankAccountDto,
    values: async (input, tx) => {
      await soldCurrency(tx, input.currencyId);
      return {
        bankName: input.bankName.trim(),
        accountHolder: input.accountHolder.trim(),
        iban: input.iban,
        swiftCode: input.swiftCode,
        currencyId: input.currencyId,
        isActive: input.isActive ?? true,
      };
    },
  },
  update: {
    input: updateBankAccountDto,
    values: async (input, row, tx) => {
      if (input.currencyId !== row.currencyId) await soldCurrency(tx, input.currencyId);
      return {
        bankName: input.bankName.trim(),
        accountHolder: input.accountHolder.trim(),
        iban: input.iban,
        swiftCode: input.swiftCode,
        currencyId: input.currencyId,
        isActive: given(input.isActive, row.isActive),
      };
    },
  },
  remove: {
    // Inside the delete's transaction: a transfer announced meanwhile is counted, not orphaned.
    before: async (row, tx) => {
      const pending = await pendingUses(tx, row.id);
      if (pending > 0)
        throw new UserFriendlyError(
          { key: 'BankAccountHasPendingTransfers', args: [row.bankName, pending] },
          null,
          0,
          400,
        );
    },
  },
});

export const bankAccountService: ServiceDefinition = { ...crud, hostMayEnterTenant: true };
