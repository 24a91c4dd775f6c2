import { and, eq, isNull, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../service.js';

/**
 * Which rows a caller sees:
 * - `tenant` (the default for tables with a tenant id): the caller's tenant's rows; the host's own rows for the host.
 * - `hostSeesAll`: tenant users see their tenant's rows; the host sees every tenant's, and GetAll accepts a
 *   `TenantId` filter (0 = the host's own rows). For the resources the spec lists with a TenantId filter
 *   (login logs, bank transfers, customers).
 * - `none`: no tenant condition (host-only resources such as tenants).
 */
export type TenantScope = 'tenant' | 'hostSeesAll' | 'none';

export interface ScopeColumns {
  tenantId?: AnyColumn;
  isDeleted?: AnyColumn;
}

export function scopeCondition(
  ctx: ServiceContext,
  policy: TenantScope,
  columns: ScopeColumns,
): SQL | undefined {
  const tenantId = ctx.session.tenantId;
  const tenant = columns.tenantId;
  let condition: SQL | undefined;
  if (tenant && policy === 'tenant') condition = tenantId === null ? isNull(tenant) : eq(tenant, tenantId);
  if (tenant && policy === 'hostSeesAll' && tenantId !== null) condition = eq(tenant, tenantId);
  return and(condition, columns.isDeleted ? eq(columns.isDeleted, false) : undefined);
}
