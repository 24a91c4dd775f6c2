import { logsApi } from '@/api/services/logs';
import type { LoginLogDto } from '@/api/types/identity';
import { defineResource } from '@/components/resource/resource';

/** Sign-in attempts (Log/GetLoginLogs): read only, no keyword search. */
export const loginLogsResource = defineResource<LoginLogDto>({
  name: 'loginLogs',
  list: logsApi.getLoginLogs,
  keywordParam: null,
  getTitle: (log) => `${log.userNameOrEmailAddress} ${log.creationTime}`,
});

export const loginResults = [
  'Success',
  'InvalidUserNameOrEmailAddress',
  'InvalidPassword',
  'UserIsNotActive',
  'LockedOut',
  'TenantIsNotActive',
] as const;
