import { useTranslation } from 'react-i18next';
import { DetailDrawer } from '@/components/display/DetailDrawer';
import { booleanFilter, dateRangeFilter, selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useResourceDetail } from '@/components/resource/useResourceDetail';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { loginLogsResource } from './loginLogsResource';
import { useLoginLogColumns } from './useLoginLogColumns';
import { useTenantOptions } from './useTenantOptions';

/** /login-logs: sign-in attempts filtered by tenant (host), result and date, sorted, exported; /login-logs/5 shows one. */
export default function LoginLogsPage() {
  const { t } = useTranslation('loginLogs');
  const { isHost } = useTenantScope();
  const tenants = useTenantOptions(isHost);
  const detail = useResourceDetail(loginLogsResource);
  const columns = useLoginLogColumns(isHost, detail.show);
  const table = useResourceTable({
    resource: loginLogsResource,
    columns,
    defaultSort: { field: 'creationTime', order: 'desc' },
    filters: [
      ...(tenants.enabled
        ? [selectFilter({ name: 'tenantId', label: t('fields.tenant'), integer: true, ...tenants.select })]
        : []),
      booleanFilter({
        name: 'isSuccess',
        label: t('fields.result'),
        trueLabel: t('filters.succeeded'),
        falseLabel: t('filters.failed'),
      }),
      dateRangeFilter({ name: 'creationDate', label: t('fields.date') }),
    ],
  });
  return (
    <>
      <ResourceList table={table} caption={t('title')} />
      <DetailDrawer detail={detail} title={t('detail.title')} columns={columns} />
    </>
  );
}
