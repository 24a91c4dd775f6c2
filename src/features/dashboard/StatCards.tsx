import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DashboardStatisticsDto } from '@/api/types/dashboard';
import { formatMoney } from '@/components/display/format';
import { intlLocale } from '@/i18n/languages';

/** A headline figure, already formatted for the language (antd's Statistic would re-parse "1.234" as 1 + .234). */
function Figure({ children }: { children: string }) {
  return <div style={{ fontSize: 24, lineHeight: 1.4, overflowWrap: 'anywhere' }}>{children}</div>;
}

function FigureCard({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Col xs={24} sm={12} xl={6}>
      <Card size="small" style={{ height: '100%' }}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        <div>{children}</div>
        {extra && <div style={{ marginTop: 4 }}>{extra}</div>}
      </Card>
    </Col>
  );
}

/** An amount per currency, one per line, exact and in the language's format (`€1,250.50`, `1.250,50 RSD`). */
function Amounts({
  lines,
  empty,
}: {
  lines: { currency: string; amount: string; note: string }[];
  empty: string;
}) {
  const { i18n } = useTranslation();
  if (!lines.length) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lines.map((line) => (
        <li key={line.currency}>
          <span style={{ fontSize: 20, whiteSpace: 'nowrap' }}>
            {formatMoney(line.amount, line.currency, i18n.language)}
          </span>
          {line.note && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {line.note}
            </Typography.Text>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The headline figures: orders, revenue per currency, payment success rate, pending bank transfers. */
export function StatCards({ data }: { data: DashboardStatisticsDto }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = intlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const { orders, bankTransfers } = data;
  return (
    <Row gutter={[16, 16]}>
      {orders && (
        <>
          <FigureCard title={t('cards.orders', { days: data.days })}>
            <Figure>{number.format(orders.orderCount)}</Figure>
          </FigureCard>
          <FigureCard title={t('cards.revenue', { days: data.days })}>
            <Amounts
              empty={t('cards.noRevenue')}
              lines={orders.revenue.map((r) => ({
                currency: r.currency,
                amount: r.amount,
                note: t('cards.revenueNote', {
                  count: r.orderCount,
                  formatted: number.format(r.orderCount),
                  paid: formatMoney(r.paidAmount, r.currency, i18n.language),
                }),
              }))}
            />
          </FigureCard>
          <FigureCard
            title={t('cards.successRate')}
            extra={
              <Typography.Text type="secondary">
                {t('cards.successNote', {
                  succeeded: number.format(orders.succeededPayments),
                  finished: number.format(orders.finishedPayments),
                  count: orders.finishedPayments,
                })}
              </Typography.Text>
            }
          >
            <Figure>
              {orders.paymentSuccessRate === null ? '—' : percent.format(orders.paymentSuccessRate)}
            </Figure>
          </FigureCard>
        </>
      )}
      {bankTransfers && (
        <FigureCard
          title={t('cards.pendingTransfers')}
          extra={<Link to="/bank-transfers?status=1">{t('cards.openPendingTransfers')}</Link>}
        >
          <Figure>{number.format(bankTransfers.pendingCount)}</Figure>
          <Amounts
            empty=""
            lines={bankTransfers.pendingAmounts.map((p) => ({
              currency: p.currency,
              amount: p.amount,
              note: t('cards.transfersNote', { count: p.count, formatted: number.format(p.count) }),
            }))}
          />
        </FigureCard>
      )}
    </Row>
  );
}
