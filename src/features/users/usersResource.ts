import { Permissions } from '@/api/permissions';
import { userSorting } from '@/api/schemas/listFields';
import { usersApi } from '@/api/services/users';
import { crudResource } from '@/components/resource/resource';

export const usersResource = crudResource('users', usersApi, {
  permission: Permissions.Users,
  sorting: userSorting,
  getTitle: (u) => u.userName,
});
