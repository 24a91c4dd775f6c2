import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantsApi } from '@/api/services/tenants';

const ALL = 'all';

/** The host's choice of tenant: every tenant together (null) or one of them. */
export function TenantPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const query = useQuery({
    queryKey: ['tenants', 'options'],
    queryFn: () => tenantsApi.getAll({ MaxResultCount: 1000, Sorting: 'name asc' }),
    staleTime: 5 * 60_000,
  });
  const options = [
    { value: ALL, label: t('tenantPicker.all') },
    ...(query.data?.items ?? []).map((tenant) => ({
      value: String(tenant.id),
      label: `${tenant.name} (${tenant.tenancyName})`,
    })),
  ];
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <label htmlFor={id}>{t('tenantPicker.label')}</label>
      <Select
        id={id}
        value={value === null ? ALL : String(value)}
        options={options}
        loading={query.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 220, maxWidth: '100%' }}
        popupMatchSelectWidth={false}
        onChange={(next: string) => onChange(next === ALL ? null : Number(next))}
      />
    </span>
  );
}
