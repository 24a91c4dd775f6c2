import { api } from '../http';
import type { CurrentUserInformations, GetCurrentLoginInformationsOutput } from '../types/identity';

export const sessionApi = {
  getCurrentLoginInformations: () =>
    api.get<GetCurrentLoginInformationsOutput>('Session/GetCurrentLoginInformations'),
  getCurrentUserInformations: () => api.get<CurrentUserInformations>('Session/GetCurrentUserInformations'),
};
