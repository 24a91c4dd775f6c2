import { Permissions } from '../../src/api/permissions.js';
import { v } from '../../src/api/schemas/common.js';
import type { loginLogSorting } from '../../src/api/schemas/loginLog.js';
import { getLoginLogsInput, loginLogDto } from '../../src/api/schemas/loginLog.js';
import type { LoginLogDto } from '../../src/api/types/identity.js';
import { loginLogs } from '../db/schema.js';
import { crudService, filter, folded, type SortWhitelist } from '../abp/crud/index.js';
import type { ServiceDefinition } from '../abp/service.js';

/**
 * Sign-in attempts, newest first. A tenant sees its own; the host sees every tenant's, or one tenant's with
 * TenantId (0 = the host's own). Keyword searches the user name and the client IP; Id reads one (no Get).
 */
const crud = crudService({
  name: 'Log',
  entity: 'LoginLog',
  table: loginLogs,
  permission: Permissions.LoginLogs,
  scope: 'hostSeesAll',
  toDto: (row: typeof loginLogs.$inferSelect): LoginLogDto => ({
    ...row,
    creationTime: row.creationTime.toISOString(),
  }),
  dto: loginLogDto,
  getAll: {
    input: getLoginLogsInput,
    sorting: {
      creationTime: loginLogs.creationTime,
      userNameOrEmailAddress: folded(loginLogs.userNameOrEmailAddress),
      clientIpAddress: loginLogs.clientIpAddress,
      tenancyName: folded(loginLogs.tenancyName),
      isSuccess: loginLogs.isSuccess,
    } satisfies SortWhitelist<typeof loginLogSorting>,
    defaultSorting: 'creationTime desc',
    keyword: [loginLogs.userNameOrEmailAddress, loginLogs.clientIpAddress],
    filters: [
      filter.exact('id', loginLogs.id, v.optionalInt(1)),
      filter.bool('isSuccess', loginLogs.isSuccess),
      filter.dateRange('creationDate', loginLogs.creationTime),
    ],
  },
});

export const logService: ServiceDefinition = {
  ...crud,
  // A host working in a tenant sees that tenant's sign-ins, as on every tenant-scoped screen (issue 26, 8c).
  hostMayEnterTenant: true,
  operations: { GetLoginLogs: crud.operations.GetAll! },
};
