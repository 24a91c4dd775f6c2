import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { concurrencyStamp, creationTime, hostOrTenantId as tenantId, tenantKey } from './columns.js';

/* A tenant's e-mail setup (issue 11's e-mail screens): the kinds of e-mail it sends, their templates per language
 * and the accounts they are sent from. */

/** A tenant's e-mail types: one per kind the server sends (src/api/schemas/emailType.ts). */
export const emailTypes = pgTable(
  'email_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    kind: smallint('kind').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [uniqueIndex('email_types_kind_uq').on(tenantKey(t.tenantId), t.kind)],
);

/** Subject and HTML body of an e-mail type in one language. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    emailTypeId: integer('email_type_id')
      .notNull()
      .references(() => emailTypes.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    subject: text('subject').notNull(),
    htmlBody: text('html_body').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    uniqueIndex('email_templates_type_language_uq').on(
      tenantKey(t.tenantId),
      t.emailTypeId,
      sql`lower(${t.languageCode})`,
    ),
  ],
);

/**
 * A tenant's SMTP accounts (src/api/schemas/emailAccount.ts): at most one default per tenant, which sends the
 * tenant's e-mails. The password is sealed like provider credentials (server/abp/secrets.ts), with a masked hint.
 */
export const emailAccounts = pgTable(
  'email_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    /** none, starttls or tls (implicit TLS, usually port 465). */
    tlsMode: text('tls_mode').notNull(),
    userName: text('user_name'),
    passwordSealed: text('password_sealed'),
    passwordHint: text('password_hint'),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name'),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The last "send test message": when, and whether the server accepted it. */
    lastTestTime: timestamp('last_test_time', { mode: 'date', precision: 3 }),
    lastTestSucceeded: boolean('last_test_succeeded'),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    uniqueIndex('email_accounts_from_address_uq').on(tenantKey(t.tenantId), sql`lower(${t.fromAddress})`),
    uniqueIndex('email_accounts_default_uq')
      .on(tenantKey(t.tenantId))
      .where(sql`${t.isDefault} = true`),
    check('email_accounts_port_ck', sql`${t.port} between 1 and 65535`),
    check('email_accounts_tls_mode_ck', sql`${t.tlsMode} in ('none', 'starttls', 'tls')`),
  ],
);
