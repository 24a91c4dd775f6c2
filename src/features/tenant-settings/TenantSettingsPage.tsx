import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Switch } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AbpApiError } from '@/api/errors';
import type { TenantSettingsDto } from '@/api/schemas/tenantSettings';
import { tenantSettingsApi } from '@/api/services/tenantSettings';
import { LoadingLines } from '@/components/display/LoadingLines';
import { Notice } from '@/components/display/Notice';
import { PlainCard } from '@/components/display/PlainCard';
import { useFeedback } from '@/components/feedback/useFeedback';
import { useTenantScope } from '@/components/resource/useTenantScope';
import './tenantSettings.css';

const KEYS = ['isSelfRegistrationEnabled', 'allowPaymentAfterStay'] as const;

/**
 * /tenant-settings: a tenant administrator's switches for their tenant (TenantSettings/GetAllSettings and
 * UpdateAllSettings): self-registration, and online payment after the stay has ended. A server without the
 * service (stock ABP answers 404) gets a notice instead of the form.
 */
export default function TenantSettingsPage() {
  const { t } = useTranslation('tenants');
  const { tenantId } = useTenantScope();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const id = useId();
  const queryKey = ['tenant-settings', tenantId];
  const query = useQuery({ queryKey, queryFn: ({ signal }) => tenantSettingsApi.getAll(signal) });
  const [edited, setEdited] = useState<Partial<TenantSettingsDto>>({});
  const save = useMutation({
    mutationFn: tenantSettingsApi.update,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      setEdited({});
      void message.success(t('settings.saved'));
    },
  });
  if (query.isPending) return <LoadingLines rows={4} />;
  if (query.isError)
    return (
      <Notice
        title={
          query.error instanceof AbpApiError && query.error.status === 404
            ? t('settings.notOffered')
            : query.error.message
        }
      />
    );
  const values = { ...query.data, ...edited };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(values);
  };
  return (
    <PlainCard title={t('settings.title')}>
      {save.isError && <Notice title={save.error.message} />}
      <form className="app-form app-tenant-settings" noValidate onSubmit={submit}>
        {KEYS.map((key) => (
          <div key={key} className="app-tenant-settings__row">
            <Switch
              id={`${id}-${key}`}
              checked={values[key]}
              aria-describedby={`${id}-${key}-hint`}
              onChange={(checked) => setEdited((e) => ({ ...e, [key]: checked }))}
            />
            <div>
              <label htmlFor={`${id}-${key}`} className="app-tenant-settings__label">
                {t(`settings.${key}`)}
              </label>
              <p id={`${id}-${key}-hint`} className="app-tenant-settings__hint">
                {t(`settings.${key}Hint`)}
              </p>
            </div>
          </div>
        ))}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </form>
    </PlainCard>
  );
}
