import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { creationTime } from './columns.js';
import { payments } from './operationsSchema.js';
import { tenants } from './schema.js';

/**
 * What the public payment flow keeps beside a payment (issue 13): one row per payment attempt made through a
 * provider adapter (server/payments/).
 * - `state`: the provider's own word for the order (`pending`, `challenge`, `processing`, `completed`,
 *   `declined`, `failed`, `cancelled`). The simulator *is* the provider, so for it this column is the
 *   provider's record; for Revolut it is the last state retrieved (a cache, never proof).
 * - `failureReason`: the provider's decline or failure reason (Revolut's names: `do_not_honour`,
 *   `insufficient_funds`, `3ds_challenge_failed`, …), shown translated on the result page.
 * - `checkoutUrl`: where the payer goes to pay (the card form, the hosted page, Revolut's checkout).
 * - `notified`: the e-mail kinds already sent for this payment; a kind is added in the same statement that
 *   claims it, so each e-mail goes out once however many webhooks, checks and reloads race.
 */
export const paymentAttempts = pgTable('payment_attempts', {
  paymentId: bigint('payment_id', { mode: 'number' })
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  adapter: text('adapter').notNull(),
  state: text('state').notNull().default('pending'),
  failureReason: text('failure_reason'),
  checkoutUrl: text('checkout_url'),
  cardLast4: text('card_last4'),
  /** The payer's language when they paid: the e-mails about this payment are written in it. */
  language: text('language').notNull().default('en'),
  /** The origin of the booking pages the payer used: links in the e-mails point back there. */
  publicOrigin: text('public_origin'),
  notified: text('notified')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  creationTime: creationTime(),
  lastModificationTime: timestamp('last_modification_time', { mode: 'date', precision: 3 }),
});
