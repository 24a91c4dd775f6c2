import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Permissions } from '../../src/api/permissions.js';
import type { TenantDto } from '../../src/api/types/identity.js';
import type { Db } from '../db/client.js';
import { tenants } from '../db/schema.js';
import { crudService } from '../abp/crud.js';
import { fieldError } from '../abp/errors.js';
import { v } from '../abp/input.js';
import { hashPassword } from '../abp/password.js';
import { op, type ServiceDefinition } from '../abp/service.js';
import { createTenantWithAdmin, DEFAULT_PASSWORD } from './tenantSetup.js';

/** AbpTenantBase.TenancyNameRegex. */
const TENANCY_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{1,}$/;

const tenantFields = {
  tenancyName: v.string(64).pipe(z.string().regex(TENANCY_NAME)),
  name: v.string(128),
  isActive: v.optionalBool(),
};

const toDto = (t: typeof tenants.$inferSelect): TenantDto => ({
  id: t.id,
  tenancyName: t.tenancyName,
  name: t.name,
  isActive: t.isActive,
});

/**
 * Tenancy names are unique case-insensitively, deleted tenants included: their name stays reserved, so that
 * old sign-in links and login logs never point at a different tenant.
 */
async function assertTenancyNameFree(db: Db, tenancyName: string, exceptId?: number) {
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

/**
 * Tenants, for the host only: tenants never hold Pages.Tenants (it is a host-side permission), so a tenant
 * user gets 403. Delete is a soft delete; the tenant's users can no longer sign in and their tokens stop
 * working. Every tenant may be deleted, Default (id 1) included: nothing in the server depends on it.
 */
const crud = crudService({
  name: 'Tenant',
  table: tenants,
  permission: Permissions.Tenants,
  toDto,
  getAll: {
    sorting: {
      id: tenants.id,
      tenancyName: tenants.tenancyName,
      name: tenants.name,
      isActive: tenants.isActive,
      creationTime: tenants.creationTime,
    },
    defaultSorting: 'tenancyName',
    keyword: [tenants.tenancyName, tenants.name],
    filters: { isActive: v.optionalBool() },
    where: (input) => [input.isActive === undefined ? undefined : eq(tenants.isActive, input.isActive)],
  },
  update: {
    permission: Permissions.TenantsEdit,
    input: tenantFields,
    values: async (input, row, ctx) => {
      await assertTenancyNameFree(ctx.db, input.tenancyName, row.id);
      return {
        tenancyName: input.tenancyName,
        name: input.name.trim(),
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      };
    },
  },
  remove: { permission: Permissions.TenantsDelete },
});

export const tenantService: ServiceDefinition = {
  ...crud,
  operations: {
    ...crud.operations,
    /** Creates the tenant with its static roles (Admin, Agent, Finance) and an `admin` user, password 123qwe. */
    Create: op({
      permission: Permissions.TenantsCreate,
      input: z.object({
        ...tenantFields,
        adminEmailAddress: v.email(256),
        connectionString: v.optionalString(1024),
      }),
      handler: async (ctx, input): Promise<TenantDto> => {
        await assertTenancyNameFree(ctx.db, input.tenancyName);
        const { tenant } = await createTenantWithAdmin(ctx.db, {
          tenancyName: input.tenancyName,
          name: input.name.trim(),
          adminEmailAddress: input.adminEmailAddress.trim(),
          isActive: input.isActive ?? true,
          adminPasswordHash: await hashPassword(DEFAULT_PASSWORD),
        });
        return toDto(tenant);
      },
    }),
  },
};
