import { BlockList, isIP, isIPv4 } from 'node:net';

/**
 * Which IP addresses the server refuses to connect to on an administrator's behalf (SSRF): loopback, private,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, documentation, benchmarking, multicast and
 * reserved ranges, in IPv4 and IPv6 (unique-local, site-local, link-local, IPv4-compatible, NAT64, 6to4, Teredo).
 * An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv4-mapped IPv6 address carries (::ffff:7f00:1 → 127.0.0.1), else the address itself. */
export function unmapped(address: string): string {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (dotted && isIPv4(dotted)) return dotted;
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return address;
}

/** Whether `address` (an IP, IPv4 or IPv6) lies in a range the server never connects to. */
export function isRefusedAddress(address: string): boolean {
  const ip = unmapped(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  const family = isIP(ip);
  if (family === 0) return true;
  return refused.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** One part of an inet_aton address: decimal, octal (leading 0) or hexadecimal (0x). */
function part(text: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(text)) return text.length === 2 ? 0 : parseInt(text.slice(2), 16);
  if (/^0[0-7]*$/.test(text)) return parseInt(text, 8);
  if (/^[1-9]\d*$/.test(text)) return Number(text);
  return null;
}

/**
 * The dotted IPv4 address that the C library would read from `host` (inet_aton): one to four parts, each decimal,
 * octal or hexadecimal, the last filling the remaining bytes (`2130706433`, `0x7f.1`, `0177.0.0.1` are all
 * 127.0.0.1). Null when `host` is no such literal.
 */
export function ipv4Literal(host: string): string | null {
  const parts = host.replace(/\.$/, '').split('.');
  if (parts.length > 4 || parts.some((p) => p === '')) return null;
  const values = parts.map(part);
  if (values.some((v) => v === null)) return null;
  const numbers = values as number[];
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255) || last >= 2 ** (8 * (4 - numbers.length))) return null;
  const value = numbers.reduce((sum, n, i) => sum + n * 2 ** (8 * (3 - i)), 0) + last;
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}
