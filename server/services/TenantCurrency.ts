import { and, asc, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { Permissions } from '../../src/api/permissions.js';
import {
  createTenantCurrencyDto,
  getTenantCurrenciesInput,
  tenantCurrencyDto,
  tenantCurrencyListDto,
  updateTenantCurrencyDto,
} from '../../src/api/schemas/tenantCurrency.js';
import type { ListResultDto } from '../../src/api/types/abp.js';
import {
  bankAccounts,
  currencies,
  paymentAvailableAgencies,
  paymentProviders,
  tenantCurrencies,
} from '../db/schema.js';
import { crudService, filter, folded, renewedStamp, type UniqueIndexes } from '../abp/crud/index.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import {
  catalogueCurrency,
  currencyCodeFilter,
  decimalOut,
  given,
  inCallerTenant,
  isoTime,
} from './configRules.js';

const select = {
  columns: {
    ...getTableColumns(tenantCurrencies),
    currencyCode: currencies.code,
    currencyName: currencies.name,
    currencySymbol: currencies.symbol,
    decimalPlaces: currencies.decimalPlaces,
  },
  join: (q: PgSelect) => q.innerJoin(currencies, eq(currencies.id, tenantCurrencies.currencyId)),
};

type Row = typeof tenantCurrencies.$inferSelect & {
  currencyCode: string;
  currencyName: string;
  currencySymbol: string;
  decimalPlaces: number;
};

const toDto = (row: Row) => ({
  id: row.id,
  concurrencyStamp: row.concurrencyStamp,
  currencyId: row.currencyId,
  currencyCode: row.currencyCode,
  currencyName: row.currencyName,
  currencySymbol: row.currencySymbol,
  decimalPlaces: row.decimalPlaces,
  exchangeRate: decimalOut(row.exchangeRate) ?? '1',
  isDefault: row.isDefault,
  isActive: row.isActive,
  creationTime: isoTime(row.creationTime),
});

const unique: UniqueIndexes<{ currencyId: number }> = {
  tenant_currencies_currency_uq: {
    field: 'currencyId',
    message: 'TenantCurrencyIsTaken',
    value: (i) => String(i.currencyId),
  },
};

async function currentDefault(ctx: ServiceContext) {
  const [row] = await ctx.db
    .select()
    .from(tenantCurrencies)
    .where(and(inCallerTenant(ctx, tenantCurrencies.tenantId), eq(tenantCurrencies.isDefault, true)));
  return row;
}

/** A catalogue currency a tenant may add: it exists and is switched on. */
async function addableCurrency(ctx: ServiceContext, currencyId: number) {
  const currency = await catalogueCurrency(ctx, currencyId);
  if (!currency.isActive) throw fieldError(['currencyId'], 'CurrencyInactive', currency.code);
  return currency;
}

/**
 * Makes a currency worth `rate` (in the old default currency) the new default: every rate of the tenant is
 * divided by it exactly in NUMERIC (rounded to 8 decimals, never below the smallest positive rate), and the
 * old default stops being one. The caller then stores the new default with rate 1.
 */
async function rebaseRates(ctx: ServiceContext, rate: string) {
  await ctx.db
    .update(tenantCurrencies)
    .set({
      exchangeRate: sql`greatest(round(${tenantCurrencies.exchangeRate} / cast(${rate} as numeric), 8), 0.00000001)`,
      isDefault: false,
      // Every rate changed: a form opened before must not write its old rate back.
      concurrencyStamp: renewedStamp(),
    })
    .where(inCallerTenant(ctx, tenantCurrencies.tenantId));
}

const requiredRate = () => fieldError(['exchangeRate'], 'FieldRequired', 'ExchangeRate');

/**
 * The other references of the tenant to a currency: its bank accounts, payment providers and agencies, asked in
 * one statement (it runs in the delete's transaction, whose one connection takes one query at a time).
 */
async function usedByTenant(ctx: ServiceContext, currencyId: number, code: string) {
  const tenantOf = (column: Parameters<typeof inCallerTenant>[1]) => inCallerTenant(ctx, column);
  const references = [
    ctx.db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(
          tenantOf(bankAccounts.tenantId),
          eq(bankAccounts.currencyId, currencyId),
          eq(bankAccounts.isDeleted, false),
        ),
      ),
    ctx.db
      .select({ id: paymentProviders.id })
      .from(paymentProviders)
      .where(
        and(
          tenantOf(paymentProviders.tenantId),
          sql`${code} = any(${paymentProviders.supportedCurrencies})`,
          eq(paymentProviders.isDeleted, false),
        ),
      ),
    ctx.db
      .select({ id: paymentAvailableAgencies.id })
      .from(paymentAvailableAgencies)
      .where(
        and(tenantOf(paymentAvailableAgencies.tenantId), eq(paymentAvailableAgencies.currencyId, currencyId)),
      ),
  ];
  const result = await ctx.db.execute(
    sql`select ${sql.join(
      references.map((query) => sql`exists (${query})`),
      sql` or `,
    )} as used`,
  );
  return (result as unknown as { rows: { used: boolean }[] }).rows[0]?.used === true;
}

