import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { Permissions } from '../../src/api/permissions.js';
import {
  BankTransferStatus,
  bankTransferCommitInput,
  bankTransferDetailDto,
  bankTransferDto,
  getBankTransferInput,
  bankTransferOptionsDto,
  getBankTransferOptionsInput,
  getBankTransfersInput,
  type bankTransferSorting,
} from '../../src/api/schemas/bankTransfer.js';
import type { BankTransferDto, BankTransferOptionsDto } from '../../src/api/types/operations.js';
import { crudService, filter, folded, inTransaction, type SortWhitelist } from '../abp/crud/index.js';
import { UserFriendlyError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import {
  bankAccounts,
  bankTransfers,
  currencies,
  orders,
  payments,
  tenantCurrencies,
  users,
} from '../db/schema.js';
import { deadlineOf } from '../jobs/bankTransferTimeouts.js';
import { commitBankTransfer, transferState } from './bankTransferCommit.js';
import { transferHistory } from './bankTransferQueries.js';
import { currencyDecimals, iso, isoOrNull, moneyOf, opsFilter } from './operationsRules.js';

type Row = typeof bankTransfers.$inferSelect & {
  bankName: string;
  iban: string;
  paymentStatus: number;
  orderId: number;
  voucherNo: string;
  checkInDate: string;
  checkOutDate: string;
  committedByUserName: string | null;
};

async function toDtos(rows: Row[], ctx: ServiceContext): Promise<BankTransferDto[]> {
  const decimals = await currencyDecimals(
    ctx.db,
    rows.map((r) => r.currency),
  );
  return rows.map((r) => ({
    id: r.id,
    tenantId: r.tenantId,
    reference: r.reference,
    amount: moneyOf(r.amount, decimals(r.currency)),
    currency: r.currency,
    payerName: r.payerName,
    payerEmail: r.payerEmail,
    bankAccountId: r.bankAccountId,
    bankName: r.bankName,
    iban: r.iban,
    paymentId: r.paymentId,
    paymentStatus: r.paymentStatus,
    orderId: r.orderId,
    voucherNo: r.voucherNo,
    checkInDate: r.checkInDate,
    checkOutDate: r.checkOutDate,
    status: r.status,
    statusTime: isoOrNull(r.statusTime),
    committedByUserId: r.committedByUserId,
    committedByUserName: r.committedByUserName,
    expiresAt:
      r.status === BankTransferStatus.Pending ? iso(deadlineOf(r, ctx.deps.bankTransferTimeoutHours)) : null,
    creationTime: iso(r.creationTime),
  }));
}

/**
 * Bank transfers customers announced, newest first: a tenant's finance staff see their tenant's, the host every
 * tenant's (TenantId narrows). Committing one (the money is on the account) is exactly-once: see
 * bankTransferCommit.ts.
 */
const crud = crudService({
  name: 'BankTransfer',
  table: bankTransfers,
  permission: Permissions.BankTransfer,
  scope: 'hostSeesAll',
  select: {
    columns: {
      ...getTableColumns(bankTransfers),
      bankName: bankAccounts.bankName,
      iban: bankAccounts.iban,
      paymentStatus: payments.status,
      orderId: payments.orderId,
      voucherNo: orders.voucherNo,
      checkInDate: orders.checkInDate,
      checkOutDate: orders.checkOutDate,
      committedByUserName: users.userName,
    },
    join: (q: PgSelect) =>
      q
        .leftJoin(bankAccounts, eq(bankAccounts.id, bankTransfers.bankAccountId))
        .leftJoin(payments, eq(payments.id, bankTransfers.paymentId))
        .leftJoin(orders, eq(orders.id, payments.orderId))
        .leftJoin(users, eq(users.id, bankTransfers.committedByUserId)),
  },
  toDtos,
  dto: bankTransferDto,
  getAll: {
    input: getBankTransfersInput,
    sorting: {
      id: bankTransfers.id,
      creationTime: bankTransfers.creationTime,
      reference: bankTransfers.reference,
      amount: bankTransfers.amount,
      currency: bankTransfers.currency,
      payerEmail: sql`lower(${bankTransfers.payerEmail})`,
      payerName: folded(bankTransfers.payerName),
      status: bankTransfers.status,
      statusTime: bankTransfers.statusTime,
    } satisfies SortWhitelist<typeof bankTransferSorting>,
    defaultSorting: 'creationTime desc',
    keyword: [bankTransfers.reference, bankTransfers.payerName, bankTransfers.payerEmail, orders.voucherNo],
    filters: [
      filter.text('email', bankTransfers.payerEmail),
      opsFilter.exactAmount(bankTransfers.amount),
      filter.range('amount', bankTransfers.amount),
      opsFilter.upperOneOf('currency', bankTransfers.currency),
      filter.oneOf('status', bankTransfers.status),
      filter.exact('paymentId', bankTransfers.paymentId),
      filter.dateRange('creationDate', bankTransfers.creationTime),
      opsFilter.dayRange('checkInDate', orders.checkInDate),
      opsFilter.dayRange('checkOutDate', orders.checkOutDate),
    ],
  },
});

/** The tenant's active bank accounts and currencies, for bank-transfer instructions. */
async function options(ctx: ServiceContext, currency: string | null): Promise<BankTransferOptionsDto> {
  const tenantId = ctx.session.tenantId;
  if (tenantId === null) throw new UserFriendlyError({ key: 'TenantRequired' });
  const code = currency?.trim().toUpperCase() || null;
  const accounts = await ctx.db
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      accountHolder: bankAccounts.accountHolder,
      iban: bankAccounts.iban,
      swiftCode: bankAccounts.swiftCode,
      currency: currencies.code,
    })
    .from(bankAccounts)
    .innerJoin(currencies, eq(currencies.id, bankAccounts.currencyId))
    .where(
      and(
        eq(bankAccounts.tenantId, tenantId),
        eq(bankAccounts.isActive, true),
        eq(bankAccounts.isDeleted, false),
        code ? eq(currencies.code, code) : undefined,
      ),
    )
    .orderBy(asc(currencies.code), asc(bankAccounts.bankName), asc(bankAccounts.id));
  const sold = await ctx.db
    .select({
      code: currencies.code,
      name: currencies.name,
      symbol: currencies.symbol,
      decimalPlaces: currencies.decimalPlaces,
      isDefault: tenantCurrencies.isDefault,
    })
    .from(tenantCurrencies)
    .innerJoin(currencies, eq(currencies.id, tenantCurrencies.currencyId))
    .where(
      and(
        eq(tenantCurrencies.tenantId, tenantId),
        eq(tenantCurrencies.isActive, true),
        eq(currencies.isActive, true),
        code ? eq(currencies.code, code) : undefined,
      ),
    )
    .orderBy(sql`${tenantCurrencies.isDefault} desc`, asc(currencies.code));
  return { bankAccounts: accounts, currencies: sold };
}

