import { and, eq, sql } from 'drizzle-orm';
import {
  isTenantAvailableInput,
  isTenantAvailableOutput,
  registerInput,
  registerOutput,
} from '../../src/api/schemas/account.js';
import { TenantAvailabilityState, type IsTenantAvailableOutput } from '../../src/api/types/identity.js';
import { tenants, users } from '../db/schema.js';
import { UserFriendlyError } from '../abp/errors.js';
import { guardUnique, inTransaction } from '../abp/crud/index.js';
import { hashPassword } from '../abp/password.js';
import { op, type ServiceDefinition } from '../abp/service.js';
import { assertRegistrationOpen, blurIdentityClash, throttleRegistration } from './registrationRules.js';
import { notifyAdminsOfRegistration } from './registrationNotice.js';
import { assertUserIdentityFree, normalize, userUniqueIndexes } from './userRules.js';

export const accountService: ServiceDefinition = {
  name: 'Account',
  anonymous: true,
  operations: {
    IsTenantAvailable: op({
      input: isTenantAvailableInput,
      output: isTenantAvailableOutput,
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
    /**
     * Self-registration into the caller's tenant, refused (400) unless the tenant switched it on. The new user is
     * inactive, with no role, until an admin activates them (`canLogin: false`); the tenant's admins get an
     * e-mail. Throttled per client address and tenant; a taken name or address gets one message on both fields.
     */
    Register: op({
      input: registerInput,
      output: registerOutput,
      handler: async (ctx, input) => {
        const tenantId = ctx.session.tenantId;
        if (tenantId === null) throw new UserFriendlyError({ key: 'CanNotRegisterHostUsers' });
        const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId));
        if (!tenant?.isActive) throw new UserFriendlyError({ key: 'TenantIdIsNotActive', args: [tenantId] });
        assertRegistrationOpen(tenant);
        await throttleRegistration(ctx.db, ctx.request.ip, tenantId, ctx.deps.registerRateLimit);
        const passwordHash = await hashPassword(input.password);
        await guardUnique(userUniqueIndexes, input, () =>
          inTransaction(ctx, async (tx) => {
            await assertUserIdentityFree(tx.db, tenantId, input);
            await tx.db.insert(users).values({
              tenantId,
              userName: input.userName.trim(),
              normalizedUserName: normalize(input.userName),
              name: input.name.trim(),
              surname: input.surname.trim(),
              emailAddress: input.emailAddress.trim(),
              normalizedEmailAddress: normalize(input.emailAddress),
              passwordHash,
              isActive: false,
              awaitingActivation: true,
            });
          }),
        ).catch(blurIdentityClash);
        // After the commit, and not awaited: the visitor's answer does not wait for an SMTP server.
        void notifyAdminsOfRegistration(ctx, {
          tenantId,
          userName: input.userName.trim(),
          fullName: `${input.name.trim()} ${input.surname.trim()}`,
          emailAddress: input.emailAddress.trim(),
        }).catch((error: unknown) => ctx.request.log.warn({ err: error }, 'registration notice failed'));
        return { canLogin: false };
      },
    }),
  },
};
