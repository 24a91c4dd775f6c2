import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, stampedDto, stampedInput, v } from './common';
import { fields } from './fields';
import { MaxLength } from './rules';

/**
 * The Market service's DTOs (`/api/services/app/Market/*`): the markets a tenant sells in, which its
 * reservation providers serve. Codes are unique per tenant, compared case-insensitively.
 */
export const marketDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  code: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2 (or XK). */
  countryCode: z.string(),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

const marketFields = {
  code: fields.code(),
  name: v.string(MaxLength.displayName),
  countryCode: fields.countryCode(),
  isActive: v.optionalBool(),
};

export const createMarketDto = z.object(marketFields);
export const updateMarketDto = z.object({ id: v.id(), ...stampedInput, ...marketFields });

export const getMarketsInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
  countryCode: v.optionalString(2),
});