export const bankTransferService: ServiceDefinition = {
  name: 'BankTransfer',
  permission: Permissions.BankTransfer,
  hostMayEnterTenant: true,
  operations: {
    GetAll: crud.operations.GetAll!,
    /** One transfer (404 outside the caller's scope) with its audit trail, for the record's page. */
    GetBankTransfer: op({
      input: getBankTransferInput,
      output: bankTransferDetailDto,
      handler: async (ctx, input) => {
        const transfer = await crud.get(ctx, input.id);
        return { ...transfer, history: await transferHistory(ctx.db, transfer) };
      },
    }),
    GetBankTransferOptions: op({
      // POST in the spec, although its name says Get.
      method: 'POST',
      input: getBankTransferOptionsInput,
      output: bankTransferOptionsDto,
      handler: (ctx, input) => options(ctx, input.currency),
    }),
    /** The money arrived: pending → successful, its payment → succeeded, exactly once (else a 400 saying why). */
    BankTransferCommit: op({
      input: bankTransferCommitInput,
      output: bankTransferDto,
      handler: async (ctx, input) => {
        await inTransaction(ctx, (tx) =>
          commitBankTransfer(
            tx,
            and(eq(bankTransfers.id, input.id), crud.scope(tx)),
            async () => transferState(tx, await crud.find(tx, input.id)),
            input.reason,
          ),
        );
        return crud.get(ctx, input.id);
      },
    }),
  },
};
