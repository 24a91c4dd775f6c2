import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TenantAvailabilityState, type IsTenantAvailableOutput } from '../../src/api/types/identity.js';
import { tenants, users } from '../db/schema.js';
import { UserFriendlyError } from '../abp/errors.js';
import { v } from '../abp/input.js';
import { hashPassword } from '../abp/password.js';
import { op, type ServiceDefinition } from '../abp/service.js';
import { assertUserIdentityFree, normalize, passwordField, userFields } from './userRules.js';

export const accountService: ServiceDefinition = {
  name: 'Account',
  anonymous: true,
  operations: {
    IsTenantAvailable: op({
      input: z.object({ tenancyName: v.string(64) }),
      handler: async (ctx, input): Promise<IsTenantAvailableOutput> => {
        const [tenant] = await ctx.db
          .select()
          .from(tenants)
          .where(
            and(
              eq(sql`lower(${tenants.tenancyName})`, input.tenancyName.trim().toLowerCase()),
              eq(tenants.isDeleted, false),
            ),
          );
        if (!tenant) return { state: TenantAvailabilityState.NotFound, tenantId: null };
        if (!tenant.isActive) return { state: TenantAvailabilityState.InActive, tenantId: null };
        return { state: TenantAvailabilityState.Available, tenantId: tenant.id };
      },
    }),
    /** Self-registration into the caller's tenant; the new user has no role, so no permission, until an admin gives one. */
    Register: op({
      input: z.object({ ...userFields, password: passwordField, captchaResponse: v.optionalString(4096) }),
      handler: async (ctx, input) => {
        const tenantId = ctx.session.tenantId;
        if (tenantId === null) throw new UserFriendlyError({ key: 'CanNotRegisterHostUsers' });
        const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId));
        if (!tenant?.isActive) throw new UserFriendlyError({ key: 'TenantIdIsNotActive', args: [tenantId] });
        await assertUserIdentityFree(ctx.db, tenantId, input);
        await ctx.db.insert(users).values({
          tenantId,
          userName: input.userName.trim(),
          normalizedUserName: normalize(input.userName),
          name: input.name.trim(),
          surname: input.surname.trim(),
          emailAddress: input.emailAddress.trim(),
          normalizedEmailAddress: normalize(input.emailAddress),
          passwordHash: await hashPassword(input.password),
          isActive: true,
        });
        return { canLogin: true };
      },
    }),
  },
};
