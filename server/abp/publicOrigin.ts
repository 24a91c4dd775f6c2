import type { FastifyRequest } from 'fastify';
import { devHostTenants, isLocalHost } from '../../src/i18n/hostMap.js';

/**
 * The origin of a tenant's public booking pages, where its reservation links point (spec §9: the host name
 * implies the tenant and its language):
 * 1. PUBLIC_ORIGINS names it (`3=https://booking.travel.rs`);
 * 2. else, on a machine-local host (development, tests), the tenant's development host (`rs.localhost`, the map
 *    the SPA reads too: src/i18n/hostMap.ts) with the request's scheme and port;
 * 3. else the origin the request came to: the token names the tenant, so the landing page still finds it.
 */
export function publicOrigin(
  tenantId: number,
  request: Pick<FastifyRequest, 'protocol' | 'host' | 'hostname'>,
  configured: Record<number, string>,
): string {
  const named = configured[tenantId];
  if (named) return named.replace(/\/+$/, '');
  const own = `${request.protocol}://${request.host}`;
  if (!isLocalHost(request.hostname)) return own;
  const dev = Object.entries(devHostTenants).find(([, t]) => t.tenantId === tenantId)?.[0];
  if (!dev) return own;
  const port = /:(\d+)$/.exec(request.host)?.[1];
  return `${request.protocol}://${dev}${port ? `:${port}` : ''}`;
}
