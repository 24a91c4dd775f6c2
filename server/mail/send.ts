import nodemailer from 'nodemailer';
import type { TlsMode } from '../../src/api/schemas/emailAccount.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import type { MessageKey } from '../abp/l10n/index.js';

/** What it takes to send through an SMTP account; the password is the opened plaintext (never logged). */
export interface SmtpAccount {
  host: string;
  port: number;
  tlsMode: TlsMode;
  userName: string | null;
  password: string | null;
  fromAddress: string;
  fromName: string | null;
}

export interface OutgoingMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** How long a send may wait for the server (connect, greeting, each answer). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

interface SmtpFailure {
  code?: string;
  errno?: number;
  message?: string;
  response?: string;
}

/** The server's answer or the error's first line, short enough for a message (never the command sent). */
const reason = (error: SmtpFailure) =>
  (error.response ?? error.message ?? '').split('\n')[0]!.trim().slice(0, 200) || '?';

/**
 * The translated error for a failed send: the recipient refused lands on `to` (400); the rest say what went
 * wrong with the server (502), with the server's own answer as the details.
 */
function failure(error: SmtpFailure, account: SmtpAccount, to: string): Error {
  const where = `${account.host}:${account.port}`;
  const friendly = (key: MessageKey, ...args: (string | number)[]) =>
    new UserFriendlyError({ key, args }, { key: 'SmtpErrorDetails', args: [reason(error)] }, 0, 502);
  const text = `${error.message ?? ''}`;
  if (error.code === 'EENVELOPE') return fieldError(['to'], 'SmtpRecipientRejected', to, reason(error));
  if (error.code === 'EAUTH') return friendly('SmtpAuthFailed', where);
  if (error.code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(text))
    return friendly('SmtpHostNotFound', account.host);
  if (/ECONNREFUSED/.test(text)) return friendly('SmtpConnectionRefused', where);
  if (error.code === 'ETIMEDOUT' || /timeout|timed out|greeting never received/i.test(text))
    return friendly('SmtpTimeout', where);
  if (error.code === 'ETLS' || /SSL|TLS|certificate|wrong version number/i.test(text))
    return friendly('SmtpTlsFailed', where);
  return friendly('SmtpFailed', where);
}

/** Sends one message through the account now; a failure becomes a translated error (see `failure`). */
export async function sendThrough(
  account: SmtpAccount,
  message: OutgoingMessage,
): Promise<{ messageId: string; response: string }> {
  const transport = nodemailer.createTransport({
    host: account.host,
    port: account.port,
    secure: account.tlsMode === 'tls',
    requireTLS: account.tlsMode === 'starttls',
    ignoreTLS: account.tlsMode === 'none',
    auth: account.userName ? { user: account.userName, pass: account.password ?? '' } : undefined,
    ...TIMEOUTS,
    // Nothing about the conversation (which carries the credentials) goes to any log.
    logger: false,
    debug: false,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    const info = await transport.sendMail({
      from: account.fromName ? { name: account.fromName, address: account.fromAddress } : account.fromAddress,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
    return { messageId: String(info.messageId ?? ''), response: String(info.response ?? '') };
  } catch (error) {
    throw failure(error as SmtpFailure, account, message.to);
  } finally {
    transport.close();
  }
}
