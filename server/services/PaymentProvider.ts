import { Permissions } from '../../src/api/permissions.js';
import {
  createPaymentProviderDto,
  getPaymentProvidersInput,
  PaymentType,
  paymentProviderDto,
  updatePaymentProviderDto,
  type PaymentAdapter,
} from '../../src/api/schemas/paymentProvider.js';
import { v } from '../../src/api/schemas/common.js';
import { paymentProviders } from '../db/schema.js';
import { crudService, filter, folded, type UniqueIndexes } from '../abp/crud/index.js';
import { fieldError } from '../abp/errors.js';
import type { ServiceContext, ServiceDefinition } from '../abp/service.js';
import {
  arrayHoldsFilter,
  credentialValues,
  given,
  hasCredentials,
  isoTime,
  soldCurrencies,
} from './configRules.js';
import { requireSecretForNewDestination } from './keptSecretRules.js';

const t = paymentProviders;

/** Every column but the sealed credentials, which never leave the database on a read. */
const select = {
  columns: {
    id: t.id,
    concurrencyStamp: t.concurrencyStamp,
    tenantId: t.tenantId,
    name: t.name,
    paymentType: t.paymentType,
    adapter: t.adapter,
    isSandbox: t.isSandbox,
    supportedCurrencies: t.supportedCurrencies,
    hasCredentials: hasCredentials(t.credentialsSealed),
    credentialsHint: t.credentialsHint,
    isActive: t.isActive,
    isDeleted: t.isDeleted,
    creationTime: t.creationTime,
  },
};

type Row = Omit<typeof t.$inferSelect, 'credentialsSealed'> & { hasCredentials: boolean };

const unique: UniqueIndexes<{ name: string }> = {
  payment_providers_name_uq: { field: 'name', message: 'NameIsTaken', value: (i) => i.name.trim() },
};

const adapterNames: Record<PaymentAdapter, string> = { simulator: 'The simulator', revolut: 'Revolut' };

/** The supported currencies, deduplicated and sorted; each must be one of the tenant's active currencies. */
async function checkedCurrencies(ctx: ServiceContext, codes: string[]) {
  const sold = new Set((await soldCurrencies(ctx)).map((c) => c.code));
  const list = [...new Set(codes)].sort();
  const index = codes.findIndex((code) => !sold.has(code));
  if (index >= 0)
    throw fieldError([`supportedCurrencies.${index}`], 'CurrencyNotSoldByTenant', codes[index]!);
  return list;
}

interface Rules {
  adapter: PaymentAdapter;
  paymentType: number;
  isActive: boolean;
  hasCredentials: boolean;
}

/** Revolut offers cards and Revolut Pay, not bank transfers, and cannot be switched on without credentials. */
function checkAdapter(rules: Rules) {
  if (rules.adapter === 'revolut' && rules.paymentType === PaymentType.BankTransfer)
    throw fieldError(['adapter'], 'AdapterLacksPaymentType', adapterNames.revolut);
  if (rules.adapter === 'revolut' && rules.isActive && !rules.hasCredentials)
    throw fieldError(['credentials'], 'CredentialsRequiredToActivate');
}

/**
 * Kept credentials never follow the provider to another endpoint (issue 26): an update that switches the adapter
 * or between sandbox and live while keeping the stored credentials is a 400 on `credentials`.
 */
function checkKeptCredentials(
  input: { adapter: string; isSandbox?: boolean; credentials: string | null; clearCredentials?: boolean },
  row: { adapter: string; isSandbox: boolean; credentialsSealed: string | null },
) {
  requireSecretForNewDestination({
    stored: { adapter: row.adapter, isSandbox: row.isSandbox },
    asked: { adapter: input.adapter, isSandbox: given(input.isSandbox, row.isSandbox) },
    keepsSecret: !!row.credentialsSealed && input.credentials === null && !input.clearCredentials,
    member: 'credentials',
    message: 'CredentialsRequiredForNewEndpoint',
  });
}

/**
 * A tenant's payment providers: payment type (0 APM, 1 CC, 2 BT), adapter (simulator or Revolut), sandbox
 * flag, supported currencies (among the tenant's active ones). Credentials are write-only: stored sealed,
 * answered as `hasCredentials` and a masked hint. Delete is soft, so that payments keep their provider.
 */
const crud = crudService({
  name: 'PaymentProvider',
  table: t,
  permission: Permissions.PaymentProviders,
  select,
  toDto: (row: Row) => ({
    id: row.id,
    concurrencyStamp: row.concurrencyStamp,
    name: row.name,
    paymentType: row.paymentType,
    adapter: row.adapter as PaymentAdapter,
    isSandbox: row.isSandbox,
    supportedCurrencies: row.supportedCurrencies,
    hasCredentials: row.hasCredentials,
    credentialsHint: row.credentialsHint,
    isActive: row.isActive,
    creationTime: isoTime(row.creationTime),
  }),
  dto: paymentProviderDto,
  getAll: {
    input: getPaymentProvidersInput,
    sorting: {
      id: t.id,
      name: folded(t.name),
      paymentType: t.paymentType,
      adapter: t.adapter,
      isSandbox: t.isSandbox,
      isActive: t.isActive,
      creationTime: t.creationTime,
    },
    defaultSorting: 'paymentType, name',
    keyword: [t.name, t.adapter],
    filters: [
      filter.bool('isActive', t.isActive),
      filter.exact('paymentType', t.paymentType, v.optionalInt(0, 2)),
      filter.exact('adapter', t.adapter),
      filter.bool('isSandbox', t.isSandbox),
      arrayHoldsFilter('currency', t.supportedCurrencies, v.optionalString(8), (code) =>
        String(code).trim().toUpperCase(),
      ),
    ],
  },
  unique,
  create: {
    input: createPaymentProviderDto,
    values: async (input, tx) => {
      const isActive = input.isActive ?? true;
      checkAdapter({ ...input, isActive, hasCredentials: input.credentials !== null });
      return {
        name: input.name.trim(),
        paymentType: input.paymentType,
        adapter: input.adapter,
        isSandbox: input.isSandbox ?? true,
        supportedCurrencies: await checkedCurrencies(tx, input.supportedCurrencies),
        ...credentialValues(tx, { credentials: input.credentials }),
        isActive,
      };
    },
  },
  update: {
    input: updatePaymentProviderDto,
    values: async (input, row, tx) => {
      const isActive = given(input.isActive, row.isActive);
      checkKeptCredentials(input, row);
      const credentials = credentialValues(tx, input);
      const keeps = credentials.credentialsSealed === undefined ? row.credentialsSealed !== null : false;
      checkAdapter({ ...input, isActive, hasCredentials: !!credentials.credentialsSealed || keeps });
      return {
        name: input.name.trim(),
        paymentType: input.paymentType,
        adapter: input.adapter,
        isSandbox: given(input.isSandbox, row.isSandbox),
        supportedCurrencies: await checkedCurrencies(tx, input.supportedCurrencies),
        ...credentials,
        isActive,
      };
    },
  },
  remove: {},
});

export const paymentProviderService: ServiceDefinition = { ...crud, hostMayEnterTenant: true };
