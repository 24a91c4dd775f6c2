import { abpCrud } from '../abpCrud';

/** Log application service (`/api/services/app/Log/*`): sign-in attempts, read only. */
export const logsApi = abpCrud('Log', { getAll: 'GetLoginLogs', getThroughList: true });
