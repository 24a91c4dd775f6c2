import { and, eq } from 'drizzle-orm';
import { Permissions } from '../../src/api/permissions.js';
import { tenants } from '../db/schema.js';
import { EntityNotFoundError } from './errors.js';
import type { ServiceContext } from './service.js';
import { tenantIdFromHeaders } from './session.js';

/**
 * Lets a host user who manages tenants (Pages.Tenants) work on one tenant's users and roles by naming it in the
 * `Abp.TenantId` header, so that the host can repair a tenant whose administrators locked themselves out.
 * Only services that opt in (`hostMayEnterTenant`) honour it; the host's own permissions still apply to
 * each operation. Without the header, or for anyone else, nothing changes.
 */
export async function enterTenantAsHost(ctx: ServiceContext): Promise<void> {
  const user = ctx.session.user;
  if (!user || user.tenantId !== null) return;
  const tenantId = tenantIdFromHeaders(ctx.request.headers);
  if (tenantId === null || !(await ctx.permissions()).has(Permissions.Tenants)) return;
  const [tenant] = await ctx.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.isDeleted, false)));
  if (!tenant) throw new EntityNotFoundError('Tenant', tenantId);
  ctx.session = { ...ctx.session, tenantId, hostInTenant: true };
}
