import { request } from '../http';
import type { PagedResultDto } from '../types/abp';
import type { LoginLogDto } from '../types/identity';
import type { GetLoginLogsInput } from '../types/lists';

/** Log application service (`/api/services/app/Log/*`). */
export const logsApi = {
  getLoginLogs: (input: GetLoginLogsInput, signal?: AbortSignal) =>
    request<PagedResultDto<LoginLogDto>>({
      method: 'GET',
      url: '/api/services/app/Log/GetLoginLogs',
      params: input,
      signal,
    }),
};
