import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profileApi } from '@/api/services/profile';
import { MaxLength, MIN_PASSWORD_LENGTH } from '@/api/schemas/rules';
import { isBlank } from '@/api/validation';
import { Notice } from '@/components/display/Notice';
import { PlainCard } from '@/components/display/PlainCard';
import { useFeedback } from '@/components/feedback/useFeedback';
import { PasswordInput, PlainField } from '@/components/form/PlainField';
import { usePlainForm, type FieldCheck } from '@/components/form/usePlainForm';
import { placeServerErrors } from './serverErrors';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const MAX_PASSWORD_LENGTH = MaxLength.password;

/**
 * Change password (User/ChangePassword): current, new and confirmed new password; server errors on the fields.
 * `embedded` renders the form without its card (in the user menu's dialog); `onChanged` follows a success.
 */
export function ChangePasswordCard({
  embedded = false,
  onChanged,
}: {
  embedded?: boolean;
  onChanged?: () => void;
}) {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = useFeedback();
  const checks = useMemo((): Partial<Record<Field, FieldCheck<Field>[]>> => {
    const required: FieldCheck<Field> = (v) => (isBlank(v) ? t('common:validation.required') : undefined);
    const atMost: FieldCheck<Field> = (v) =>
      v.length > MAX_PASSWORD_LENGTH
        ? t('common:validation.maxLength', { max: MAX_PASSWORD_LENGTH })
        : undefined;
    const atLeast: FieldCheck<Field> = (v) =>
      v.length < MIN_PASSWORD_LENGTH
        ? t('common:validation.minLength', { min: MIN_PASSWORD_LENGTH })
        : undefined;
    const matches: FieldCheck<Field> = (v, all) =>
      v && v !== all.newPassword ? t('profile:password.mismatch') : undefined;
    return {
      currentPassword: [required, atMost],
      newPassword: [required, atLeast, atMost],
      confirmPassword: [required, matches],
    };
  }, [t]);
  const form = usePlainForm<Field>({
    initial: EMPTY,
    checks,
    dependents: { newPassword: ['confirmPassword'] },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (values: Record<Field, string>) =>
      profileApi.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onMutate: () => setFailure(null),
    onSuccess: () => {
      form.reset();
      void message.success(t('profile:password.success'));
      onChanged?.();
    },
    onError: (error) => {
      const placed = placeServerErrors(error, FIELDS, 'currentPassword');
      form.showErrors(placed.fields);
      setFailure(placed.message);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!change.isPending && form.validate()) change.mutate(form.values);
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <PlainField id={form.id(name)} label={label} hint={hint} error={form.errors[name]}>
      {(a11y) => <PasswordInput {...form.control(name)} {...a11y} autoComplete={autoComplete} />}
    </PlainField>
  );
  const body = (
    <>
      {failure && <Notice title={failure} />}
      <form className="app-form" noValidate onSubmit={submit}>
        {field('currentPassword', t('profile:password.current'), 'current-password')}
        {field(
          'newPassword',
          t('profile:password.new'),
          'new-password',
          t('profile:password.hint', { min: MIN_PASSWORD_LENGTH }),
        )}
        {field('confirmPassword', t('profile:password.confirm'), 'new-password')}
        <Button type="primary" htmlType="submit" loading={change.isPending} disabled={change.isPending}>
          {t('profile:password.submit')}
        </Button>
      </form>
    </>
  );
  return embedded ? body : <PlainCard title={t('profile:password.title')}>{body}</PlainCard>;
}
