import { Permissions } from '@/api/permissions';
import { roleSorting } from '@/api/schemas/listFields';
import { rolesApi } from '@/api/services/roles';
import type { GetRolesPagedInput, QueryParams } from '@/api/types/lists';
import { crudResource } from '@/components/resource/resource';

/**
 * Roles. Role/GetAll has no permission filter, so with `Permission` set the list asks Role/GetRoles?Permission=
 * which roles grant it and keeps those of the (keyword-filtered, sorted) GetAll rows, paging them here.
 * A tenant has a handful of roles, so one 1000-row page covers them.
 */
async function listRoles(params: QueryParams, signal?: AbortSignal) {
  const { Permission: permission, SkipCount, MaxResultCount, ...rest } = params;
  if (!permission) return rolesApi.getAll(params as GetRolesPagedInput, signal);
  const [matching, all] = await Promise.all([
    rolesApi.getRoles(String(permission), signal),
    rolesApi.getAll({ ...(rest as GetRolesPagedInput), SkipCount: 0, MaxResultCount: 1000 }, signal),
  ]);
  const ids = new Set(matching.items.map((r) => r.id));
  const rows = all.items.filter((r) => ids.has(r.id));
  const skip = Number(SkipCount ?? 0);
  return { totalCount: rows.length, items: rows.slice(skip, skip + Number(MaxResultCount ?? 10)) };
}

export const rolesResource = crudResource('roles', rolesApi, {
  list: listRoles,
  permission: Permissions.Roles,
  sorting: roleSorting,
  getTitle: (r) => r.displayName || r.name,
});
