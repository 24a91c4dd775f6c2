import { eq, getTableColumns } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { Permissions } from '../../src/api/permissions.js';
import { v } from '../../src/api/schemas/common.js';
import { compareDecimals, decimalDigits } from '../../src/api/schemas/decimal.js';
import {
  createPaymentAvailableAgencyDto,
  getPaymentAvailableAgenciesInput,
  paymentAvailableAgencyDto,
  updatePaymentAvailableAgencyDto,
} from '../../src/api/schemas/paymentAvailableAgency.js';
import { currencies, paymentAvailableAgencies } from '../db/schema.js';
import { crudService, filter, folded, type UniqueIndexes } from '../abp/crud/index.js';
import { fieldError } from '../abp/errors.js';
import type { ServiceContext, ServiceDefinition } from '../abp/service.js';
import {
  arrayHoldsFilter,
  currencyCodeFilter,
  decimalOut,
  given,
  isoTime,
  soldCurrency,
} from './configRules.js';

const t = paymentAvailableAgencies;

type Row = typeof t.$inferSelect & { currencyCode: string | null };

const unique: UniqueIndexes<{ agentCode: string }> = {
  payment_available_agencies_agent_code_uq: {
    field: 'agentCode',
    message: 'CodeIsTaken',
    value: (i) => i.agentCode,
  },
};

interface AmountInput {
  currencyId?: number;
  minAmount: string | null;
  maxAmount: string | null;
}

/**
 * The amount range: in one of the tenant's active currencies (required as soon as an amount is given, checked
 * when set or changed), with no more decimals than that currency has, and the maximum not below the minimum
 * (compared exactly).
 */
async function checkAmounts(ctx: ServiceContext, input: AmountInput, unchangedCurrencyId?: number | null) {
  const currencyId = input.currencyId ?? null;
  if (currencyId === null) {
    if (input.minAmount !== null || input.maxAmount !== null)
      throw fieldError(['currencyId'], 'FieldRequired', 'CurrencyId');
    return null;
  }
  const currency =
    currencyId === unchangedCurrencyId
      ? (await ctx.db.select().from(currencies).where(eq(currencies.id, currencyId)))[0]
      : await soldCurrency(ctx, currencyId);
  const places = currency?.decimalPlaces ?? 4;
  for (const field of ['minAmount', 'maxAmount'] as const) {
    const amount = input[field];
    if (amount !== null && decimalDigits(amount).scale > places)
      throw fieldError(
        [field],
        'FieldDecimalPlaces',
        field === 'minAmount' ? 'MinAmount' : 'MaxAmount',
        currency?.code ?? '',
        places,
      );
  }
  if (
    input.minAmount !== null &&
    input.maxAmount !== null &&
    compareDecimals(input.maxAmount, input.minAmount) < 0
  )
    throw fieldError(['maxAmount'], 'MaxAmountBelowMinAmount');
  return currencyId;
}

/**
 * Which agencies (agent codes, unique per tenant, case-insensitively) may offer which payment types, within an
 * optional amount range, and whether they may take partial payments. Amounts are exact decimals.
 */
const crud = crudService({
  name: 'PaymentAvailableAgency',
  table: t,
  permission: Permissions.PaymentAvailableAgencies,
  select: {
    columns: { ...getTableColumns(t), currencyCode: currencies.code },
    join: (q: PgSelect) => q.leftJoin(currencies, eq(currencies.id, t.currencyId)),
  },
  toDto: (row: Row) => ({
    id: row.id,
    concurrencyStamp: row.concurrencyStamp,
    agentCode: row.agentCode,
    paymentTypes: row.paymentTypes,
    currencyId: row.currencyId,
    currencyCode: row.currencyCode,
    minAmount: decimalOut(row.minAmount),
    maxAmount: decimalOut(row.maxAmount),
    isPartialPaymentAllowed: row.isPartialPaymentAllowed,
    isActive: row.isActive,
    creationTime: isoTime(row.creationTime),
  }),
  dto: paymentAvailableAgencyDto,
  getAll: {
    input: getPaymentAvailableAgenciesInput,
    sorting: {
      id: t.id,
      agentCode: folded(t.agentCode),
      currencyCode: currencies.code,
      minAmount: t.minAmount,
      maxAmount: t.maxAmount,
      isPartialPaymentAllowed: t.isPartialPaymentAllowed,
      isActive: t.isActive,
      creationTime: t.creationTime,
    },
    defaultSorting: 'agentCode',
    keyword: [t.agentCode],
    filters: [
      filter.bool('isActive', t.isActive),
      arrayHoldsFilter('paymentType', t.paymentTypes, v.optionalInt(0, 2)),
      currencyCodeFilter(currencies.code),
      filter.bool('isPartialPaymentAllowed', t.isPartialPaymentAllowed),
    ],
  },
  unique,
  create: {
    input: createPaymentAvailableAgencyDto,
    values: async (input, tx) => ({
      agentCode: input.agentCode,
      paymentTypes: input.paymentTypes,
      currencyId: await checkAmounts(tx, input),
      minAmount: input.minAmount,
      maxAmount: input.maxAmount,
      isPartialPaymentAllowed: input.isPartialPaymentAllowed ?? false,
      isActive: input.isActive ?? true,
    }),
  },
  update: {
    input: updatePaymentAvailableAgencyDto,
    values: async (input, row, tx) => ({
      agentCode: input.agentCode,
      paymentTypes: input.paymentTypes,
      currencyId: await checkAmounts(tx, input, row.currencyId),
      minAmount: input.minAmount,
      maxAmount: input.maxAmount,
      isPartialPaymentAllowed: given(input.isPartialPaymentAllowed, row.isPartialPaymentAllowed),
      isActive: given(input.isActive, row.isActive),
    }),
  },
  remove: {},
});

export const paymentAvailableAgencyService: ServiceDefinition = { ...crud, hostMayEnterTenant: true };
