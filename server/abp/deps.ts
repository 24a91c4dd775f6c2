import type { Db, Database } from '../db/client.js';
import type { TokenService } from './jwt.js';

/** What every route can reach: the database, the token service and the server's settings. */
export interface AppDeps {
  db: Db;
  database: Database;
  tokens: TokenService;
  /** Failed sign-ins before a lockout, and its length. */
  lockout: { maxFailedAttempts: number; seconds: number };
  version: string;
  /** Server secret, used to derive keys (never sent to clients). */
  secret: string;
}
