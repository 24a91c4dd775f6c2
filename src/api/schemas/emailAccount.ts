import { z } from 'zod';
import {
  dateTimeString,
  keywordShape,
  listResult,
  pagedInputShape,
  stampedDto,
  stampedInput,
  v,
} from './common';
import { fields } from './fields';
import { MaxLength } from './rules';

/** How the connection to the SMTP server is secured: not at all, upgraded with STARTTLS, or TLS from the start. */
export const TlsModes = ['none', 'starttls', 'tls'] as const;
export type TlsMode = (typeof TlsModes)[number];

/** The port each mode usually uses (the form suggests it when the mode changes). */
export const usualPorts: Record<TlsMode, number> = { none: 25, starttls: 587, tls: 465 };

/**
 * The EmailAccount service's DTOs (`/api/services/app/EmailAccount/*`): a tenant's SMTP accounts. The password is
 * write-only: answers carry `hasPassword` and a masked `passwordHint`, never the value. One account per tenant
 * is the default (the first one becomes it by itself); it stays active and cannot be deleted while others remain.
 */
export const emailAccountDto = z.object({
  id: z.number().int(),
  ...stampedDto,
  host: z.string(),
  port: z.number().int(),
  tlsMode: z.enum(TlsModes),
  userName: z.string().nullable(),
  hasPassword: z.boolean(),
  passwordHint: z.string().nullable(),
  fromAddress: z.string(),
  fromName: z.string().nullable(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  /** The last test message: when it was sent, and whether the SMTP server accepted it. */
  lastTestTime: dateTimeString.nullable(),
  lastTestSucceeded: z.boolean().nullable(),
  creationTime: dateTimeString,
});

const emailAccountFields = {
  host: fields.hostName(),
  port: v.int(1, 65535),
  tlsMode: z.enum(TlsModes),
  /** Left out or blank: the server is used without authentication. */
  userName: v.optionalString(MaxLength.userName),
  /** Write-only; on Update, left out or blank keeps the stored password. */
  password: fields.secret(),
  /** Update only: removes the stored password. */
  clearPassword: v.optionalBool(),
  fromAddress: v.email(MaxLength.emailAddress),
  /** The sender's display name ("Client Care Serbia"). */
  fromName: v.optionalString(MaxLength.displayName),
  isDefault: v.optionalBool(),
  isActive: v.optionalBool(),
};

export const createEmailAccountDto = z.object(emailAccountFields);
export const updateEmailAccountDto = z.object({ id: v.id(), ...stampedInput, ...emailAccountFields });

export const getEmailAccountsInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  isActive: v.optionalBool(),
  isDefault: v.optionalBool(),
  tlsMode: v.optionalString(16),
});

/**
 * EmailAccount/SendTestMessage: sends a short message through the account, now. With `host`, the message goes
 * through the edit form's unsaved values instead (host, port, TLS mode, user name, and the sender when given); the
 * stored password is then used only while host, port, TLS mode and user name equal the stored ones — otherwise
 * `password` must be given (a 400 on it says so).
 */
export const sendTestMessageInput = z.object({
  id: v.id(),
  to: v.email(MaxLength.emailAddress),
  host: emailAccountFields.host.optional(),
  port: v.optionalInt(1, 65535),
  tlsMode: z.enum(TlsModes).optional(),
  userName: emailAccountFields.userName,
  password: emailAccountFields.password,
  fromAddress: v.optionalString(MaxLength.emailAddress),
  fromName: emailAccountFields.fromName,
});
export const sendTestMessageResult = z.object({
  /** The Message-ID the message was sent with. */
  messageId: z.string(),
  /** The SMTP server's last answer ("250 OK: queued as …"). */
  response: z.string(),
});

/** A message the in-process SMTP catcher received (development and tests). */
export const caughtMessageDto = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  receivedAt: dateTimeString,
  /** Size of the raw message in bytes. */
  size: z.number().int(),
});
export const caughtMessageDetailDto = caughtMessageDto.extend({
  /** The HTML body as received (unsanitized: render it sanitized, in a sandboxed frame). */
  html: z.string().nullable(),
  text: z.string().nullable(),
});

/** EmailAccount/GetCaughtMessages: the catcher's state and its messages, newest first. */
export const caughtMessageListDto = listResult(caughtMessageDto).extend({
  /** Whether the catcher runs on this server (SMTP_CATCHER). */
  isRunning: z.boolean(),
  /** Where it listens ("127.0.0.1:2525"), when it runs. */
  address: z.string().nullable(),
  /** It keeps at most this many messages, dropping the oldest. */
  capacity: z.number().int(),
});
