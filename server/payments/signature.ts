import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Revolut's webhook signature scheme, used by the Revolut adapter and (with its own secret) by the simulator:
 * `Revolut-Signature: v1=<hex HMAC-SHA256 of "v1.{Revolut-Request-Timestamp}.{raw body}">`, the timestamp in
 * milliseconds; several comma-separated signatures while a secret is rotated; a 5-minute tolerance.
 */
export const SIGNATURE_HEADER = 'revolut-signature';
export const TIMESTAMP_HEADER = 'revolut-request-timestamp';
export const TOLERANCE_MS = 5 * 60 * 1000;

export function signPayload(secret: string, timestamp: string, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`v1.${timestamp}.${rawBody}`).digest('hex')}`;
}

const header = (headers: Record<string, unknown>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? String(value[0]) : null;
};

/** Whether one of the header's signatures matches and the timestamp is within the tolerance of `now`. */
export function verifySignature(
  secret: string,
  headers: Record<string, unknown>,
  rawBody: string,
  now: Date = new Date(),
): boolean {
  const timestamp = header(headers, TIMESTAMP_HEADER);
  const given = header(headers, SIGNATURE_HEADER);
  if (!timestamp || !given || !/^\d{10,16}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() - Number(timestamp)) > TOLERANCE_MS) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody));
  return given.split(',').some((candidate) => {
    const bytes = Buffer.from(candidate.trim());
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  });
}

/** The webhook body's event and order id (`{"event":"ORDER_COMPLETED","order_id":"…"}`), or null. */
export function parseWebhookBody(rawBody: string): { event: string; orderId: string } | null {
  try {
    const body = JSON.parse(rawBody) as { event?: unknown; order_id?: unknown };
    if (typeof body.event !== 'string' || typeof body.order_id !== 'string') return null;
    return { event: body.event, orderId: body.order_id };
  } catch {
    return null;
  }
}
