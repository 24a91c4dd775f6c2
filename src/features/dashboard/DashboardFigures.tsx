import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingLines } from '@/components/display/LoadingLines';
import { Notice } from '@/components/display/Notice';
import { PlainCard } from '@/components/display/PlainCard';
import { OrdersPerDayChart } from './OrdersPerDayChart';
import { PaymentsByStatusChart } from './PaymentsByStatusChart';
import { StatCards } from './StatCards';
import { TenantPicker } from './TenantPicker';
import { timeOfDay } from './chartText';
import { useDashboardStatistics } from './useDashboardStatistics';
import './dashboard.css';

/** `?tenantId=4` in the address: the tenant the host looks at (kept on reload and in links). */
function usePickedTenant(enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('tenantId'));
  const value = enabled && Number.isInteger(raw) && raw > 0 ? raw : null;
  const set = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('tenantId');
        else next.set('tenantId', String(id));
        return next;
      },
      { replace: true },
    );
  return [value, set] as const;
}

export interface DashboardFiguresProps {
  /** The host may pick a tenant (or see every tenant together). */
  hostPicker: boolean;
  /** Shown instead, under a notice saying so, when the backend has no dashboard service (a stock ABP answers 404). */
  fallback: ReactNode;
}

/**
 * The live part of the dashboard: the figures of the last 30 days from `Dashboard/GetStatistics`, refreshed every
 * 30 seconds and when the tab gets the focus again, with the time of the last update and a refresh button.
 */
export function DashboardFigures({ hostPicker, fallback }: DashboardFiguresProps) {
  const { t, i18n } = useTranslation('dashboard');
  const [tenantId, setTenantId] = usePickedTenant(hostPicker);
  const query = useDashboardStatistics(tenantId, true);
  const { data } = query;
  if (data === null)
    return (
      <>
        <Notice role="status" title={t('notOffered')} />
        {fallback}
      </>
    );

  const header = (
    <div className="app-dashboard__toolbar">
      {hostPicker ? <TenantPicker value={tenantId} onChange={setTenantId} /> : <span />}
      <div className="app-dashboard__refresh">
        {query.dataUpdatedAt > 0 && (
          <span className="app-text-secondary">
            {t('updatedAt', { time: timeOfDay(query.dataUpdatedAt, i18n.language) })}
          </span>
        )}
        <Button
          icon={<ReloadOutlined spin={query.isFetching} />}
          onClick={() => void query.refetch()}
          aria-label={t('refresh')}
          title={t('refresh')}
        />
      </div>
    </div>
  );

  return (
    <section aria-label={t('title')}>
      {header}
      {query.isError && <Notice title={t('loadFailed')} description={query.error.message} />}
      {!data && query.isPending && <LoadingLines />}
      {data && (
        <>
          <StatCards data={data} />
          {data.orders && (
            <div className="app-dashboard__charts">
              <PlainCard size="small" title={t('charts.ordersPerDay')}>
                <OrdersPerDayChart days={data.orders.ordersPerDay} />
              </PlainCard>
              <PlainCard size="small" title={t('charts.paymentsByStatus')}>
                <PaymentsByStatusChart statuses={data.orders.paymentsByStatus} />
              </PlainCard>
            </div>
          )}
        </>
      )}
    </section>
  );
}
