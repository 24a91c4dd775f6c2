import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { canonicalDecimal } from '../../src/api/schemas/decimal.js';
import { v } from '../../src/api/schemas/common.js';
import { currencies, tenantCurrencies } from '../db/schema.js';
import type { Filter } from '../abp/crud/index.js';
import { scopeCondition } from '../abp/crud/scope.js';
import { fieldError } from '../abp/errors.js';
import { sealSecret, secretHint } from '../abp/secrets.js';
import type { ServiceContext } from '../abp/service.js';

/** Helpers shared by the configuration services (issue 11). */

export const isoTime = (d: Date) => d.toISOString();

/** A NUMERIC value as the API sends it: canonical decimal text ("117.17000000" → "117.17"). */
export const decimalOut = (value: string | null) => (value === null ? null : canonicalDecimal(value));

/** The caller's tenant (or the host's own rows) on a table's tenant column. */
export const inCallerTenant = (ctx: ServiceContext, column: AnyColumn) =>
  scopeCondition(ctx, 'tenant', { tenantId: column });

/**
 * The credential columns a write sets: a new value is sealed with a masked hint beside it; `clearCredentials`
 * removes them; otherwise (nothing typed) the stored ones stay.
 */
export function credentialValues(
  ctx: ServiceContext,
  input: { credentials: string | null; clearCredentials?: boolean },
): { credentialsSealed?: string | null; credentialsHint?: string | null } {
  if (input.credentials !== null)
    return {
      credentialsSealed: sealSecret(ctx.deps.secret, input.credentials),
      credentialsHint: secretHint(input.credentials),
    };
  if (input.clearCredentials) return { credentialsSealed: null, credentialsHint: null };
  return {};
}

/** Whether a row has credentials, computed in SQL so that reads never load the sealed value. */
export const hasCredentials = (sealed: AnyColumn) => sql<boolean>`(${sealed} is not null)`.mapWith(Boolean);

/** `Key=rs`: the column equals the code in upper case (ISO currency and country codes). */
export const upperCodeFilter = (key: string, column: AnyColumn | SQL): Filter => ({
  shape: { [key]: v.optionalString(8) },
  where: (input) => {
    const code = (input[key] as string | null)?.trim().toUpperCase();
    return code ? eq(column as SQL, code) : undefined;
  },
});

/** The ISO 4217 code `Currency=eur` names, compared in upper case against `column`. */
export const currencyCodeFilter = (column: AnyColumn | SQL) => upperCodeFilter('currency', column);

/** `Key=3`: rows whose array column holds the value (`normalize` prepares it, e.g. upper-cases a code). */
export const arrayHoldsFilter = (
  key: string,
  column: AnyColumn,
  schema: z.ZodType,
  normalize: (value: unknown) => unknown = (value) => value,
): Filter => ({
  shape: { [key]: schema },
  where: (input) => {
    const value = input[key] === undefined || input[key] === null ? null : normalize(input[key]);
    return value === null || value === '' ? undefined : sql`${value} = any(${column})`;
  },
});

export interface SoldCurrency {
  currencyId: number;
  code: string;
  decimalPlaces: number;
}

/** The caller tenant's active currencies (both switched on in the catalogue and in the tenant's list). */
export async function soldCurrencies(ctx: ServiceContext): Promise<SoldCurrency[]> {
  return ctx.db
    .select({
      currencyId: currencies.id,
      code: currencies.code,
      decimalPlaces: currencies.decimalPlaces,
    })
    .from(tenantCurrencies)
    .innerJoin(currencies, eq(currencies.id, tenantCurrencies.currencyId))
    .where(
      and(
        inCallerTenant(ctx, tenantCurrencies.tenantId),
        eq(tenantCurrencies.isActive, true),
        eq(currencies.isActive, true),
      ),
    );
}

/** The catalogue currency with this id, or a 400 naming `field`. */
export async function catalogueCurrency(ctx: ServiceContext, currencyId: number, field = 'currencyId') {
  const [currency] = await ctx.db.select().from(currencies).where(eq(currencies.id, currencyId));
  if (!currency) throw fieldError([field], 'FieldUnknownId', capitalize(field), currencyId);
  return currency;
}

/** The tenant's active currency with this id, or a 400 naming `field`. */
export async function soldCurrency(
  ctx: ServiceContext,
  currencyId: number,
  field = 'currencyId',
): Promise<SoldCurrency> {
  const currency = await catalogueCurrency(ctx, currencyId, field);
  const sold = (await soldCurrencies(ctx)).find((c) => c.currencyId === currencyId);
  if (!sold) throw fieldError([field], 'CurrencyNotSoldByTenant', currency.code);
  return sold;
}

export const capitalize = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/** `value` when it was given, else `fallback` (Update inputs leave out what they do not change). */
export const given = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);
