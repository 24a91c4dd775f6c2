import { abpCrud } from '../abpCrud';
import { api } from '../http';
import type { ListResultDto } from '../types/abp';
import type { GetRoleForEditOutput, PermissionDto, RoleDto, RoleListDto } from '../types/identity';

/** ABP's static role names (`StaticRoleNames.Host.Admin`, `StaticRoleNames.Tenants.Admin`). */
export const ABP_STATIC_ROLE_NAMES: readonly string[] = ['Admin'];

/**
 * ABP's RoleDto has no `isStatic` (only RoleListDto and RoleEditDto do): without it, a role is static when it
 * carries one of ABP's static role names, so the Admin role is never offered for deletion or renaming.
 */
export function withStaticFlag(role: Omit<RoleDto, 'isStatic'> & { isStatic?: boolean | null }): RoleDto {
  return {
    ...role,
    isStatic: typeof role.isStatic === 'boolean' ? role.isStatic : ABP_STATIC_ROLE_NAMES.includes(role.name),
  };
}

const crud = abpCrud('Role');

/** Role application service (`/api/services/app/Role/*`): the standard five and the permission look-ups. */
export const rolesApi = {
  ...crud,
  getAll: async (...args: Parameters<typeof crud.getAll>) => {
    const page = await crud.getAll(...args);
    return { ...page, items: page.items.map(withStaticFlag) };
  },
  get: (...args: Parameters<typeof crud.get>) => crud.get(...args).then(withStaticFlag),
  /** Roles holding `permission` (all roles without it); not paged. */
  getRoles: (permission: string | undefined, signal?: AbortSignal) =>
    api.get<ListResultDto<RoleListDto>>('Role/GetRoles', { Permission: permission }, { signal }),
  getAllPermissions: () => api.get<ListResultDto<PermissionDto>>('Role/GetAllPermissions'),
  getRoleForEdit: (id: number) => api.get<GetRoleForEditOutput>('Role/GetRoleForEdit', { Id: id }),
};
