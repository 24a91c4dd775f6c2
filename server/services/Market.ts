import { Permissions } from '../../src/api/permissions.js';
import {
  createMarketDto,
  getMarketsInput,
  marketDto,
  updateMarketDto,
} from '../../src/api/schemas/market.js';
import { markets } from '../db/schema.js';
import { crudService, filter, folded, type UniqueIndexes } from '../abp/crud/index.js';
import type { ServiceDefinition } from '../abp/service.js';
import { given, isoTime, upperCodeFilter } from './configRules.js';

type Row = typeof markets.$inferSelect;

export const marketToDto = (row: Pick<Row, keyof Row>) => ({
  id: row.id,
  concurrencyStamp: row.concurrencyStamp,
  code: row.code,
  name: row.name,
  countryCode: row.countryCode,
  isActive: row.isActive,
  creationTime: isoTime(row.creationTime),
});

const unique: UniqueIndexes<{ code: string }> = {
  markets_code_uq: { field: 'code', message: 'CodeIsTaken', value: (i) => i.code },
};

/**
 * A tenant's sales markets (code unique per tenant, case-insensitively; ISO 3166 country). Deleting a market
 * also removes which providers served it.
 */
const crud = crudService({
  name: 'Market',
  table: markets,
  permission: Permissions.Markets,
  toDto: marketToDto,
  dto: marketDto,
  getAll: {
    input: getMarketsInput,
    sorting: {
      id: markets.id,
      code: folded(markets.code),
      name: folded(markets.name),
      countryCode: markets.countryCode,
      isActive: markets.isActive,
      creationTime: markets.creationTime,
    },
    defaultSorting: 'code',
    keyword: [markets.code, markets.name, markets.countryCode],
    filters: [filter.bool('isActive', markets.isActive), upperCodeFilter('countryCode', markets.countryCode)],
  },
  unique,
  create: {
    input: createMarketDto,
    values: (input) => ({
      code: input.code,
      name: input.name.trim(),
      countryCode: input.countryCode,
      isActive: input.isActive ?? true,
    }),
  },
  update: {
    input: updateMarketDto,
    values: (input, row) => ({
      code: input.code,
      name: input.name.trim(),
      countryCode: input.countryCode,
      isActive: given(input.isActive, row.isActive),
    }),
  },
  remove: {},
});

export const marketService: ServiceDefinition = { ...crud, hostMayEnterTenant: true };
