import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OrdersPerDayChart } from './OrdersPerDayChart';
import { PaymentsByStatusChart } from './PaymentsByStatusChart';
import { StatCards } from './StatCards';
import { TenantPicker } from './TenantPicker';
import { timeOfDay } from './chartText';
import { useDashboardStatistics } from './useDashboardStatistics';

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
  /** Shown instead when the backend has no dashboard service (a stock ABP answers 404). */
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
  if (data === null) return fallback;

  const header = (
    <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
      {hostPicker ? <TenantPicker value={tenantId} onChange={setTenantId} /> : <span />}
      <Flex gap={8} align="center">
        {query.dataUpdatedAt > 0 && (
          <Typography.Text type="secondary">
            {t('updatedAt', { time: timeOfDay(query.dataUpdatedAt, i18n.language) })}
          </Typography.Text>
        )}
        <Button
          icon={<ReloadOutlined spin={query.isFetching} />}
          onClick={() => void query.refetch()}
          aria-label={t('refresh')}
          title={t('refresh')}
        />
      </Flex>
    </Flex>
  );

  return (
    <section aria-label={t('title')}>
      {header}
      {query.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('loadFailed')}
          description={query.error.message}
        />
      )}
      {!data && query.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && (
        <>
          <StatCards data={data} />
          {data.orders && (
            <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
              <Col xs={24} lg={16}>
                <Card
                  size="small"
                  title={<h2 className="app-dashboard__chart-title">{t('charts.ordersPerDay')}</h2>}
                >
                  <OrdersPerDayChart days={data.orders.ordersPerDay} />
                </Card>
              </Col>
              <Col xs={24} lg={8}>
                <Card
                  size="small"
                  title={<h2 className="app-dashboard__chart-title">{t('charts.paymentsByStatus')}</h2>}
                >
                  <PaymentsByStatusChart statuses={data.orders.paymentsByStatus} />
                </Card>
              </Col>
            </Row>
          )}
        </>
      )}
    </section>
  );
}
