import { Permissions } from '../../src/api/permissions.js';
import {
  createLanguageCodeDto,
  getLanguageCodesInput,
  languageCodeDto,
  updateLanguageCodeDto,
} from '../../src/api/schemas/languageCode.js';
import { languageCodes } from '../db/schema.js';
import { crudService, filter, folded, type UniqueIndexes } from '../abp/crud/index.js';
import type { ServiceDefinition } from '../abp/service.js';
import { given, isoTime } from './configRules.js';

const t = languageCodes;

const unique: UniqueIndexes<{ code: string }> = {
  language_codes_code_uq: { field: 'code', message: 'CodeIsTaken', value: (i) => i.code },
};

const values = (input: { code: string; name: string; nativeName: string; culture: string }) => ({
  code: input.code.trim(),
  name: input.name.trim(),
  nativeName: input.nativeName.trim(),
  culture: input.culture,
});

/**
 * The host's catalogue of languages (code unique, case-insensitively), with the culture sent to reservation
 * providers. The spec names no permission for the page: any signed-in user reads the list; only the host
 * changes it (Pages.Tenants, a host-only permission, as for the currency catalogue).
 */
const crud = crudService({
  name: 'LanguageCode',
  table: t,
  permission: [],
  scope: 'none',
  toDto: (row: typeof t.$inferSelect) => ({ ...row, creationTime: isoTime(row.creationTime) }),
  dto: languageCodeDto,
  getAll: {
    input: getLanguageCodesInput,
    sorting: {
      id: t.id,
      code: folded(t.code),
      name: folded(t.name),
      nativeName: folded(t.nativeName),
      culture: t.culture,
      isActive: t.isActive,
      creationTime: t.creationTime,
    },
    defaultSorting: 'code',
    keyword: [t.code, t.name, t.nativeName, t.culture],
    filters: [filter.bool('isActive', t.isActive)],
  },
  unique,
  create: {
    permission: Permissions.Tenants,
    input: createLanguageCodeDto,
    values: (input) => ({ ...values(input), isActive: input.isActive ?? true }),
  },
  update: {
    permission: Permissions.Tenants,
    input: updateLanguageCodeDto,
    values: (input, row) => ({ ...values(input), isActive: given(input.isActive, row.isActive) }),
  },
  remove: { permission: Permissions.Tenants },
});

export const languageCodeService: ServiceDefinition = crud;
