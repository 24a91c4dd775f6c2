import { Permissions } from '../../src/api/permissions.js';
import { v } from '../../src/api/schemas/common.js';
import {
  createTransferInformationSettingDto,
  DEFAULT_TRANSFER_TIMEOUT_SECONDS,
  getTransferInformationSettingsInput,
  transferInformationSettingDto,
  updateTransferInformationSettingDto,
} from '../../src/api/schemas/transferInformationSetting.js';
import { transferInformationSettings } from '../db/schema.js';
import { crudService, filter, folded, type UniqueIndexes } from '../abp/crud/index.js';
import type { ServiceDefinition } from '../abp/service.js';
import { arrayHoldsFilter, credentialValues, given, hasCredentials, isoTime } from './configRules.js';

const t = transferInformationSettings;

/** Every column but the sealed credentials, which never leave the database on a read. */
const select = {
  columns: {
    id: t.id,
    concurrencyStamp: t.concurrencyStamp,
    tenantId: t.tenantId,
    supplierCode: t.supplierCode,
    endpointUrl: t.endpointUrl,
    userName: t.userName,
    hasCredentials: hasCredentials(t.credentialsSealed),
    credentialsHint: t.credentialsHint,
    timeoutSeconds: t.timeoutSeconds,
    tripDirections: t.tripDirections,
    isActive: t.isActive,
    creationTime: t.creationTime,
  },
};

type Row = Omit<typeof t.$inferSelect, 'credentialsSealed'> & { hasCredentials: boolean };

const unique: UniqueIndexes<{ supplierCode: string }> = {
  transfer_information_settings_supplier_uq: {
    field: 'supplierCode',
    message: 'CodeIsTaken',
    value: (i) => i.supplierCode,
  },
};

/**
 * Per transfer supplier (code unique per tenant, case-insensitively): the endpoint TransferInformation/
 * GetTransferInfo asks, its time-out and write-only credentials, and the trip directions the supplier offers
 * (1 forward, 2 backward, 3 round trip).
 */
const crud = crudService({
  name: 'TransferInformationSetting',
  table: t,
  permission: Permissions.TransferInformationSettings,
  select,
  toDto: (row: Row) => ({
    id: row.id,
    concurrencyStamp: row.concurrencyStamp,
    supplierCode: row.supplierCode,
    endpointUrl: row.endpointUrl,
    userName: row.userName,
    hasCredentials: row.hasCredentials,
    credentialsHint: row.credentialsHint,
    timeoutSeconds: row.timeoutSeconds,
    tripDirections: row.tripDirections,
    isActive: row.isActive,
    creationTime: isoTime(row.creationTime),
  }),
  dto: transferInformationSettingDto,
  getAll: {
    input: getTransferInformationSettingsInput,
    sorting: {
      id: t.id,
      supplierCode: folded(t.supplierCode),
      endpointUrl: t.endpointUrl,
      timeoutSeconds: t.timeoutSeconds,
      isActive: t.isActive,
      creationTime: t.creationTime,
    },
    defaultSorting: 'supplierCode',
    keyword: [t.supplierCode, t.endpointUrl],
    filters: [
      filter.bool('isActive', t.isActive),
      arrayHoldsFilter('tripDirection', t.tripDirections, v.optionalInt(1, 3)),
    ],
  },
  unique,
  create: {
    input: createTransferInformationSettingDto,
    values: (input, tx) => ({
      supplierCode: input.supplierCode,
      endpointUrl: input.endpointUrl,
      userName: input.userName?.trim() || null,
      ...credentialValues(tx, { credentials: input.credentials }),
      timeoutSeconds: input.timeoutSeconds ?? DEFAULT_TRANSFER_TIMEOUT_SECONDS,
      tripDirections: input.tripDirections,
      isActive: input.isActive ?? true,
    }),
  },
  update: {
    input: updateTransferInformationSettingDto,
    values: (input, row, tx) => ({
      supplierCode: input.supplierCode,
      endpointUrl: input.endpointUrl,
      userName: input.userName?.trim() || null,
      ...credentialValues(tx, input),
      timeoutSeconds: given(input.timeoutSeconds, row.timeoutSeconds),
      tripDirections: input.tripDirections,
      isActive: given(input.isActive, row.isActive),
    }),
  },
  remove: {},
});

export const transferInformationSettingService: ServiceDefinition = { ...crud, hostMayEnterTenant: true };
