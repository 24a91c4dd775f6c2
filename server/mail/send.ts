import nodemailer from 'nodemailer';
import type { TlsMode } from '../../src/api/schemas/emailAccount.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import type { MessageKey } from '../abp/l10n/index.js';
import { OutboundRefusedError, vetDestination, type Lookup, type OutboundPolicy } from '../net/outbound.js';

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

interface SmtpFailure {
  code?: string;
  message?: string;
}

/**
 * The translated error for a failed send, one of a few fixed categories that never carry the remote server's
 * words (its banner or answers) nor the raw error: the recipient refused (400 on `to`), the sign-in refused,
 * STARTTLS failed after the server greeted, the message refused (502); everything before a greeting — refused,
 * timed out, unknown host, no SMTP or no TLS on that port — is the same "could not connect" (502), so that the
 * answer does not tell an open port from a closed one.
 */
function failure(error: SmtpFailure, account: SmtpAccount, to: string): Error {
  const where = `${account.host}:${account.port}`;
  const friendly = (key: MessageKey) => new UserFriendlyError({ key, args: [where] }, null, 0, 502);
  if (error.code === 'EENVELOPE') return fieldError(['to'], 'SmtpRecipientRejected', to);
  if (error.code === 'EAUTH') return friendly('SmtpAuthFailed');
  if (error.code === 'ETLS' && account.tlsMode === 'starttls') return friendly('SmtpTlsFailed');
  if (error.code === 'EMESSAGE') return friendly('SmtpFailed');
  return friendly('SmtpCouldNotConnect');
}

const settle = (since: number, floorMs: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, since + floorMs - Date.now())));

/**
 * Sends one message through the account now, to an address vetted by `policy` (server/net/outbound.ts) and pinned:
 * the connection goes to the vetted address, with the host name only as TLS's server name. A refused destination
 * is a translated 400; a failure becomes one of `failure`'s categories, answered no sooner than the policy's
 * time-out after the start (a closed port answers as late as a silent one).
 */
export async function sendThrough(
  account: SmtpAccount,
  message: OutgoingMessage,
  policy: OutboundPolicy,
  lookup?: Lookup,
): Promise<{ messageId: string; response: string }> {
  const started = Date.now();
  let destination;
  try {
    destination = await vetDestination(policy, account.host, account.port, lookup);
  } catch (error) {
    if (error instanceof OutboundRefusedError)
      throw fieldError(['host'], 'OutboundNotAllowed', `${account.host}:${account.port}`);
    await settle(started, policy.timeoutMs);
    throw failure({ code: 'EDNS' }, account, message.to);
  }
  const transport = nodemailer.createTransport({
    host: destination.address,
    port: account.port,
    // TLS presents and checks the name as entered, while the socket goes to the vetted address.
    tls: destination.servername ? { servername: destination.servername } : undefined,
    secure: account.tlsMode === 'tls',
    requireTLS: account.tlsMode === 'starttls',
    ignoreTLS: account.tlsMode === 'none',
    auth: account.userName ? { user: account.userName, pass: account.password ?? '' } : undefined,
    connectionTimeout: policy.timeoutMs,
    greetingTimeout: policy.timeoutMs,
    socketTimeout: policy.timeoutMs * 2,
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
    await settle(started, policy.timeoutMs);
    throw failure(error as SmtpFailure, account, message.to);
  } finally {
    transport.close();
  }
}
