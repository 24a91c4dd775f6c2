import { abpCrud } from '../abpCrud';
import { api } from '../http';
import type { ListResultDto } from '../types/abp';
import type { RoleDto } from '../types/identity';
import type { ResetPasswordDto } from '../types/lists';

/** User application service (`/api/services/app/User/*`): the standard five and the user operations. */
export const usersApi = {
  ...abpCrud('User'),
  activate: (id: number) => api.post<null>('User/Activate', { id }),
  deActivate: (id: number) => api.post<null>('User/DeActivate', { id }),
  /** The roles a user can be given; `normalizedName` is what `roleNames` holds. */
  getRoles: () => api.get<ListResultDto<RoleDto>>('User/GetRoles'),
  resetPassword: (input: ResetPasswordDto) => api.post<boolean>('User/ResetPassword', input),
};
