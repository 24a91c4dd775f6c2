import { eq } from 'drizzle-orm';
import { Permissions } from '../../src/api/permissions.js';
import {
  createEmailTypeDto,
  EmailKind,
  emailKindListDto,
  emailKindVariables,
  emailTypeDto,
  getEmailTypesInput,
  updateEmailTypeDto,
  type EmailKind as EmailKindValue,
} from '../../src/api/schemas/emailType.js';
import { v } from '../../src/api/schemas/common.js';
import { emailTemplates, emailTypes } from '../db/schema.js';
import { crudService, filter, folded, type UniqueIndexes } from '../abp/crud/index.js';
import { fieldError } from '../abp/errors.js';
import { op, type ServiceDefinition } from '../abp/service.js';
import { given, isoTime } from './configRules.js';

type Row = typeof emailTypes.$inferSelect;

export const variablesOf = (kind: number) => emailKindVariables[kind as EmailKindValue] ?? [];

export const emailTypeToDto = (row: Row) => ({
  id: row.id,
  concurrencyStamp: row.concurrencyStamp,
  kind: row.kind,
  name: row.name,
  description: row.description,
  variables: [...variablesOf(row.kind)],
  isActive: row.isActive,
  creationTime: isoTime(row.creationTime),
});

const unique: UniqueIndexes<{ kind: number }> = {
  email_types_kind_uq: { field: 'kind', message: 'EmailKindIsTaken', value: (i) => String(i.kind) },
};

/**
 * A tenant's e-mail types: one per kind the server sends (booking confirmation, payment received, bank-transfer
 * instructions, payment failed, reservation link), named by the tenant. GetTypes lists the kinds with the
 * variables their templates may use. Deleting a type deletes its templates; a type with templates keeps its kind.
 */
const crud = crudService({
  name: 'EmailType',
  table: emailTypes,
  permission: Permissions.EmailTypes,
  toDto: emailTypeToDto,
  dto: emailTypeDto,
  getAll: {
    input: getEmailTypesInput,
    sorting: {
      id: emailTypes.id,
      kind: emailTypes.kind,
      name: folded(emailTypes.name),
      isActive: emailTypes.isActive,
      creationTime: emailTypes.creationTime,
    },
    defaultSorting: 'kind',
    keyword: [emailTypes.name, emailTypes.description],
    filters: [
      filter.bool('isActive', emailTypes.isActive),
      filter.exact('kind', emailTypes.kind, v.optionalInt(1, 5)),
    ],
  },
  unique,
  create: {
    input: createEmailTypeDto,
    values: (input) => ({
      kind: input.kind,
      name: input.name.trim(),
      description: input.description?.trim() || null,
      isActive: input.isActive ?? true,
    }),
  },
  update: {
    input: updateEmailTypeDto,
    values: async (input, row, tx) => {
      if (input.kind !== row.kind) {
        const [template] = await tx.db
          .select({ id: emailTemplates.id })
          .from(emailTemplates)
          .where(eq(emailTemplates.emailTypeId, row.id))
          .limit(1);
        if (template) throw fieldError(['kind'], 'EmailKindLocked');
      }
      return {
        kind: input.kind,
        name: input.name.trim(),
        description: input.description?.trim() || null,
        isActive: given(input.isActive, row.isActive),
      };
    },
  },
  remove: {},
});

export const emailTypeService: ServiceDefinition = {
  ...crud,
  hostMayEnterTenant: true,
  operations: {
    ...crud.operations,
    GetTypes: op({
      output: emailKindListDto,
      handler: () => ({
        items: Object.entries(EmailKind).map(([name, kind]) => ({
          kind,
          name,
          variables: [...emailKindVariables[kind]],
        })),
      }),
    }),
  },
};
