import { api, request } from '../http';
import type { ListResultDto, PagedResultDto } from '../types/abp';
import type {
  CreateRoleDto,
  GetRoleForEditOutput,
  PermissionDto,
  RoleDto,
  RoleListDto,
} from '../types/identity';
import type { GetRolesPagedInput } from '../types/lists';

/** Role application service (`/api/services/app/Role/*`). */
export const rolesApi = {
  getAll: (input: GetRolesPagedInput, signal?: AbortSignal) =>
    request<PagedResultDto<RoleDto>>({
      method: 'GET',
      url: '/api/services/app/Role/GetAll',
      params: input,
      signal,
    }),
  /** Roles holding `permission` (all roles without it); not paged. */
  getRoles: (permission: string | undefined, signal?: AbortSignal) =>
    request<ListResultDto<RoleListDto>>({
      method: 'GET',
      url: '/api/services/app/Role/GetRoles',
      params: { Permission: permission },
      signal,
    }),
  get: (id: number) => api.get<RoleDto>('Role/Get', { Id: id }),
  create: (input: CreateRoleDto) => api.post<RoleDto>('Role/Create', input),
  update: (input: RoleDto) => api.put<RoleDto>('Role/Update', input),
  delete: (id: number) => api.delete('Role/Delete', { Id: id }),
  getAllPermissions: () => api.get<ListResultDto<PermissionDto>>('Role/GetAllPermissions'),
  getRoleForEdit: (id: number) => api.get<GetRoleForEditOutput>('Role/GetRoleForEdit', { Id: id }),
};
