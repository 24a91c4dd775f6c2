import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, stampedDto, stampedInput, v } from './common';
import { fields } from './fields';
import { MaxLength } from './rules';

/**
 * The Currency service's DTOs (`/api/services/app/Currency/*`): the host's catalogue of currencies, read by
 * every tenant (Pages.Currencies) and changed by the host only. The code is an ISO 4217 code; decimal places
 * are the product's pricing precision, by default the ISO minor units.
 */
export const currencyDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimalPlaces: z.number().int(),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

export const MAX_DECIMAL_PLACES = 4;

const currencyFields = {
  code: fields.currencyCode(),
  name: v.string(MaxLength.displayName),
  /** Left out, the code is the symbol. */
  symbol: v.optionalString(MaxLength.currencySymbol),
  /** Left out, the currency's ISO 4217 minor units. */
  decimalPlaces: v.optionalInt(0, MAX_DECIMAL_PLACES),
  isActive: v.optionalBool(),
};

export const createCurrencyDto = z.object(currencyFields);
export const updateCurrencyDto = z.object({ id: v.id(), ...stampedInput, ...currencyFields });

export const getCurrenciesInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
});
