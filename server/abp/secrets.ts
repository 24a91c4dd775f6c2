import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createMemoCache } from './caches.js';

/**
 * Provider credentials at rest: sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the server
 * secret, so that a database dump or backup does not reveal them. Only the server opens them, to call the
 * provider; no DTO carries them, and a masked hint is kept beside them for the screens.
 *
 * The key follows the server secret (JWT_SECRET, or the one generated in DATA_DIR): after changing it, stored
 * credentials can no longer be opened and must be entered again.
 */
const VERSION = 'v1';

/** The derived keys, one per server secret (the process's cache `CredentialKeys`; the host's alone). */
export const credentialKeyCache = createMemoCache<string, Buffer>('CredentialKeys');

function keyFor(serverSecret: string): Buffer {
  return credentialKeyCache.get(serverSecret, () =>
    Buffer.from(hkdfSync('sha256', serverSecret, 'client-care', 'provider-credentials/v1', 32)),
  );
}

/** `v1:` + base64url(iv ‖ tag ‖ ciphertext). */
export function sealSecret(serverSecret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plaintext of a sealed secret; throws when it was sealed under another key or altered. */
export function openSecret(serverSecret: string, sealed: string): string {
  const [version, payload = ''] = sealed.split(':');
  if (version !== VERSION) throw new Error('unknown sealed secret format');
  const raw = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(serverSecret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** Secrets shorter than this show no character at all in their hint. */
export const HINT_MIN_LENGTH = 16;

/** "••••3f9a" for a long secret (its last four characters), "••••" for a short one. */
export function secretHint(plaintext: string): string {
  const mask = '••••';
  return plaintext.length >= HINT_MIN_LENGTH ? `${mask}${plaintext.slice(-4)}` : mask;
}
