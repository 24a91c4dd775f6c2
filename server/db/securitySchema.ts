import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins, counted atomically per account and client address (and per account over every address,
 * `client_ip = '*'`). The account is a user id (`u:42`) or, for names that match no user, the tenant and the
 * normalized name (`n:3:BOB`), so unknown names are counted and locked exactly like real ones.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    accountKey: text('account_key').notNull(),
    clientIp: text('client_ip').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    lockoutEnd: timestamp('lockout_end', { mode: 'date', precision: 3 }),
    lastAttempt: timestamp('last_attempt', { mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.clientIp] })],
);

/** Access tokens revoked by sign-out, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { mode: 'date', precision: 3 }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Self-registrations per client address and tenant, for the registration throttle shared by every replica. */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    clientIp: text('client_ip').notNull(),
    tenantId: integer('tenant_id').notNull(),
    windowStart: timestamp('window_start', { mode: 'date', precision: 3 })
      .notNull()
      .default(sql`now()`),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientIp, t.tenantId] })],
);
