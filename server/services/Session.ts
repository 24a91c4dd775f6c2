import { eq } from 'drizzle-orm';
import { permissionsForSide } from '../../src/api/permissions.js';
import type {
  CurrentUserInformations,
  GetCurrentLoginInformationsOutput,
} from '../../src/api/types/identity.js';
import { currentUserInformations, getCurrentLoginInformationsOutput } from '../../src/api/schemas/session.js';
import type { Db } from '../db/client.js';
import { tenants } from '../db/schema.js';
import { op, type ServiceDefinition } from '../abp/service.js';
import type { UserRow } from '../abp/session.js';

const releaseDate = new Date().toISOString();

const userInfo = (u: UserRow) => ({
  id: u.id,
  name: u.name,
  surname: u.surname,
  userName: u.userName,
  emailAddress: u.emailAddress,
});

async function tenantInfo(db: Db, tenantId: number | null) {
  if (tenantId === null) return null;
  const [t] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  return t ? { id: t.id, tenancyName: t.tenancyName, name: t.name } : null;
}

export const sessionService: ServiceDefinition = {
  name: 'Session',
  operations: {
    GetCurrentLoginInformations: op({
      anonymous: true,
      output: getCurrentLoginInformationsOutput,
      handler: async (ctx): Promise<GetCurrentLoginInformationsOutput> => ({
        application: { version: ctx.deps.version, releaseDate, features: {} },
        user: ctx.session.user ? userInfo(ctx.session.user) : null,
        tenant: await tenantInfo(ctx.db, ctx.session.tenantId),
      }),
    }),
    GetCurrentUserInformations: op({
      output: currentUserInformations,
      handler: async (ctx): Promise<CurrentUserInformations> => {
        const user = ctx.user();
        return {
          user: { ...userInfo(user), language: user.language, agentCode: user.agentCode ?? null },
          tenant: await tenantInfo(ctx.db, user.tenantId),
          auth: {
            grantedPermissions: [...(await ctx.permissions())],
            allPermissions: permissionsForSide(user.tenantId === null).map((p) => p.name),
          },
        };
      },
    }),
  },
};
