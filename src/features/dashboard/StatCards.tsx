import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DashboardStatisticsDto } from '@/api/types/dashboard';
import { formatMoney } from '@/components/display/format';
import { intlLocale } from '@/i18n/languages';

/** A headline figure, already formatted for the language (antd's Statistic would re-parse "1.234" as 1 + .234). */
function Figure({ children }: { children: string }) {
  return <div style={{ fontSize: 24, lineHeight: 1.4, overflowWrap: 'anywhere' }}>{children}</div>;
}

/** A headline figure in a small card, a group named by its title (antd Card and Typography as plain HTML). */
function FigureCard({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  const id = useId();
  return (
    <div className="app-card app-card--small" role="group" aria-labelledby={id}>
      <div className="app-card__body">
        <span id={id} className="app-text-secondary">
          {title}
        </span>
        <div>{children}</div>
        {extra && <div style={{ marginTop: 4 }}>{extra}</div>}
      </div>
    </div>
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
  if (!lines.length) return <span className="app-text-secondary">{empty}</span>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lines.map((line) => (
        <li key={line.currency}>
          <span style={{ fontSize: 20, whiteSpace: 'nowrap' }}>
            {formatMoney(line.amount, line.currency, i18n.language)}
          </span>
          {line.note && <span className="app-text-secondary app-dashboard__note">{line.note}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The headline figures: orders, revenue per currency, payment success rate, orders charged after a cancellation
 * (refunds due, when there are any), pending bank transfers.
 */
export function StatCards({ data }: { data: DashboardStatisticsDto }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = intlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const { orders, bankTransfers } = data;
  return (
    <div className="app-dashboard__stats">
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
              <span className="app-text-secondary">
                {t('cards.successNote', {
                  succeeded: number.format(orders.succeededPayments),
                  finished: number.format(orders.finishedPayments),
                  count: orders.finishedPayments,
                })}
              </span>
            }
          >
            <Figure>
              {orders.paymentSuccessRate === null ? '—' : percent.format(orders.paymentSuccessRate)}
            </Figure>
          </FigureCard>
          {/* Orders charged after a cancellation (issue 26); a stock backend does not send the count. */}
          {!!orders.chargedAfterCancelCount && (
            <FigureCard
              title={t('cards.refundsDue')}
              extra={<Link to="/orders?chargedAfterCancel=true">{t('cards.openRefundsDue')}</Link>}
            >
              <Figure>{number.format(orders.chargedAfterCancelCount)}</Figure>
              <span className="app-text-secondary">{t('cards.refundsDueNote')}</span>
            </FigureCard>
          )}
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
    </div>
  );
}
