import { eq } from 'drizzle-orm';
import {
  sendTestMessageInput,
  sendTestMessageResult,
  type TlsMode,
} from '../../src/api/schemas/emailAccount.js';
import { emailAccounts } from '../db/schema.js';
import type { CrudService } from '../abp/crud/index.js';
import { UserFriendlyError } from '../abp/errors.js';
import { openSecret } from '../abp/secrets.js';
import { op, type ServiceContext } from '../abp/service.js';
import { sendThrough } from '../mail/send.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
 * EmailAccount/SendTestMessage {id, to}: sends a short message in the caller's language through the account
 * now (active or not, so that an account can be tried before it is switched on) and records the outcome on
 * the account. A refused recipient is a 400 on `to`; a server that cannot be reached, refuses the sign-in or
 * the TLS handshake is a 502 saying so, with the server's answer as the details.
 */
export function sendTestMessage(crud: CrudService<typeof emailAccounts, unknown>) {
  return op({
    input: sendTestMessageInput,
    output: sendTestMessageResult,
    // Each call opens a connection to a mail server: at most 30 a minute from one address.
    routeConfig: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (ctx, input) => {
      const row = await crud.find(ctx, input.id);
      const password = openPassword(ctx, row.passwordSealed);
      const text = ctx.t('TestMessageBody', row.fromAddress, `${row.host}:${row.port}`);
      const record = (succeeded: boolean) =>
        ctx.db
          .update(emailAccounts)
          .set({ lastTestTime: new Date(), lastTestSucceeded: succeeded })
          .where(eq(emailAccounts.id, row.id));
      try {
        const result = await sendThrough(
          { ...row, tlsMode: row.tlsMode as TlsMode, password },
          {
            to: input.to,
            subject: ctx.t('TestMessageSubject', row.fromName ?? row.fromAddress),
            html: `<p>${escapeHtml(text)}</p>`,
            text,
          },
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
