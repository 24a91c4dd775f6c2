import { isLanguageCode, type LanguageCode } from './languages';

/**
 * The host name → tenant map without the build's environment, so that the server can read it too (reservation
 * links point at the tenant's host). `hostTenants.ts` adds VITE_HOST_TENANTS for the SPA.
 */

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

/** Host names that only this machine resolves (development, tests). */
export const isLocalHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '127.0.0.1' ||
  hostname === '[::1]';
