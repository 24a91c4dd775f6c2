import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { loginLogs, tenants, users } from '../db/schema.js';
import { UserFriendlyError } from '../abp/errors.js';
import { v } from '../abp/input.js';
import { TOKEN_LIFETIME_SECONDS } from '../abp/jwt.js';
import { verifyPassword } from '../abp/password.js';
import type { MessageKey } from '../abp/l10n/index.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { inTenant, normalize } from './userRules.js';

type LoginResult =
  | 'Success'
  | 'InvalidUserNameOrEmailAddress'
  | 'InvalidPassword'
  | 'UserIsNotActive'
  | 'LockedOut'
  | 'TenantIsNotActive';

async function writeLog(
  ctx: ServiceContext,
  entry: { userName: string; userId: number | null; tenancyName: string | null; result: LoginResult },
) {
  await ctx.db.insert(loginLogs).values({
    tenantId: ctx.session.tenantId,
    tenancyName: entry.tenancyName,
    userId: entry.userId,
    userNameOrEmailAddress: entry.userName.slice(0, 256),
    clientIpAddress: ctx.request.ip,
    browserInfo: (ctx.request.headers['user-agent'] ?? '').slice(0, 512) || null,
    result: entry.result,
    isSuccess: entry.result === 'Success',
  });
}

const failed = (details: MessageKey, ...args: string[]) =>
  new UserFriendlyError({ key: 'LoginFailed' }, { key: details, args });

/** Only used for SignalR-style query strings by ABP clients; opaque to the SPA. */
function encrypt(token: string, secretSeed: string) {
  const key = createHash('sha256').update(secretSeed).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function tokenAuthService(options: { loginRateLimit?: number }): ServiceDefinition {
  const limit = options.loginRateLimit ?? 60;
  return {
    name: 'TokenAuth',
    prefix: '/api',
    anonymous: true,
    operations: {
      Authenticate: op({
        method: 'POST',
        routeConfig: limit > 0 ? { rateLimit: { max: limit, timeWindow: 60_000 } } : {},
        input: z.object({
          userNameOrEmailAddress: v.string(256),
          password: v.string(32),
          rememberClient: v.optionalBool(),
        }),
        handler: async (ctx, input) => {
          const tenantId = ctx.session.tenantId;
          let tenancyName: string | null = null;
          if (tenantId !== null) {
            const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId));
            tenancyName = tenant?.tenancyName ?? null;
            if (tenant && !tenant.isActive) {
              await writeLog(ctx, {
                userName: input.userNameOrEmailAddress,
                userId: null,
                tenancyName,
                result: 'TenantIsNotActive',
              });
              throw failed('TenantIsNotActive', tenant.tenancyName);
            }
          }
          const name = normalize(input.userNameOrEmailAddress);
          const [user] = await ctx.db
            .select()
            .from(users)
            .where(
              and(
                inTenant(tenantId),
                eq(users.isDeleted, false),
                or(eq(users.normalizedUserName, name), eq(users.normalizedEmailAddress, name)),
              ),
            )
            .limit(1);
          const log = (result: LoginResult) =>
            writeLog(ctx, {
              userName: input.userNameOrEmailAddress,
              userId: user?.id ?? null,
              tenancyName,
              result,
            });
          if (!user) {
            await log('InvalidUserNameOrEmailAddress');
            throw failed('InvalidUserNameOrPassword');
          }
          const now = new Date();
          if (user.lockoutEnd && user.lockoutEnd > now) {
            await log('LockedOut');
            throw failed('UserLockedOutMessage');
          }
          if (!(await verifyPassword(input.password, user.passwordHash))) {
            const attempts = user.accessFailedCount + 1;
            const lock = attempts >= ctx.deps.lockout.maxFailedAttempts;
            await ctx.db
              .update(users)
              .set(
                lock
                  ? {
                      accessFailedCount: 0,
                      lockoutEnd: new Date(now.getTime() + ctx.deps.lockout.seconds * 1000),
                    }
                  : { accessFailedCount: attempts },
              )
              .where(eq(users.id, user.id));
            await log(lock ? 'LockedOut' : 'InvalidPassword');
            throw lock ? failed('UserLockedOutMessage') : failed('InvalidUserNameOrPassword');
          }
          if (!user.isActive) {
            await log('UserIsNotActive');
            throw failed('UserIsNotActiveAndCanNotLogin', user.userName);
          }
          await ctx.db
            .update(users)
            .set({ accessFailedCount: 0, lockoutEnd: null })
            .where(eq(users.id, user.id));
          await log('Success');
          const accessToken = await ctx.deps.tokens.sign({ userId: user.id, tenantId: user.tenantId });
          return {
            accessToken,
            encryptedAccessToken: encrypt(accessToken, ctx.deps.secret),
            expireInSeconds: TOKEN_LIFETIME_SECONDS,
            userId: user.id,
          };
        },
      }),
      GetExternalAuthenticationProviders: op({ handler: () => [] }),
      ExternalAuthenticate: op({
        input: z.object({
          authProvider: v.optionalString(64),
          providerKey: v.optionalString(256),
          providerAccessCode: v.optionalString(4096),
        }),
        handler: () => {
          throw new UserFriendlyError({ key: 'LoginFailed' }, { key: 'NoExternalAuthenticationProviders' });
        },
      }),
    },
  };
}
