import { and, eq, ne, sql } from 'drizzle-orm';
import type { TenantDto } from '../../src/api/types/identity.js';
import type { Db } from '../db/client.js';
import { tenants } from '../db/schema.js';
import type { UniqueIndexes } from '../abp/crud/index.js';
import { fieldError } from '../abp/errors.js';

export const toDto = (t: typeof tenants.$inferSelect): TenantDto => ({
  id: t.id,
  concurrencyStamp: t.concurrencyStamp,
  tenancyName: t.tenancyName,
  name: t.name,
  isActive: t.isActive,
  isSelfRegistrationEnabled: t.isSelfRegistrationEnabled,
});

/** The unique index on tenancy names (migration 0001): a lost race becomes the look-up's 400. */
export const tenantUniqueIndexes: UniqueIndexes<{ tenancyName: string }> = {
  tenants_tenancy_name_ci_uq: {
    field: 'tenancyName',
    message: 'TenancyNameIsTaken',
    value: (i) => i.tenancyName,
  },
};

/**
 * Tenancy names are unique case-insensitively, deleted tenants included: their name stays reserved, so that
 * old sign-in links and login logs never point at a different tenant.
 */
export async function assertTenancyNameFree(db: Db, tenancyName: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(
        eq(sql`lower(${tenants.tenancyName})`, tenancyName.toLowerCase()),
        exceptId === undefined ? undefined : ne(tenants.id, exceptId),
      ),
    );
  if (clash) throw fieldError(['tenancyName'], 'TenancyNameIsTaken', tenancyName);
}
