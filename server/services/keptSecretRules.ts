import { fieldError } from '../abp/errors.js';
import type { MessageKey } from '../abp/l10n/index.js';

/**
 * A kept secret never follows its account to another destination (issue 26): a write or a test that keeps the
 * stored secret (password left empty, "keep") must not change where that secret is sent. The caller lists the
 * values that make up the destination, as stored and as asked for; when they differ and the stored secret would be
 * kept, the request is refused with a 400 on `member` asking for the secret again (nothing is lost: the form keeps
 * what was typed). Kept apart from the update operations so that other update rules merge around it.
 */
export interface KeptSecretCheck {
  /** The destination as stored: host, port, TLS mode, user name; adapter and sandbox/live for a provider. */
  stored: Record<string, unknown>;
  /** The destination the request asks for, the same keys. */
  asked: Record<string, unknown>;
  /** Whether a secret is stored and would be kept (none entered, none cleared, and one still needed). */
  keepsSecret: boolean;
  /** The secret's field, named in the 400. */
  member: string;
  message: MessageKey;
}

const comparable = (value: unknown) => (typeof value === 'string' ? value.trim() || null : (value ?? null));

/** Whether the asked destination differs from the stored one (texts compared trimmed, blank as none). */
export function destinationChanged(stored: Record<string, unknown>, asked: Record<string, unknown>) {
  return Object.keys(stored).some((key) => comparable(stored[key]) !== comparable(asked[key]));
}

/** Throws the translated 400 when a kept secret would go to a changed destination. */
export function requireSecretForNewDestination(check: KeptSecretCheck): void {
  if (check.keepsSecret && destinationChanged(check.stored, check.asked))
    throw fieldError([check.member], check.message);
}

/** Where an e-mail account's password goes: the server and the user name it signs in with. */
export const smtpDestination = (a: {
  host: string;
  port: number;
  tlsMode: string;
  userName: string | null;
}) => ({
  host: a.host.trim().toLowerCase(),
  port: a.port,
  tlsMode: a.tlsMode,
  userName: a.userName,
});
