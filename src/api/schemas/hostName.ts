/** A DNS host name (RFC 1035) is at most this long. */
export const MAX_HOST_NAME = 253;

/**
 * A server's address: a DNS name of letters, digits and hyphens between dots ("smtp.example.com", "localhost"),
 * an IPv4 address, or an IPv6 address ("::1").
 */
export function isHostName(value: string): boolean {
  if (value.length > MAX_HOST_NAME) return false;
  if (value.includes(':')) return /^[0-9A-Fa-f:.]+$/.test(value) && /^[^:]*(:[^:]*){2,7}$/.test(value);
  return /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(
    value,
  );
}
