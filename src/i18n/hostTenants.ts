import { isLanguageCode, type LanguageCode } from './languages';

/** What a host name implies: the tenant and its default language. */
export interface HostTenant {
  tenantId: number;
  language: LanguageCode;
}

/** Development defaults: the regional sub-domains of `localhost` (never resolvable on the public internet). */
export const devHostTenants: Readonly<Record<string, HostTenant>> = {
  'al.localhost': { tenantId: 2, language: 'sq' },
  'rs.localhost': { tenantId: 3, language: 'sr' },
  'mk.localhost': { tenantId: 4, language: 'mk' },
  'xk.localhost': { tenantId: 5, language: 'sq' },
  'ro.localhost': { tenantId: 6, language: 'ro' },
  'ba.localhost': { tenantId: 7, language: 'bs' },
  'de.localhost': { tenantId: 8, language: 'de' },
};

/** Parses `host=3:sr,other=8:de` (VITE_HOST_TENANTS); malformed entries are skipped. */
export function parseHostTenants(value: string | undefined): Record<string, HostTenant> {
  const map: Record<string, HostTenant> = {};
  for (const entry of (value ?? '').split(',')) {
    const match = /^\s*([^=\s]+)\s*=\s*(\d+)\s*:\s*([a-z]{2})\s*$/i.exec(entry);
    if (!match) continue;
    const [, host = '', id = '', language = ''] = match;
    const code = language.toLowerCase();
    if (isLanguageCode(code)) map[host.toLowerCase()] = { tenantId: Number(id), language: code };
  }
  return map;
}

const configured: Record<string, HostTenant> = {
  ...devHostTenants,
  ...parseHostTenants(import.meta.env.VITE_HOST_TENANTS as string | undefined),
};

/** The tenant and language a host name implies; null on any other host (plain `localhost`, say). */
export function hostTenant(
  hostname: string = window.location.hostname,
  map: Readonly<Record<string, HostTenant>> = configured,
): HostTenant | null {
  return map[hostname.toLowerCase()] ?? null;
}

export const isLocalHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '127.0.0.1' ||
  hostname === '[::1]';

/**
 * The languages the language menu offers. In production (a production build on a real host name) only
 * English and the host's language; during development and on local host names, all of them.
 */
export function menuLanguageCodes(
  all: readonly LanguageCode[],
  {
    hostname = window.location.hostname,
    production = import.meta.env.PROD,
    map = configured,
  }: { hostname?: string; production?: boolean; map?: Readonly<Record<string, HostTenant>> } = {},
): LanguageCode[] {
  if (!production || isLocalHost(hostname)) return [...all];
  const host = hostTenant(hostname, map);
  return all.filter((code) => code === 'en' || code === host?.language);
}
