import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ipv4Literal, isRefusedAddress, unmapped } from './addresses.js';

/**
 * What the server may connect to on an administrator's behalf (an SMTP account's host): any public address, and
 * the private or reserved ones listed in `allow` (OUTBOUND_ALLOW_HOSTS, plus the running SMTP catcher). Entries:
 * a host name, an IP address, either with `:port`, or a CIDR range (`10.1.0.0/16`).
 */
export interface OutboundPolicy {
  allow: readonly string[];
  /** Connect and greeting time-out; a failed connection answers no sooner than this (uniform timing). */
  timeoutMs: number;
}

/** The destination refused: a private or reserved address that the allow-list does not name. */
export class OutboundRefusedError extends Error {
  constructor() {
    super('destination not allowed');
  }
}

/** The host name could not be resolved (answered like any other failure to connect). */
export class OutboundUnresolvedError extends Error {
  constructor() {
    super('destination not found');
  }
}

/** A vetted destination: the address to connect to (pinned), and the name to present for TLS. */
export interface Destination {
  address: string;
  port: number;
  /** The host name as entered, for TLS's server name and certificate check; undefined for an IP literal. */
  servername: string | undefined;
}

export type Lookup = (host: string) => Promise<{ address: string }[]>;

const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

interface Entry {
  host: string;
  port: number | null;
}

function parseEntry(text: string): Entry | BlockList | null {
  const value = text.trim().toLowerCase();
  if (!value) return null;
  const cidr = /^([^/]+)\/(\d{1,3})$/.exec(value);
  if (cidr && isIP(cidr[1]!)) {
    const list = new BlockList();
    list.addSubnet(cidr[1]!, Number(cidr[2]), isIP(cidr[1]!) === 4 ? 'ipv4' : 'ipv6');
    return list;
  }
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(value);
  if (bracketed) return { host: bracketed[1]!, port: bracketed[2] ? Number(bracketed[2]) : null };
  if (isIP(value)) return { host: value, port: null };
  const withPort = /^(.+):(\d+)$/.exec(value);
  if (withPort) return { host: withPort[1]!, port: Number(withPort[2]) };
  return { host: value, port: null };
}

/** Whether the allow-list names `name` (a host name or an address) on `port`. */
function allowed(policy: OutboundPolicy, name: string, port: number): boolean {
  const lower = name.toLowerCase().replace(/\.$/, '');
  const ip = isIP(lower) ? unmapped(lower) : null;
  return policy.allow.some((text) => {
    const entry = parseEntry(text);
    if (!entry) return false;
    if (entry instanceof BlockList) return !!ip && entry.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');
    if (entry.port !== null && entry.port !== port) return false;
    return entry.host === lower || (!!ip && isIP(entry.host) > 0 && unmapped(entry.host) === ip);
  });
}

/** The addresses `host` stands for: an IP literal (inet_aton forms included) as itself, a name through DNS. */
async function addressesOf(host: string, lookup: Lookup): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  const literal = ipv4Literal(bare);
  if (literal) return [literal];
  try {
    const found = (await lookup(bare)).map((a) => a.address);
    if (found.length === 0) throw new OutboundUnresolvedError();
    return found;
  } catch {
    throw new OutboundUnresolvedError();
  }
}

/**
 * Vets `host`:`port` for an outbound connection: resolves it, and refuses it when ANY of its addresses is private
 * or reserved (`isRefusedAddress`) unless the allow-list names the host or that address. Returns the first
 * address, to connect to instead of the name (so that a second DNS answer cannot swap in another address).
 */
export async function vetDestination(
  policy: OutboundPolicy,
  host: string,
  port: number,
  lookup: Lookup = systemLookup,
): Promise<Destination> {
  const addresses = await addressesOf(host.trim(), lookup);
  const nameAllowed = allowed(policy, host.trim(), port);
  for (const address of addresses)
    if (!nameAllowed && isRefusedAddress(address) && !allowed(policy, address, port))
      throw new OutboundRefusedError();
  const bare = host.trim().replace(/^\[|\]$/g, '');
  const isLiteral = isIP(bare) > 0 || ipv4Literal(bare) !== null;
  return { address: unmapped(addresses[0]!), port, servername: isLiteral ? undefined : bare };
}
