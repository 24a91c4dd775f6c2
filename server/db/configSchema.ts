import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { concurrencyStamp, creationTime, hostOrTenantId as tenantId, tenantKey } from './columns.js';

/**
 * The configuration resources (issue 11). Currencies and language codes are the host's catalogues (no tenant);
 * every other table belongs to a tenant (null: the host's own rows, which it rarely needs). Unique codes are
 * compared case-insensitively by expression indexes; a violated index becomes a 400 naming the field
 * (the services' `unique` maps). Exact decimals are NUMERIC and travel as strings. The e-mail setup is in
 * emailSchema.ts.
 */

export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    /** ISO 4217 alphabetic code, upper case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    decimalPlaces: smallint('decimal_places').notNull().default(2),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    uniqueIndex('currencies_code_uq').on(sql`upper(${t.code})`),
    check('currencies_decimal_places_ck', sql`${t.decimalPlaces} between 0 and 4`),
  ],
);

export const languageCodes = pgTable(
  'language_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nativeName: text('native_name').notNull(),
    culture: text('culture').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [uniqueIndex('language_codes_code_uq').on(sql`lower(${t.code})`)],
);

export const tenantCurrencies = pgTable(
  'tenant_currencies',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** What one unit of this currency is worth in the tenant's default currency (1 for the default). */
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 8 }).notNull().default('1'),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    uniqueIndex('tenant_currencies_currency_uq').on(tenantKey(t.tenantId), t.currencyId),
    uniqueIndex('tenant_currencies_default_uq')
      .on(tenantKey(t.tenantId))
      .where(sql`${t.isDefault} = true`),
    check('tenant_currencies_exchange_rate_ck', sql`${t.exchangeRate} > 0`),
  ],
);

/** Soft-deleted, so that payments keep pointing at the account they were made to. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    bankName: text('bank_name').notNull(),
    accountHolder: text('account_holder').notNull(),
    /** Electronic form: upper case, no spaces. */
    iban: text('iban').notNull(),
    swiftCode: text('swift_code').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    index('bank_accounts_tenant_idx').on(t.tenantId),
    uniqueIndex('bank_accounts_iban_currency_uq')
      .on(tenantKey(t.tenantId), t.iban, t.currencyId)
      .where(sql`${t.isDeleted} = false`),
  ],
);

export const markets = pgTable(
  'markets',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [uniqueIndex('markets_code_uq').on(tenantKey(t.tenantId), sql`lower(${t.code})`)],
);

export const reservationProviders = pgTable(
  'reservation_providers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    endpoint: text('endpoint'),
    userName: text('user_name'),
    /** AES-256-GCM sealed (server/abp/secrets.ts); never selected into a DTO. */
    credentialsSealed: text('credentials_sealed'),
    credentialsHint: text('credentials_hint'),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [uniqueIndex('reservation_providers_code_uq').on(tenantKey(t.tenantId), sql`lower(${t.code})`)],
);

export const reservationProviderMarkets = pgTable(
  'reservation_provider_markets',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    reservationProviderId: integer('reservation_provider_id')
      .notNull()
      .references(() => reservationProviders.id, { onDelete: 'cascade' }),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    uniqueIndex('reservation_provider_markets_pair_uq').on(t.reservationProviderId, t.marketId),
    index('reservation_provider_markets_market_idx').on(t.marketId),
  ],
);

/** Soft-deleted, so that payments keep pointing at the provider they went through. */
export const paymentProviders = pgTable(
  'payment_providers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    /** 0 APM, 1 CC, 2 BT. */
    paymentType: smallint('payment_type').notNull(),
    adapter: text('adapter').notNull(),
    isSandbox: boolean('is_sandbox').notNull().default(true),
    /** ISO 4217 codes, sorted. */
    supportedCurrencies: text('supported_currencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    credentialsSealed: text('credentials_sealed'),
    credentialsHint: text('credentials_hint'),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    uniqueIndex('payment_providers_name_uq')
      .on(tenantKey(t.tenantId), sql`lower(${t.name})`)
      .where(sql`${t.isDeleted} = false`),
    check('payment_providers_payment_type_ck', sql`${t.paymentType} between 0 and 2`),
  ],
);

export const paymentAvailableAgencies = pgTable(
  'payment_available_agencies',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    agentCode: text('agent_code').notNull(),
    /** Payment types 0 APM, 1 CC, 2 BT, sorted. */
    paymentTypes: smallint('payment_types').array().notNull(),
    currencyId: integer('currency_id').references(() => currencies.id),
    minAmount: numeric('min_amount', { precision: 18, scale: 4 }),
    maxAmount: numeric('max_amount', { precision: 18, scale: 4 }),
    isPartialPaymentAllowed: boolean('is_partial_payment_allowed').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    uniqueIndex('payment_available_agencies_agent_code_uq').on(
      tenantKey(t.tenantId),
      sql`lower(${t.agentCode})`,
    ),
    check(
      'payment_available_agencies_amounts_ck',
      sql`${t.minAmount} is null or ${t.maxAmount} is null or ${t.minAmount} <= ${t.maxAmount}`,
    ),
  ],
);

export const transferInformationSettings = pgTable(
  'transfer_information_settings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    supplierCode: text('supplier_code').notNull(),
    endpointUrl: text('endpoint_url').notNull(),
    userName: text('user_name'),
    credentialsSealed: text('credentials_sealed'),
    credentialsHint: text('credentials_hint'),
    timeoutSeconds: integer('timeout_seconds').notNull().default(30),
    /** 1 forward, 2 backward, 3 round trip, sorted. */
    tripDirections: smallint('trip_directions').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    uniqueIndex('transfer_information_settings_supplier_uq').on(
      tenantKey(t.tenantId),
      sql`lower(${t.supplierCode})`,
    ),
  ],
);
