import { eq } from 'drizzle-orm';
import {
  sendTestMessageInput,
  sendTestMessageResult,
  type TlsMode,
} from '../../src/api/schemas/emailAccount.js';
import type { z } from 'zod';
import { emailAccounts } from '../db/schema.js';
import type { CrudService } from '../abp/crud/index.js';
import { fieldError, TooManyRequestsError, UserFriendlyError } from '../abp/errors.js';
import { openSecret } from '../abp/secrets.js';
import { op, type ServiceContext } from '../abp/service.js';
import { sendThrough, type SmtpAccount } from '../mail/send.js';
import { destinationChanged, smtpDestination } from './keptSecretRules.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Row = typeof emailAccounts.$inferSelect;
type Input = z.infer<typeof sendTestMessageInput>;

/** The stored password, opened; a password sealed under another server secret must be entered again. */
function openPassword(ctx: ServiceContext, sealed: string | null) {
  if (!sealed) return null;
  try {
    return openSecret(ctx.deps.secret, sealed);
  } catch {
    throw new UserFriendlyError({ key: 'EmailPasswordUnreadable' });
  }
}

/**
 * What to send through: the stored account, or the form's unsaved values (`host` given). A kept password goes
 * only to the stored destination: with another host, port, TLS mode or user name it must be typed again (400).
 */
function accountToTry(ctx: ServiceContext, row: Row, input: Input): { account: SmtpAccount; saved: boolean } {
  const stored = { ...row, tlsMode: row.tlsMode as TlsMode };
  if (input.host === undefined)
    return { account: { ...stored, password: openPassword(ctx, row.passwordSealed) }, saved: true };
  const asked = {
    host: input.host,
    port: input.port ?? row.port,
    tlsMode: input.tlsMode ?? stored.tlsMode,
    userName: input.userName?.trim() || null,
  };
  const moved = destinationChanged(smtpDestination(row), smtpDestination(asked));
  if (asked.userName && input.password === null && moved && row.passwordSealed)
    throw fieldError(['password'], 'EmailPasswordRequiredForNewServer');
  const password = asked.userName ? (input.password ?? openPassword(ctx, row.passwordSealed)) : null;
  const account = {
    ...asked,
    password,
    fromAddress: input.fromAddress?.trim() || row.fromAddress,
    fromName: input.fromName === undefined ? row.fromName : input.fromName?.trim() || null,
  };
  return { account, saved: !moved && input.password === null };
}

/** The test messages each user sent in the last hour, per server (in memory), for EMAIL_TEST_RATE_LIMIT. */
const sentBy = new WeakMap<object, Map<string, number[]>>();
const HOUR = 3_600_000;

function throttle(ctx: ServiceContext) {
  const limit = ctx.deps.emailTestRateLimit;
  if (limit <= 0) return;
  const key = `${ctx.session.tenantId ?? 'host'}:${ctx.session.userId}`;
  const now = Date.now();
  const recent = sentBy.get(ctx.deps) ?? new Map<string, number[]>();
  sentBy.set(ctx.deps, recent);
  const times = (recent.get(key) ?? []).filter((time) => time > now - HOUR);
  if (times.length >= limit) throw new TooManyRequestsError(Math.ceil((times[0]! + HOUR - now) / 1000));
  times.push(now);
  recent.set(key, times);
}

/**
 * EmailAccount/SendTestMessage {id, to, [form values]}: sends a short message in the caller's language through
 * the account now (active or not, so that an account can be tried before it is switched on), to a vetted
 * destination (server/net/outbound.ts), and records the outcome on the account when it tried the saved settings.
 * A refused recipient or destination is a 400; a server that cannot be reached or refuses the sign-in or TLS is a
 * 502 in one of a few fixed categories (server/mail/send.ts). EMAIL_TEST_RATE_LIMIT tests per user and hour.
 */
export function sendTestMessage(crud: CrudService<typeof emailAccounts, unknown>) {
  return op({
    input: sendTestMessageInput,
    output: sendTestMessageResult,
    // Each call opens a connection to a mail server: at most 30 a minute from one address.
    routeConfig: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (ctx, input) => {
      const row = await crud.find(ctx, input.id);
      const { account, saved } = accountToTry(ctx, row, input);
      throttle(ctx);
      const text = ctx.t('TestMessageBody', account.fromAddress, `${account.host}:${account.port}`);
      const record = async (succeeded: boolean) => {
        if (saved)
          await ctx.db
            .update(emailAccounts)
            .set({ lastTestTime: new Date(), lastTestSucceeded: succeeded })
            .where(eq(emailAccounts.id, row.id));
      };
      try {
        const result = await sendThrough(
          account,
          {
            to: input.to,
            subject: ctx.t('TestMessageSubject', account.fromName ?? account.fromAddress),
            html: `<p>${escapeHtml(text)}</p>`,
            text,
          },
          ctx.deps.outbound,
        );
        await record(true);
        return result;
      } catch (error) {
        await record(false);
        throw error;
      }
    },
  });
}
