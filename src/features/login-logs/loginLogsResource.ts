import { loginLogSorting } from '@/api/schemas/listFields';
import { logsApi } from '@/api/services/logs';
import { crudResource } from '@/components/resource/resource';

/** Sign-in attempts (Log/GetLoginLogs): read only, no keyword search. */
export const loginLogsResource = crudResource('loginLogs', logsApi, {
  readOnly: true,
  keywordParam: null,
  sorting: loginLogSorting,
  getTitle: (log) => `${log.userNameOrEmailAddress} ${log.creationTime}`,
});
