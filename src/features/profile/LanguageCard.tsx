import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profileApi } from '@/api/services/profile';
import { Notice } from '@/components/display/Notice';
import { PlainCard } from '@/components/display/PlainCard';
import { useFeedback } from '@/components/feedback/useFeedback';
import { PlainField } from '@/components/form/PlainField';
import { LanguageOptions, useOfferedLanguages } from '@/i18n/NativeSelects';
import { placeServerErrors } from './serverErrors';

const FIELDS = ['languageName'] as const;

/**
 * Change language (User/ChangeLanguage): saved for the user on the server, then applied to the interface. The
 * browser's own select (keyboard, screen readers and phones handle it natively), showing the interface language
 * until the user picks another. `embedded` renders the form without its card (in the user menu's dialog).
 */
export function LanguageCard({ embedded = false }: { embedded?: boolean }) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const { message } = useFeedback();
  const { current } = useOfferedLanguages();
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const save = useMutation({
    mutationFn: async (languageName: string) => {
      await profileApi.changeLanguage(languageName);
      await i18n.changeLanguage(languageName);
    },
    onMutate: () => {
      setFailure(null);
      setError(undefined);
    },
    onSuccess: () => {
      setPicked(null);
      void message.success(t('profile:language.success'));
    },
    onError: (failed) => {
      const placed = placeServerErrors(failed, FIELDS, 'languageName');
      setError(placed.fields.languageName);
      setFailure(placed.message);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(picked ?? current);
  };

  const body = (
    <>
      {failure && <Notice title={failure} />}
      <form className="app-form" noValidate onSubmit={submit}>
        <PlainField
          id={id}
          label={t('profile:language.label')}
          hint={t('profile:language.hint')}
          error={error}
        >
          {(a11y) => (
            <select
              {...a11y}
              className="app-native-select"
              name="languageName"
              value={picked ?? current}
              onChange={(event) => {
                setPicked(event.target.value);
                setError(undefined);
              }}
            >
              <LanguageOptions />
            </select>
          )}
        </PlainField>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
          {t('profile:language.submit')}
        </Button>
      </form>
    </>
  );
  return embedded ? body : <PlainCard title={t('profile:language.title')}>{body}</PlainCard>;
}
