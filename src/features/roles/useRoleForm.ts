import type { CreateOf } from '@/api/abpCrud';
import { rolesApi } from '@/api/services/roles';
import type { RoleDto } from '@/api/types/identity';
import { useResourceForm } from '@/components/form/useResourceForm';
import { rolesResource } from './rolesResource';

export function useRoleForm() {
  return useResourceForm<RoleDto, CreateOf<'Role'>>({
    resource: rolesResource,
    defaults: { grantedPermissions: [] },
    load: async (role) => {
      const { role: r, grantedPermissionNames } = await rolesApi.getRoleForEdit(role.id);
      return { ...r, grantedPermissions: grantedPermissionNames };
    },
    nameOf: (values) => values.displayName,
    // Users show role names; a renamed role makes them stale.
    invalidates: ['users'],
  });
}
