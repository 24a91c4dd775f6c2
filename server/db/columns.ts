import { sql } from 'drizzle-orm';
import { integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './schema.js';

/*
 * Column helpers the schema files share, as function declarations rather than arrow functions in constants:
 * schema.ts and the files it re-exports import each other (and this file imports schema.ts for `tenants`), and a
 * declaration is usable whichever of them is imported first, where a constant would not be initialised yet.
 * `tenants` itself is only read when a foreign key is resolved.
 */

/** The host's rows have no tenant; unique indexes treat them as tenant 0 so that NULLs still collide. */
export function tenantKey(column: unknown) {
  return sql`coalesce(${column}, 0)`;
}

export function creationTime() {
  return timestamp('creation_time', { mode: 'date', precision: 3 }).notNull().defaultNow();
}

/**
 * ABP's `ConcurrencyStamp`: a random text replaced by every Update, which must name the stamp it read (optimistic
 * concurrency, server/abp/crud/concurrency.ts). Existing and new rows get one from the database.
 */
export function concurrencyStamp() {
  return text('concurrency_stamp')
    .notNull()
    .default(sql`gen_random_uuid()::text`);
}

/** Money is exact: NUMERIC(19,4), travelling as decimal strings ("1250.00"). */
export function money(name: string) {
  return numeric(name, { precision: 19, scale: 4 });
}

/** The tenant a row belongs to. */
export function tenantId() {
  return integer('tenant_id')
    .notNull()
    .references(() => tenants.id);
}

/** The tenant a row belongs to; null for the host's own rows. */
export function hostOrTenantId() {
  return integer('tenant_id').references(() => tenants.id);
}
