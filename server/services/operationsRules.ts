import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { Permissions } from '../../src/api/permissions.js';
import type { AuditEntityType } from '../../src/api/schemas/audit.js';
import { moneyText } from '../../src/api/schemas/money.js';
import type { Filter } from '../abp/crud/index.js';
import { likePattern } from '../abp/crud/index.js';
import type { ServiceContext } from '../abp/service.js';
import type { Db } from '../db/client.js';
import { auditLogs, currencies } from '../db/schema.js';

/**
 * Rules the operations services share: whose records an agent sees, the audit trail, and money in DTOs.
 *
 * Agents (docs/decisions/0016-agent-codes.md): a user's agent code is `users.agent_code`. A user who has one, or
 * who lacks Pages.Orders, is limited to their own agent code: they see only the reservation links (and orders)
 * carrying it, and create links only with it. Everybody else of the tenant sees all of them.
 */
export type AgentScope = { limited: false } | { limited: true; agentCode: string | null };

export async function agentScope(ctx: ServiceContext): Promise<AgentScope> {
  const user = ctx.user();
  const agentCode = user.agentCode ?? null;
  if (agentCode === null && (await ctx.permissions()).has(Permissions.Orders)) return { limited: false };
  return { limited: true, agentCode };
}

/** The condition limiting an agent to rows whose `column` is their code (nothing at all without a code). */
export function agentCondition(scope: AgentScope, column: AnyColumn): SQL | undefined {
  if (!scope.limited) return undefined;
  return scope.agentCode === null ? sql`false` : eq(column, scope.agentCode);
}

/** Agent codes are compared and stored in upper case ("beg-001" is BEG-001). */
export const agentCodeKey = (code: string) => code.trim().toUpperCase();

/** Who is acting, for history rows: the signed-in user, or the system (null) when nobody is. */
export function actor(ctx: ServiceContext): { userId: number | null; userName: string | null } {
  const user = ctx.session.user;
  return user ? { userId: user.id, userName: user.userName } : { userId: null, userName: null };
}

/** Appends one entry to the audit trail, in the caller's transaction. */
export async function audit(
  tx: ServiceContext,
  entry: {
    tenantId: number | null;
    entityType: AuditEntityType;
    entityId: number;
    action: string;
    changes: Record<string, [unknown, unknown]>;
    reason?: string | null;
  },
) {
  await tx.db.insert(auditLogs).values({ ...entry, reason: entry.reason ?? null, ...actor(tx) });
}

/** The decimal places of each currency code (the catalogue's; 2 for a code it lacks). */
export async function currencyDecimals(db: Db, codes: string[]): Promise<(code: string) => number> {
  const wanted = [...new Set(codes)];
  const rows = wanted.length
    ? await db
        .select({ code: currencies.code, decimalPlaces: currencies.decimalPlaces })
        .from(currencies)
        .where(inArray(currencies.code, wanted))
    : [];
  const map = new Map(rows.map((r) => [r.code, r.decimalPlaces]));
  return (code) => map.get(code) ?? 2;
}

/** NUMERIC(19,4) as PostgreSQL writes it: no leading zero but the units, four places. */
const STORED_MONEY = /^-?(?:0|[1-9]\d*)\.\d{4}$/;

/**
 * A stored amount as the DTO's money text with the currency's decimal places: `moneyText`, read straight off the
 * text PostgreSQL writes (about twenty times cheaper; a list page formats three amounts per row).
 */
export function moneyOf(stored: string, decimals: number): string {
  if (!STORED_MONEY.test(stored)) return moneyText(stored, decimals);
  const point = stored.length - 5;
  const whole = stored.slice(0, point);
  return decimals > 0
    ? `${whole}.${stored
        .slice(point + 1)
        .padEnd(decimals, '0')
        .slice(0, decimals)}`
    : whole;
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The dates Date.parse reads (a day up to 31 in any month runs over into the next, as it does there). */
const DAY_TEXT = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
const digit = (s: string, i: number) => s.charCodeAt(i) - 48;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (proleptic Gregorian, as Date counts them), without a Date. */
function dayNumber(day: string): number {
  const m = digit(day, 5) * 10 + digit(day, 6);
  const d = digit(day, 8) * 10 + digit(day, 9);
  const y =
    digit(day, 0) * 1000 + digit(day, 1) * 100 + digit(day, 2) * 10 + digit(day, 3) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

/** Whole nights between two calendar dates (counted without Dates for the dates PostgreSQL writes). */
export const nightsBetween = (checkIn: string, checkOut: string) =>
  DAY_TEXT.test(checkIn) && DAY_TEXT.test(checkOut)
    ? dayNumber(checkOut) - dayNumber(checkIn)
    : Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Filter kinds of the operations lists that the generic ones do not cover. */
export const opsFilter = {
  /** `Amount`: the column equals the exact decimal. */
  exactAmount: (column: AnyColumn): Filter => ({
    shape: {},
    where: (input) =>
      present(input.amount) ? sql`${column} = cast(${String(input.amount)} as numeric)` : undefined,
  }),
  /** Upper-cased values, one of which the column must equal (`Currency=EUR,RSD`). */
  upperOneOf: (key: string, column: AnyColumn): Filter => ({
    shape: {},
    where: (input) => {
      const list = (input[key] as string[] | undefined)?.map((s) => s.trim().toUpperCase()).filter(Boolean);
      return list?.length ? inArray(column, list) : undefined;
    },
  }),
  /** The column starts with the upper-cased value (vouchers: served by a text_pattern_ops index). */
  upperPrefix: (key: string, column: AnyColumn): Filter => ({
    shape: {},
    where: (input) => {
      const value = input[key] as string | null | undefined;
      if (!value?.trim()) return undefined;
      return sql`${column} like ${likePattern(value.toUpperCase()).slice(1)}`;
    },
  }),
  /** The column equals the upper-cased value (agent codes). */
  upperExact: (key: string, column: AnyColumn | SQL): Filter => ({
    shape: {},
    where: (input) => {
      const value = input[key] as string | null | undefined;
      return value?.trim() ? sql`${column} = ${value.trim().toUpperCase()}` : undefined;
    },
  }),
  /** The phone number's digits contain the digits typed ("+381 64 12" finds "+381641234567"). */
  phoneDigits: (key: string, column: AnyColumn | SQL): Filter => ({
    shape: {},
    where: (input) => {
      const digits = String(input[key] ?? '').replace(/\D/g, '');
      return digits ? sql`regexp_replace(${column}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined;
    },
  }),
  /** A calendar-date range `StartName`/`EndName` on a date column (check-in, check-out). */
  dayRange: (name: string, column: AnyColumn | SQL): Filter => {
    const cap = name.charAt(0).toUpperCase() + name.slice(1);
    const [start, end] = [`start${cap}`, `end${cap}`];
    return {
      shape: {},
      where: (input) => {
        const parts = [
          present(input[start]) ? sql`${column} >= cast(${String(input[start])} as date)` : undefined,
          present(input[end]) ? sql`${column} <= cast(${String(input[end])} as date)` : undefined,
        ].filter((p): p is SQL => p !== undefined);
        return parts.length ? sql.join(parts, sql` and `) : undefined;
      },
    };
  },
};
