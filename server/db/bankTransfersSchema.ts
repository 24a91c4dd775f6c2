import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { creationTime, money, tenantId } from './columns.js';
import { bankAccounts } from './configSchema.js';
import { payments } from './operationsSchema.js';

/* A customer's payment by bank transfer, committed by staff once the money is on the account (operationsSchema.ts
 * holds the payment). */

/** Status 1 pending, 2 successful, 3 timeout, 4 error. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    /** What the payer writes on the transfer; unique per tenant. */
    reference: text('reference').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    status: smallint('status').notNull().default(1),
    /** When it left "pending", and who committed it (null: the system). */
    statusTime: timestamp('status_time', { mode: 'date', precision: 3 }),
    committedByUserId: bigint('committed_by_user_id', { mode: 'number' }),
    /**
     * When a pending transfer times out (server/jobs/bankTransferTimeouts.ts). Null: its creation time plus
     * BANK_TRANSFER_TIMEOUT_HOURS. The row is its own durable schedule: the job finds what is due by this.
     */
    expiresAt: timestamp('expires_at', { mode: 'date', precision: 3 }),
    creationTime: creationTime(),
  },
  (t) => [
    index('bank_transfers_pending_due_idx')
      .on(t.expiresAt, t.creationTime)
      .where(sql`${t.status} = 1`),
    uniqueIndex('bank_transfers_tenant_reference_uq').on(t.tenantId, sql`upper(${t.reference})`),
    index('bank_transfers_tenant_created_idx').on(t.tenantId, t.creationTime),
    index('bank_transfers_created_idx').on(t.creationTime),
    index('bank_transfers_tenant_status_idx').on(t.tenantId, t.status, t.creationTime),
    index('bank_transfers_payment_idx').on(t.paymentId),
    // The dashboard's pending transfers of every tenant (few rows: only the pending ones are in it).
    index('bank_transfers_pending_idx')
      .on(t.tenantId, t.currency, t.amount)
      .where(sql`${t.status} = 1`),
    check('bank_transfers_status_ck', sql`${t.status} between 1 and 4`),
    check('bank_transfers_amount_ck', sql`${t.amount} > 0`),
  ],
);
