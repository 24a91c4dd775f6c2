import { eq, sql } from 'drizzle-orm';
import { Permissions } from '../../src/api/permissions.js';
import {
  createCurrencyDto,
  currencyDto,
  getCurrenciesInput,
  updateCurrencyDto,
} from '../../src/api/schemas/currency.js';
import { iso4217 } from '../../src/api/schemas/iso4217.js';
import {
  bankAccounts,
  currencies,
  paymentAvailableAgencies,
  paymentProviders,
  tenantCurrencies,
} from '../db/schema.js';
import { crudService, filter, folded, type UniqueIndexes } from '../abp/crud/index.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import type { ServiceContext, ServiceDefinition } from '../abp/service.js';
import { given, isoTime } from './configRules.js';

type CurrencyRow = typeof currencies.$inferSelect;

const toDto = (row: CurrencyRow) => ({ ...row, creationTime: isoTime(row.creationTime) });

const unique: UniqueIndexes<{ code: string }> = {
  currencies_code_uq: { field: 'code', message: 'CurrencyCodeIsTaken', value: (i) => i.code },
};

/** Whether any tenant record still refers to the currency (deleted bank accounts and providers included). */
async function inUse(ctx: ServiceContext, row: CurrencyRow) {
  const [found] = await ctx.db
    .select({
      used: sql<boolean>`(
        exists (select 1 from ${tenantCurrencies} where ${tenantCurrencies.currencyId} = ${row.id})
        or exists (select 1 from ${bankAccounts} where ${bankAccounts.currencyId} = ${row.id})
        or exists (select 1 from ${paymentAvailableAgencies} where ${paymentAvailableAgencies.currencyId} = ${row.id})
        or exists (select 1 from ${paymentProviders} where ${row.code} = any(${paymentProviders.supportedCurrencies}))
      )`.mapWith(Boolean),
    })
    .from(currencies)
    .where(eq(currencies.id, row.id));
  return found?.used ?? false;
}

/**
 * The host's currency catalogue. Every user holding Pages.Currencies reads it (tenants pick their currencies
 * from it); only the host changes it: the writes also need Pages.Tenants, a host-only permission (the side
 * menu shows the currencies page under it). A currency in use cannot be deleted, only switched off, and keeps
 * its code (payment providers list their currencies by code).
 */
const crud = crudService({
  name: 'Currency',
  table: currencies,
  permission: Permissions.Currencies,
  scope: 'none',
  toDto,
  dto: currencyDto,
  getAll: {
    input: getCurrenciesInput,
    sorting: {
      id: currencies.id,
      code: currencies.code,
      name: folded(currencies.name),
      symbol: currencies.symbol,
      decimalPlaces: currencies.decimalPlaces,
      isActive: currencies.isActive,
      creationTime: currencies.creationTime,
    },
    defaultSorting: 'code',
    keyword: [currencies.code, currencies.name, currencies.symbol],
    filters: [filter.bool('isActive', currencies.isActive)],
  },
  unique,
  create: {
    permission: Permissions.Tenants,
    input: createCurrencyDto,
    values: (input) => ({
      code: input.code,
      name: input.name.trim(),
      symbol: input.symbol?.trim() || input.code,
      decimalPlaces: input.decimalPlaces ?? iso4217(input.code)?.minorUnits ?? 2,
      isActive: input.isActive ?? true,
    }),
  },
  update: {
    permission: Permissions.Tenants,
    input: updateCurrencyDto,
    values: async (input, row, tx) => {
      if (input.code !== row.code && (await inUse(tx, row)))
        throw fieldError(['code'], 'CurrencyCodeLocked', row.code);
      return {
        code: input.code,
        name: input.name.trim(),
        symbol: input.symbol?.trim() || input.code,
        decimalPlaces: given(input.decimalPlaces, row.decimalPlaces),
        isActive: given(input.isActive, row.isActive),
      };
    },
  },
  remove: {
    permission: Permissions.Tenants,
    before: async (row, tx) => {
      if (await inUse(tx, row)) throw new UserFriendlyError({ key: 'CurrencyInUse', args: [row.code] });
    },
  },
});

export const currencyService: ServiceDefinition = crud;
