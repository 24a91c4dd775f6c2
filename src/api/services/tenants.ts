import { api, request } from '../http';
import type { PagedResultDto } from '../types/abp';
import type { CreateTenantDto, TenantDto } from '../types/identity';
import type { GetTenantsInput } from '../types/lists';

/** Tenant application service (`/api/services/app/Tenant/*`), host only. */
export const tenantsApi = {
  getAll: (input: GetTenantsInput, signal?: AbortSignal) =>
    request<PagedResultDto<TenantDto>>({
      method: 'GET',
      url: '/api/services/app/Tenant/GetAll',
      params: input,
      signal,
    }),
  get: (id: number) => api.get<TenantDto>('Tenant/Get', { Id: id }),
  create: (input: CreateTenantDto) => api.post<TenantDto>('Tenant/Create', input),
  update: (input: TenantDto) => api.put<TenantDto>('Tenant/Update', input),
  delete: (id: number) => api.delete('Tenant/Delete', { Id: id }),
};