/**
 * The currencies a tenant sells in, with exactly one default and every other currency's exchange rate to it.
 * - A tenant's first currency becomes the default by itself; the default's rate is always 1.
 * - Making another currency the default converts every rate to it exactly (the rate given is what one unit
 *   of the new default was worth in the old one).
 * - The default cannot be unset, switched off, or deleted while other currencies remain.
 * The host works on a tenant's list by naming the tenant in the Abp.TenantId header (hostMayEnterTenant).
 */
const crud = crudService({
  name: 'TenantCurrency',
  table: tenantCurrencies,
  permission: Permissions.TenantCurrencies,
  select,
  toDto,
  dto: tenantCurrencyDto,
  getAll: {
    input: getTenantCurrenciesInput,
    sorting: {
      id: tenantCurrencies.id,
      currencyCode: currencies.code,
      currencyName: folded(currencies.name),
      exchangeRate: tenantCurrencies.exchangeRate,
      isDefault: tenantCurrencies.isDefault,
      isActive: tenantCurrencies.isActive,
      creationTime: tenantCurrencies.creationTime,
    },
    defaultSorting: 'isDefault desc, currencyCode',
    keyword: [currencies.code, currencies.name, currencies.symbol],
    filters: [
      filter.bool('isActive', tenantCurrencies.isActive),
      filter.bool('isDefault', tenantCurrencies.isDefault),
      currencyCodeFilter(currencies.code),
    ],
  },
  unique,
  create: {
    input: createTenantCurrencyDto,
    values: async (input, tx) => {
      await addableCurrency(tx, input.currencyId);
      const previous = await currentDefault(tx);
      const makeDefault = input.isDefault === true || !previous;
      if (!makeDefault || previous) {
        if (input.exchangeRate === null) throw requiredRate();
      }
      if (makeDefault && input.isActive === false)
        throw fieldError(['isActive'], 'DefaultCurrencyMustBeActive');
      if (makeDefault && previous) await rebaseRates(tx, input.exchangeRate!);
      return {
        currencyId: input.currencyId,
        exchangeRate: makeDefault ? '1' : input.exchangeRate!,
        isDefault: makeDefault,
        isActive: makeDefault ? true : (input.isActive ?? true),
      };
    },
  },
  update: {
    input: updateTenantCurrencyDto,
    values: async (input, row, tx) => {
      if (input.currencyId !== row.currencyId) await addableCurrency(tx, input.currencyId);
      if (row.isDefault) {
        if (input.isDefault === false) throw fieldError(['isDefault'], 'DefaultCurrencyCannotBeUnset');
        if (input.isActive === false) throw fieldError(['isActive'], 'DefaultCurrencyMustBeActive');
        return { currencyId: input.currencyId, exchangeRate: '1' };
      }
      const rate = input.exchangeRate ?? row.exchangeRate;
      if (input.isDefault === true) {
        if (input.isActive === false) throw fieldError(['isActive'], 'DefaultCurrencyMustBeActive');
        await rebaseRates(tx, rate);
        return { currencyId: input.currencyId, exchangeRate: '1', isDefault: true, isActive: true };
      }
      return {
        currencyId: input.currencyId,
        exchangeRate: rate,
        isActive: given(input.isActive, row.isActive),
      };
    },
  },
  remove: {
    before: async (row, tx) => {
      const [currency] = await tx.db.select().from(currencies).where(eq(currencies.id, row.currencyId));
      const code = currency?.code ?? String(row.currencyId);
      if (row.isDefault) {
        const [other] = await tx.db
          .select({ id: tenantCurrencies.id })
          .from(tenantCurrencies)
          .where(and(inCallerTenant(tx, tenantCurrencies.tenantId), ne(tenantCurrencies.id, row.id)))
          .limit(1);
        if (other) throw new UserFriendlyError({ key: 'DefaultCurrencyCannotBeDeleted' });
      }
      if (await usedByTenant(tx, row.currencyId, code))
        throw new UserFriendlyError({ key: 'TenantCurrencyInUse', args: [code] });
    },
  },
});

export const tenantCurrencyService: ServiceDefinition = {
  ...crud,
  hostMayEnterTenant: true,
  // GetCurrencies feeds the currency pickers of other pages (bank accounts, payment providers, agencies), so
  // any signed-in user of the tenant may call it; the standard operations keep Pages.Tenant.Currencies.
  permission: undefined,
  operations: {
    ...Object.fromEntries(
      Object.entries(crud.operations).map(([name, operation]) => [
        name,
        { ...operation, permission: Permissions.TenantCurrencies },
      ]),
    ),
    GetCurrencies: op({
      output: tenantCurrencyListDto,
      handler: async (ctx): Promise<ListResultDto<ReturnType<typeof toDto>>> => {
        const rows = (await ctx.db
          .select(select.columns)
          .from(tenantCurrencies)
          .innerJoin(currencies, eq(currencies.id, tenantCurrencies.currencyId))
          .where(
            and(
              inCallerTenant(ctx, tenantCurrencies.tenantId),
              eq(tenantCurrencies.isActive, true),
              eq(currencies.isActive, true),
            ),
          )
          .orderBy(desc(tenantCurrencies.isDefault), asc(currencies.code))) as Row[];
        return { items: rows.map(toDto) };
      },
    }),
  },
};
