import { z } from 'zod';
import {
  dateTimeString,
  keywordShape,
  listResult,
  pagedInputShape,
  stampedDto,
  stampedInput,
  v,
} from './common';
import { fields } from './fields';

/**
 * The TenantCurrency service's DTOs (`/api/services/app/TenantCurrency/*`): the currencies a tenant sells in.
 * Exactly one is the default; every exchange rate says what one unit of the currency is worth in the default
 * currency (the default's own rate is 1). Rates are exact decimals: strings on the wire, NUMERIC(18,8) in the
 * database, never binary floating point.
 */
export const EXCHANGE_RATE_DIGITS = { integer: 10, scale: 8 } as const;

export const tenantCurrencyDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  currencyId: z.number().int(),
  currencyCode: z.string(),
  currencyName: z.string(),
  currencySymbol: z.string(),
  decimalPlaces: z.number().int(),
  exchangeRate: z.string().describe('exact decimal, e.g. "117.17"'),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

const tenantCurrencyFields = {
  currencyId: v.id(),
  /** Required unless the currency is (or becomes) the default, whose rate is always 1. */
  exchangeRate: fields.optionalDecimal(EXCHANGE_RATE_DIGITS.integer, EXCHANGE_RATE_DIGITS.scale, {
    positive: true,
  }),
  /**
   * Makes this the default currency: the others' rates are converted to it exactly (rounded to 8 decimals).
   * A tenant's first currency becomes the default by itself.
   */
  isDefault: v.optionalBool(),
  isActive: v.optionalBool(),
};

export const createTenantCurrencyDto = z.object(tenantCurrencyFields);
export const updateTenantCurrencyDto = z.object({ id: v.id(), ...stampedInput, ...tenantCurrencyFields });

export const getTenantCurrenciesInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
  isDefault: v.optionalBool(),
  /** An ISO 4217 code. */
  currency: v.optionalString(8),
});

/** TenantCurrency/GetCurrencies: the tenant's active currencies for pickers, the default first. */
export const tenantCurrencyListDto = listResult(tenantCurrencyDto);
