import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { Permissions } from '../../src/api/permissions.js';
import {
  createEmailTemplateDto,
  emailTemplateDto,
  emailTemplateTypeListDto,
  getEmailTemplatesInput,
  unknownPlaceholders,
  updateEmailTemplateDto,
} from '../../src/api/schemas/emailTemplate.js';
import { v } from '../../src/api/schemas/common.js';
import { emailTemplates, emailTypes, languageCodes } from '../db/schema.js';
import { crudService, filter, folded, type UniqueIndexes } from '../abp/crud/index.js';
import { fieldError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { given, inCallerTenant, isoTime } from './configRules.js';
import { emailTypeToDto, variablesOf } from './EmailType.js';

type Row = typeof emailTemplates.$inferSelect & { emailTypeName: string; kind: number };

const unique: UniqueIndexes<{ languageCode: string }> = {
  email_templates_type_language_uq: {
    field: 'languageCode',
    message: 'TemplateExists',
    value: (i) => i.languageCode,
  },
};

interface TemplateInput {
  emailTypeId: number;
  languageCode: string;
  subject: string;
  htmlBody: string;
}

/**
 * The type must be the caller tenant's, the language an active one of the catalogue, and every `{{placeholder}}`
 * of the subject and body a variable of the type's kind. Returns the language code as the catalogue spells it.
 */
async function checkTemplate(ctx: ServiceContext, input: TemplateInput) {
  const [type] = await ctx.db
    .select()
    .from(emailTypes)
    .where(and(eq(emailTypes.id, input.emailTypeId), inCallerTenant(ctx, emailTypes.tenantId)));
  if (!type) throw fieldError(['emailTypeId'], 'FieldUnknownId', 'EmailTypeId', input.emailTypeId);
  const [language] = await ctx.db
    .select({ code: languageCodes.code })
    .from(languageCodes)
    .where(
      and(
        eq(sql`lower(${languageCodes.code})`, input.languageCode.trim().toLowerCase()),
        eq(languageCodes.isActive, true),
      ),
    );
  if (!language) throw fieldError(['languageCode'], 'UnsupportedLanguage', input.languageCode.trim());
  const variables = variablesOf(type.kind);
  for (const field of ['subject', 'htmlBody'] as const) {
    const unknown = unknownPlaceholders(input[field], variables);
    if (unknown.length)
      throw fieldError(
        [field],
        'UnknownPlaceholders',
        field === 'subject' ? 'Subject' : 'HtmlBody',
        unknown.map((name) => `{{${name.slice(0, 40)}}}`).join(', '),
      );
  }
  return language.code;
}

/**
 * A subject and an HTML body per e-mail type and language (one template per pair). Placeholders are checked
 * against the type's variables; the screens preview the body sanitized, and the server escapes the values it
 * fills in. GetTypes lists the tenant's active types with their variables, for the editor.
 */
const crud = crudService({
  name: 'EmailTemplate',
  table: emailTemplates,
  permission: Permissions.EmailTemplates,
  select: {
    columns: { ...getTableColumns(emailTemplates), emailTypeName: emailTypes.name, kind: emailTypes.kind },
    join: (q: PgSelect) => q.innerJoin(emailTypes, eq(emailTypes.id, emailTemplates.emailTypeId)),
  },
  toDto: (row: Row) => ({
    id: row.id,
    concurrencyStamp: row.concurrencyStamp,
    emailTypeId: row.emailTypeId,
    emailTypeName: row.emailTypeName,
    kind: row.kind,
    languageCode: row.languageCode,
    subject: row.subject,
    htmlBody: row.htmlBody,
    isActive: row.isActive,
    creationTime: isoTime(row.creationTime),
  }),
  dto: emailTemplateDto,
  getAll: {
    input: getEmailTemplatesInput,
    sorting: {
      id: emailTemplates.id,
      emailTypeName: folded(emailTypes.name),
      kind: emailTypes.kind,
      languageCode: emailTemplates.languageCode,
      subject: folded(emailTemplates.subject),
      isActive: emailTemplates.isActive,
      creationTime: emailTemplates.creationTime,
    },
    defaultSorting: 'kind, languageCode',
    keyword: [emailTemplates.subject, emailTypes.name, emailTemplates.languageCode],
    filters: [
      filter.bool('isActive', emailTemplates.isActive),
      filter.exact('emailTypeId', emailTemplates.emailTypeId, v.optionalInt(1)),
      {
        shape: { languageCode: v.optionalString(16) },
        where: (input) => {
          const code = (input.languageCode as string | null)?.trim().toLowerCase();
          return code ? eq(sql`lower(${emailTemplates.languageCode})`, code) : undefined;
        },
      },
    ],
  },
  unique,
  create: {
    input: createEmailTemplateDto,
    values: async (input, tx) => ({
      emailTypeId: input.emailTypeId,
      languageCode: await checkTemplate(tx, input),
      subject: input.subject.trim(),
      htmlBody: input.htmlBody,
      isActive: input.isActive ?? true,
    }),
  },
  update: {
    input: updateEmailTemplateDto,
    values: async (input, row, tx) => ({
      emailTypeId: input.emailTypeId,
      languageCode: await checkTemplate(tx, input),
      subject: input.subject.trim(),
      htmlBody: input.htmlBody,
      isActive: given(input.isActive, row.isActive),
    }),
  },
  remove: {},
});

export const emailTemplateService: ServiceDefinition = {
  ...crud,
  hostMayEnterTenant: true,
  operations: {
    ...crud.operations,
    GetTypes: op({
      output: emailTemplateTypeListDto,
      handler: async (ctx) => {
        const rows = await ctx.db
          .select()
          .from(emailTypes)
          .where(and(inCallerTenant(ctx, emailTypes.tenantId), eq(emailTypes.isActive, true)))
          .orderBy(asc(emailTypes.kind));
        return { items: rows.map(emailTypeToDto) };
      },
    }),
  },
};
