import { api } from '../http';
import type { IsTenantAvailableOutput } from '../types/identity';

export const accountApi = {
  isTenantAvailable: (tenancyName: string) =>
    api.post<IsTenantAvailableOutput>('Account/IsTenantAvailable', { tenancyName }),
};
