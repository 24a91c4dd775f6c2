import { request } from '../http';
import type { AuthenticateModel, AuthenticateResultModel } from '../types/identity';

/** Sign-in; outside the `/api/services/app` prefix, as in ABP. */
export const tokenAuthApi = {
  authenticate: (input: AuthenticateModel) =>
    request<AuthenticateResultModel>({ method: 'POST', url: '/api/TokenAuth/Authenticate', data: input }),
  /** Revokes the current token on servers that offer it (the reference server); a stock ABP answers 404. */
  logOut: (token: string) =>
    request<null>({
      method: 'POST',
      url: '/api/TokenAuth/LogOut',
      headers: { Authorization: `Bearer ${token}` },
    }),
};
