import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardOrdersDto } from '@/api/types/dashboard';
import { intlLocale } from '@/i18n/languages';
import { visuallyHidden } from './chartText';

type Token = ReturnType<typeof theme.useToken>['token'];

/** A colour per payment status (the label beside each bar names it, so colour is never the only cue). */
const colorOf = (status: number, token: Token): string =>
  ({
    0: token.colorTextSecondary,
    10: token.colorInfo,
    20: token.colorSuccess,
    30: token.colorError,
    40: token.colorTextSecondary,
    50: token.colorWarning,
    60: token.colorTextSecondary,
  })[status] ?? token.colorTextSecondary;

/**
 * Payments by status as a table whose rows carry a horizontal bar: it reads as a chart and, to a screen reader, as
 * the table it is (status, count, share). Fits a phone: the bar takes what the label and figures leave.
 */
export function PaymentsByStatusChart({ statuses }: { statuses: DashboardOrdersDto['paymentsByStatus'] }) {
  const { t, i18n } = useTranslation(['dashboard', 'operations']);
  const { token } = theme.useToken();
  const locale = intlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const total = statuses.reduce((sum, s) => sum + s.count, 0);
  const max = Math.max(1, ...statuses.map((s) => s.count));
  const cell = { padding: '4px 8px 4px 0', verticalAlign: 'middle' } as const;

  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption
        style={{ textAlign: 'start', captionSide: 'bottom', paddingTop: 8, color: token.colorTextSecondary }}
      >
        {t('charts.paymentsTotal', { formatted: number.format(total), count: total })}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'start', fontWeight: 500 }}>
            {t('charts.status')}
          </th>
          <th scope="col" style={{ ...cell, width: '100%' }}>
            <span style={visuallyHidden}>{t('charts.share')}</span>
          </th>
          <th scope="col" style={{ ...cell, textAlign: 'end', fontWeight: 500 }}>
            {t('charts.payments')}
          </th>
        </tr>
      </thead>
      <tbody>
        {statuses.map((s) => (
          <tr key={s.status}>
            <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 400, whiteSpace: 'nowrap' }}>
              {t(`operations:paymentStatus.${s.status}`, { defaultValue: String(s.status) })}
            </th>
            <td style={cell}>
              <div
                title={percent.format(total ? s.count / total : 0)}
                style={{
                  height: 12,
                  minWidth: s.count ? 2 : 0,
                  width: `${(s.count / max) * 100}%`,
                  background: colorOf(s.status, token),
                  borderRadius: 2,
                }}
              />
              <span style={visuallyHidden}>{percent.format(total ? s.count / total : 0)}</span>
            </td>
            <td
              style={{ ...cell, textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            >
              {number.format(s.count)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
