import { Permissions } from '@/api/permissions';
import { usersApi } from '@/api/services/users';
import type { CreateUserDto, UserDto } from '@/api/types/identity';
import { defineResource } from '@/components/resource/resource';

export const usersResource = defineResource<UserDto, CreateUserDto, UserDto>({
  name: 'users',
  list: usersApi.getAll,
  create: usersApi.create,
  update: usersApi.update,
  remove: (id) => usersApi.delete(Number(id)),
  getTitle: (u) => u.userName,
  permissions: {
    create: Permissions.UsersCreate,
    edit: Permissions.UsersEdit,
    delete: Permissions.UsersDelete,
  },
});

export interface UserFormValues extends Record<string, unknown> {
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
  isActive: boolean;
  roleNames: string[];
  password?: string;
}
