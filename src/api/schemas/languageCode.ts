import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, stampedDto, stampedInput, v } from './common';
import { fields } from './fields';
import { MaxLength } from './rules';

/**
 * The LanguageCode service's DTOs (`/api/services/app/LanguageCode/*`): the languages the product knows, with
 * the culture sent to reservation providers. Any signed-in user reads them (the spec names no permission);
 * the host changes them. Codes are unique, compared case-insensitively.
 */
export const LANGUAGE_CODE_PATTERN = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

export const languageCodeDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  /** A BCP 47 tag such as "sr-Latn-RS". */
  culture: z.string(),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

const languageCodeFields = {
  code: v.string(16, { pattern: LANGUAGE_CODE_PATTERN }),
  name: v.string(MaxLength.name),
  nativeName: v.string(MaxLength.name),
  culture: fields.culture(),
  isActive: v.optionalBool(),
};

export const createLanguageCodeDto = z.object(languageCodeFields);
export const updateLanguageCodeDto = z.object({ id: v.id(), ...stampedInput, ...languageCodeFields });

export const getLanguageCodesInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
});
