import { eq } from 'drizzle-orm';
import { Permissions } from '../../src/api/permissions.js';
import { tenantSettingsDto } from '../../src/api/schemas/tenantSettings.js';
import { tenants } from '../db/schema.js';
import { UserFriendlyError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';

const columns = {
  isSelfRegistrationEnabled: tenants.isSelfRegistrationEnabled,
  allowPaymentAfterStay: tenants.allowPaymentAfterStay,
};

/** The caller's tenant: these settings belong to a tenant, and the host sets them in the tenant's form. */
function tenantOf(ctx: ServiceContext): number {
  const tenantId = ctx.session.tenantId;
  if (tenantId === null) throw new UserFriendlyError({ key: 'TenantRequired' }, null, 0, 400);
  return tenantId;
}

async function read(ctx: ServiceContext, tenantId: number) {
  const [row] = await ctx.db.select(columns).from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw new UserFriendlyError({ key: 'TenantRequired' }, null, 0, 400);
  return row;
}

/**
 * A tenant administrator's settings of their own tenant, in ABP's setting-service shape (GetAllSettings,
 * UpdateAllSettings): whether visitors may register, and whether a stay that has ended may still be paid online.
 * Both are columns of the tenants table.
 */
export const tenantSettingsService: ServiceDefinition = {
  name: 'TenantSettings',
  permission: Permissions.TenantSettings,
  operations: {
    GetAllSettings: op({
      output: tenantSettingsDto,
      handler: (ctx) => read(ctx, tenantOf(ctx)),
    }),
    UpdateAllSettings: op({
      input: tenantSettingsDto,
      output: tenantSettingsDto,
      handler: async (ctx, input) => {
        const tenantId = tenantOf(ctx);
        await ctx.db
          .update(tenants)
          .set({
            isSelfRegistrationEnabled: input.isSelfRegistrationEnabled,
            allowPaymentAfterStay: input.allowPaymentAfterStay,
          })
          .where(eq(tenants.id, tenantId));
        return read(ctx, tenantId);
      },
    }),
  },
};
