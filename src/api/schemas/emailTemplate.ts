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
import { emailTypeDto } from './emailType';

/**
 * The EmailTemplate service's DTOs (`/api/services/app/EmailTemplate/*`): a subject and an HTML body per email
 * type and language. `{{name}}` placeholders must be variables of the type's kind; the server fills them with
 * HTML-escaped values when it sends.
 */
export const MAX_TEMPLATE_BODY = 100_000;
export const MAX_TEMPLATE_SUBJECT = 256;

/** `{{ name }}` and the name inside it. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names a text uses, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1] ?? ''))];
}

/** The placeholders of `text` that are not among `variables` (empty: all known). */
export function unknownPlaceholders(text: string, variables: readonly string[]): string[] {
  return placeholdersOf(text).filter((name) => !variables.includes(name));
}

export const emailTemplateDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  emailTypeId: z.number().int(),
  emailTypeName: z.string(),
  kind: z.number().int(),
  /** A language code of the catalogue (LanguageCode), e.g. "sr". */
  languageCode: z.string(),
  subject: z.string(),
  htmlBody: z.string(),
  isActive: z.boolean(),
  creationTime: dateTimeString,
});

const emailTemplateFields = {
  emailTypeId: v.id(),
  languageCode: v.string(16),
  subject: v.string(MAX_TEMPLATE_SUBJECT),
  htmlBody: v.string(MAX_TEMPLATE_BODY),
  isActive: v.optionalBool(),
};

export const createEmailTemplateDto = z.object(emailTemplateFields);
export const updateEmailTemplateDto = z.object({ id: v.id(), ...stampedInput, ...emailTemplateFields });

export const getEmailTemplatesInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
  emailTypeId: v.optionalInt(1),
  languageCode: v.optionalString(16),
});

/** EmailTemplate/GetTypes: the tenant's active email types, with their variables, for the template editor. */
export const emailTemplateTypeListDto = listResult(emailTypeDto);
