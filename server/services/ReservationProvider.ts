import { Permissions } from '../../src/api/permissions.js';
import {
  createReservationProviderDto,
  getReservationProvidersInput,
  reservationProviderDto,
  updateReservationProviderDto,
  type ReservationProviderKind,
} from '../../src/api/schemas/reservationProvider.js';
import { reservationProviders } from '../db/schema.js';
import { crudService, filter, folded, type UniqueIndexes } from '../abp/crud/index.js';
import { fieldError } from '../abp/errors.js';
import type { ServiceDefinition } from '../abp/service.js';
import { credentialValues, given, hasCredentials, isoTime } from './configRules.js';

const t = reservationProviders;

/** Every column but the sealed credentials, which never leave the database on a read. */
const select = {
  columns: {
    id: t.id,
    concurrencyStamp: t.concurrencyStamp,
    tenantId: t.tenantId,
    code: t.code,
    name: t.name,
    kind: t.kind,
    endpoint: t.endpoint,
    userName: t.userName,
    hasCredentials: hasCredentials(t.credentialsSealed),
    credentialsHint: t.credentialsHint,
    isActive: t.isActive,
    creationTime: t.creationTime,
  },
};

type Row = Omit<typeof t.$inferSelect, 'credentialsSealed'> & { hasCredentials: boolean };

const unique: UniqueIndexes<{ code: string }> = {
  reservation_providers_code_uq: { field: 'code', message: 'CodeIsTaken', value: (i) => i.code },
};

/** The provider's API address: required unless it is the built-in simulator. */
function endpointFor(kind: ReservationProviderKind, endpoint: string | null) {
  if (kind !== 'simulator' && endpoint === null) throw fieldError(['endpoint'], 'FieldRequired', 'Endpoint');
  return endpoint;
}

/**
 * The systems a tenant books through (code unique per tenant, case-insensitively). Credentials are
 * write-only: stored sealed (server/abp/secrets.ts), answered as `hasCredentials` and a masked hint; an Update
 * that leaves them out keeps them, `clearCredentials` removes them. Deleting a provider also removes which
 * markets it served.
 */
const crud = crudService({
  name: 'ReservationProvider',
  table: t,
  permission: Permissions.ReservationProviders,
  select,
  toDto: (row: Row) => ({
    id: row.id,
    concurrencyStamp: row.concurrencyStamp,
    code: row.code,
    name: row.name,
    kind: row.kind as ReservationProviderKind,
    endpoint: row.endpoint,
    userName: row.userName,
    hasCredentials: row.hasCredentials,
    credentialsHint: row.credentialsHint,
    isActive: row.isActive,
    creationTime: isoTime(row.creationTime),
  }),
  dto: reservationProviderDto,
  getAll: {
    input: getReservationProvidersInput,
    sorting: {
      id: t.id,
      code: folded(t.code),
      name: folded(t.name),
      kind: t.kind,
      endpoint: t.endpoint,
      isActive: t.isActive,
      creationTime: t.creationTime,
    },
    defaultSorting: 'code',
    keyword: [t.code, t.name, t.endpoint],
    filters: [filter.bool('isActive', t.isActive), filter.exact('kind', t.kind)],
  },
  unique,
  create: {
    input: createReservationProviderDto,
    values: (input, tx) => ({
      code: input.code,
      name: input.name.trim(),
      kind: input.kind,
      endpoint: endpointFor(input.kind, input.endpoint),
      userName: input.userName?.trim() || null,
      ...credentialValues(tx, { credentials: input.credentials }),
      isActive: input.isActive ?? true,
    }),
  },
  update: {
    input: updateReservationProviderDto,
    values: (input, row, tx) => ({
      code: input.code,
      name: input.name.trim(),
      kind: input.kind,
      endpoint: endpointFor(input.kind, input.endpoint),
      userName: input.userName?.trim() || null,
      ...credentialValues(tx, input),
      isActive: given(input.isActive, row.isActive),
    }),
  },
  remove: {},
});

export const reservationProviderService: ServiceDefinition = { ...crud, hostMayEnterTenant: true };
