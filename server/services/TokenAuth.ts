import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { loginLogs, tenants, users } from '../db/schema.js';
import { UserFriendlyError } from '../abp/errors.js';
import {
  authenticateModel,
  authenticateResultModel,
  externalAuthenticateModel,
  externalLoginProviderInfo,
} from '../../src/api/schemas/tokenAuth.js';
import { TOKEN_LIFETIME_SECONDS } from '../abp/jwt.js';
import { accountKey, reserveAttempt } from '../abp/lockout.js';
import { dummyPasswordHash, verifyPassword } from '../abp/password.js';
import { revokeToken } from '../abp/securityStamp.js';
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
        input: authenticateModel,
        output: authenticateResultModel,
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
          // Known and unknown names take the same path: the same counters, the same answers, the same work.
          const attempt = await reserveAttempt(
            ctx.db,
            ctx.deps.lockout,
            accountKey(user ?? null, tenantId, name),
            ctx.request.ip,
          );
          if (attempt.locked) {
            await log('LockedOut');
            throw failed('UserLockedOutMessage');
          }
          const valid = await verifyPassword(
            input.password,
            user?.passwordHash ?? (await dummyPasswordHash()),
          );
          if (!user || !valid) {
            const { lockedNow } = await attempt.settle(false);
            await log(lockedNow ? 'LockedOut' : user ? 'InvalidPassword' : 'InvalidUserNameOrEmailAddress');
            throw lockedNow ? failed('UserLockedOutMessage') : failed('InvalidUserNameOrPassword');
          }
          await attempt.settle(true);
          if (!user.isActive) {
            await log('UserIsNotActive');
            if (user.awaitingActivation) throw failed('AccountAwaitingActivation', user.userName);
            throw failed('UserIsNotActiveAndCanNotLogin', user.userName);
          }
          await log('Success');
          const accessToken = await ctx.deps.tokens.sign({
            userId: user.id,
            tenantId: user.tenantId,
            securityStamp: user.securityStamp,
          });
          return {
            accessToken,
            encryptedAccessToken: encrypt(accessToken, ctx.deps.secret),
            expireInSeconds: TOKEN_LIFETIME_SECONDS,
            userId: user.id,
          };
        },
      }),
      /** Signs out: the token that calls it is revoked at once (other sessions of the user stay). */
      LogOut: op({
        method: 'POST',
        anonymous: false,
        handler: async (ctx) => {
          if (ctx.session.token) await revokeToken(ctx.db, ctx.session.token);
        },
      }),
      GetExternalAuthenticationProviders: op({
        output: z.array(externalLoginProviderInfo),
        handler: () => [],
      }),
      ExternalAuthenticate: op({
        input: externalAuthenticateModel,
        handler: () => {
          throw new UserFriendlyError({ key: 'LoginFailed' }, { key: 'NoExternalAuthenticationProviders' });
        },
      }),
    },
  };
}
