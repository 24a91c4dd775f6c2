import type { ReservationLookupLimits } from '../config.js';
import type { Db, Database } from '../db/client.js';
import type { SmtpCatcher } from '../mail/catcher.js';
import type { OutboundPolicy } from '../net/outbound.js';
import type { CacheRegistry } from './caches.js';
import type { CallerCache } from './callerCache.js';
import type { CountCache } from './crud/countCache.js';
import type { TokenService } from './jwt.js';
import type { LockoutPolicy } from './lockout.js';

/** What every route can reach: the database, the token service and the server's settings. */
export interface AppDeps {
  db: Db;
  database: Database;
  tokens: TokenService;
  /** Failed sign-ins before a lockout, and its length. */
  lockout: LockoutPolicy;
  /** Self-registrations per client address and tenant and hour (0: no limit). */
  registerRateLimit: number;
  /** RESERVATION_LOOKUP_*: tries at opening a reservation per window (reservationProof.ts). */
  reservationLookup: ReservationLookupLimits;
  version: string;
  /** Server secret, used to derive keys (never sent to clients). */
  secret: string;
  /** Who-is-calling cache (users, tenants, permissions); call its invalidate* after changing any of them. */
  cache: CallerCache;
  /** The in-process SMTP catcher (development and tests), or null where it does not run. */
  smtpCatcher: SmtpCatcher | null;
  /** Where the server may connect on an administrator's behalf (SMTP hosts): OUTBOUND_ALLOW_HOSTS, the catcher. */
  outbound: OutboundPolicy;
  /** EMAIL_TEST_RATE_LIMIT: test messages per user and hour (0: no limit). */
  emailTestRateLimit: number;
  /** Every in-process cache, for CacheManagement: register a new cache here and it is listed and clearable. */
  caches: CacheRegistry;
  /** Totals of big lists above their exact-count limit, kept for a minute (readBigList). */
  listCounts: CountCache;
  /** Tenant id → origin of its public booking pages (PUBLIC_ORIGINS); reservation links point there. */
  publicOrigins: Record<number, string>;
  /** BANK_TRANSFER_TIMEOUT_HOURS: a pending transfer without its own deadline times out this long after creation. */
  bankTransferTimeoutHours: number;
}
