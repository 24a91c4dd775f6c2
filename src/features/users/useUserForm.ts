import type { CreateOf } from '@/api/abpCrud';
import type { UserDto } from '@/api/types/identity';
import { useResourceForm } from '@/components/form/useResourceForm';
import { usersResource } from './usersResource';

export type UserFormValues = Omit<CreateOf<'User'>, 'password'> & { password?: string };

export function useUserForm() {
  return useResourceForm<UserDto, UserFormValues>({
    resource: usersResource,
    defaults: { isActive: true, roleNames: [] },
    nameOf: (values) => values.userName,
  });
}
