import { and, count, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { Permissions } from '../../src/api/permissions.js';
import type { LoginLogDto } from '../../src/api/types/identity.js';
import { loginLogs } from '../db/schema.js';
import { pagedInput, v } from '../abp/input.js';
import { orderBy } from '../abp/paging.js';
import { op, type ServiceDefinition } from '../abp/service.js';

const toDto = (row: typeof loginLogs.$inferSelect): LoginLogDto => ({
  ...row,
  creationTime: row.creationTime.toISOString(),
});

export const logService: ServiceDefinition = {
  name: 'Log',
  permission: Permissions.LoginLogs,
  operations: {
    /** Sign-in attempts, newest first. A tenant sees only its own; the host may filter by TenantId. */
    GetLoginLogs: op({
      input: z.object({
        ...pagedInput,
        tenantId: v.optionalInt(0),
        isSuccess: v.optionalBool(),
        startCreationDate: v.optionalDate(),
        endCreationDate: v.optionalDate(),
      }),
      handler: async (ctx, input) => {
        const own = ctx.session.tenantId;
        const where: (SQL | undefined)[] = [
          own !== null
            ? eq(loginLogs.tenantId, own)
            : input.tenantId === undefined
              ? undefined
              : input.tenantId === 0
                ? isNull(loginLogs.tenantId)
                : eq(loginLogs.tenantId, input.tenantId),
          input.isSuccess === undefined ? undefined : eq(loginLogs.isSuccess, input.isSuccess),
          input.startCreationDate ? gte(loginLogs.creationTime, input.startCreationDate) : undefined,
          input.endCreationDate ? lte(loginLogs.creationTime, input.endCreationDate) : undefined,
        ];
        const filter = and(...where);
        const [total] = await ctx.db.select({ n: count() }).from(loginLogs).where(filter);
        const rows = await ctx.db
          .select()
          .from(loginLogs)
          .where(filter)
          .orderBy(
            ...orderBy(
              input.sorting,
              {
                creationTime: loginLogs.creationTime,
                userNameOrEmailAddress: loginLogs.userNameOrEmailAddress,
                clientIpAddress: loginLogs.clientIpAddress,
                tenancyName: loginLogs.tenancyName,
                isSuccess: loginLogs.isSuccess,
              },
              [desc(loginLogs.creationTime), desc(loginLogs.id)],
            ),
          )
          .offset(input.skipCount)
          .limit(input.maxResultCount);
        return { totalCount: total?.n ?? 0, items: rows.map(toDto) };
      },
    }),
  },
};
