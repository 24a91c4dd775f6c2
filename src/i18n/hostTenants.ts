import { devHostTenants, isLocalHost, parseHostTenants, type HostTenant } from './hostMap';
import type { LanguageCode } from './languages';

export { devHostTenants, isLocalHost, parseHostTenants, type HostTenant };

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
