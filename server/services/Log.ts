import { and, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { Permissions } from '../../src/api/permissions.js';
import type { PagedResultDto } from '../../src/api/types/abp.js';
import type { LoginLogDto } from '../../src/api/types/identity.js';
import { loginLogs } from '../db/schema.js';
import { keywordFilter, readPage } from '../abp/crud.js';
import { pagedInput, v } from '../abp/input.js';
import { orderBy } from '../abp/paging.js';
import { op, type ServiceDefinition } from '../abp/service.js';

const toDto = (row: typeof loginLogs.$inferSelect): LoginLogDto => ({
  ...row,
  creationTime: row.creationTime.toISOString(),
});

const sortable = {
  creationTime: loginLogs.creationTime,
  userNameOrEmailAddress: loginLogs.userNameOrEmailAddress,
  clientIpAddress: loginLogs.clientIpAddress,
  tenancyName: loginLogs.tenancyName,
  isSuccess: loginLogs.isSuccess,
};

/** The tenant filter: a tenant always sees only its own rows; the host sees all, or one tenant (0 = the host). */
function tenantFilter(own: number | null, requested: number | undefined): SQL | undefined {
  if (own !== null) return eq(loginLogs.tenantId, own);
  if (requested === undefined) return undefined;
  return requested === 0 ? isNull(loginLogs.tenantId) : eq(loginLogs.tenantId, requested);
}

export const logService: ServiceDefinition = {
  name: 'Log',
  permission: Permissions.LoginLogs,
  operations: {
    /** Sign-in attempts, newest first; Keyword searches the user name and the client IP. */
    GetLoginLogs: op({
      input: z.object({
        ...pagedInput,
        keyword: v.optionalString(256),
        tenantId: v.optionalInt(0),
        isSuccess: v.optionalBool(),
        startCreationDate: v.optionalDate(),
        endCreationDate: v.optionalDate(),
      }),
      handler: async (ctx, input): Promise<PagedResultDto<LoginLogDto>> => {
        const where = and(
          tenantFilter(ctx.session.tenantId, input.tenantId),
          keywordFilter(input.keyword, [loginLogs.userNameOrEmailAddress, loginLogs.clientIpAddress]),
          input.isSuccess === undefined ? undefined : eq(loginLogs.isSuccess, input.isSuccess),
          input.startCreationDate ? gte(loginLogs.creationTime, input.startCreationDate) : undefined,
          input.endCreationDate ? lte(loginLogs.creationTime, input.endCreationDate) : undefined,
        );
        const order = [
          ...orderBy(input.sorting, sortable, [desc(loginLogs.creationTime)]),
          desc(loginLogs.id),
        ];
        const page = await readPage(ctx.db, loginLogs, where, order, input);
        return { totalCount: page.totalCount, items: page.rows.map(toDto) };
      },
    }),
  },
};
