import { useTranslation } from 'react-i18next';
import { usersApi } from '@/api/services/users';
import type { UserDto } from '@/api/types/identity';
import { useResourceForm } from '@/components/form/useResourceForm';
import { usersResource } from './usersResource';

export interface ResetValues extends Record<string, unknown> {
  adminPassword: string;
  newPassword: string;
}

export function useResetPasswordForm() {
  const { t } = useTranslation('users');
  return useResourceForm<UserDto, ResetValues>({
    resource: usersResource,
    draftKey: 'users.resetPassword',
    // The user's own address belongs to the user form.
    routed: false,
    toValues: () => ({}),
    submit: (values, { record }) => usersApi.resetPassword({ ...values, userId: record!.id }),
    successMessage: (name) => t('resetPassword.done', { name }),
  });
}
