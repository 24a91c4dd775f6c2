import { api, request } from '../http';
import type { ListResultDto, PagedResultDto } from '../types/abp';
import type { CreateUserDto, RoleDto, UserDto } from '../types/identity';
import type { GetUsersInput, ResetPasswordDto } from '../types/lists';

/** User application service (`/api/services/app/User/*`). */
export const usersApi = {
  getAll: (input: GetUsersInput, signal?: AbortSignal) =>
    request<PagedResultDto<UserDto>>({
      method: 'GET',
      url: '/api/services/app/User/GetAll',
      params: input,
      signal,
    }),
  get: (id: number) => api.get<UserDto>('User/Get', { Id: id }),
  create: (input: CreateUserDto) => api.post<UserDto>('User/Create', input),
  update: (input: UserDto) => api.put<UserDto>('User/Update', input),
  delete: (id: number) => api.delete('User/Delete', { Id: id }),
  activate: (id: number) => api.post<null>('User/Activate', { id }),
  deActivate: (id: number) => api.post<null>('User/DeActivate', { id }),
  /** The roles a user can be given; `normalizedName` is what `roleNames` holds. */
  getRoles: () => api.get<ListResultDto<RoleDto>>('User/GetRoles'),
  resetPassword: (input: ResetPasswordDto) => api.post<boolean>('User/ResetPassword', input),
};
