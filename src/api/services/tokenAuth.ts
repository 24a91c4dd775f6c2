import { request } from '../http';
import type { AuthenticateModel, AuthenticateResultModel } from '../types/identity';

/** Sign-in; outside the `/api/services/app` prefix, as in ABP. */
export const tokenAuthApi = {
  authenticate: (input: AuthenticateModel) =>
    request<AuthenticateResultModel>({ method: 'POST', url: '/api/TokenAuth/Authenticate', data: input }),
};
