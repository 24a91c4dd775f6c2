import { theme } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardOrdersDto } from '@/api/types/dashboard';
import { intlLocale } from '@/i18n/languages';
import { longDay, niceMax, shortDay, visuallyHidden } from './chartText';
import { useElementWidth } from './useElementWidth';

const HEIGHT = 180;
const AXIS = { left: 36, bottom: 22, top: 8, right: 18 };
/** At least this many pixels between two day labels. */
const LABEL_SPACING = 44;

/**
 * Orders per day as columns in SVG, drawn at the container's width (no scaling of text), in the theme's colours
 * (light and dark). Each column has a title (the browser's tooltip); screen readers get a table of the same data.
 */
export function OrdersPerDayChart({ days }: { days: DashboardOrdersDto['ordersPerDay'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const id = useId();
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const top = niceMax(Math.max(...days.map((d) => d.orderCount), 0));
  const plotWidth = Math.max(width - AXIS.left - AXIS.right, 10);
  const plotHeight = HEIGHT - AXIS.top - AXIS.bottom;
  const step = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(step * 0.7, 1);
  const labelEvery = Math.max(1, Math.ceil(LABEL_SPACING / step));
  const y = (value: number) => AXIS.top + plotHeight - (value / top) * plotHeight;
  const total = days.reduce((sum, d) => sum + d.orderCount, 0);
  const summary = t('charts.ordersPerDaySummary', {
    days: days.length,
    total: number.format(total),
    max: number.format(Math.max(0, ...days.map((d) => d.orderCount))),
  });

  return (
    <div ref={ref} style={{ position: 'relative' }}>
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${id}-summary`}
        style={{ display: 'block', maxWidth: '100%' }}
      >
        <title id={`${id}-summary`}>{summary}</title>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line
              x1={AXIS.left}
              x2={width - AXIS.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={token.colorBorderSecondary}
            />
            <text
              x={AXIS.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              fill={token.colorTextSecondary}
            >
              {number.format(tick)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = AXIS.left + i * step + (step - barWidth) / 2;
          const label = t('charts.ordersOnDay', {
            day: longDay(d.day, i18n.language),
            count: d.orderCount,
            formatted: number.format(d.orderCount),
          });
          return (
            <g key={d.day}>
              <rect
                x={x}
                y={y(d.orderCount)}
                width={barWidth}
                height={Math.max(plotHeight + AXIS.top - y(d.orderCount), 0)}
                rx={Math.min(2, barWidth / 2)}
                fill={token.colorPrimary}
              >
                <title>{label}</title>
              </rect>
              {/* Transparent full-height hit area, so that a short bar's tooltip is easy to reach. */}
              <rect x={AXIS.left + i * step} y={AXIS.top} width={step} height={plotHeight} fill="transparent">
                <title>{label}</title>
              </rect>
              {(days.length - 1 - i) % labelEvery === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize={11}
                  fill={token.colorTextSecondary}
                >
                  {shortDay(d.day, i18n.language)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table style={visuallyHidden}>
        <caption>{t('charts.ordersPerDay')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('charts.day')}</th>
            <th scope="col">{t('charts.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{longDay(d.day, i18n.language)}</th>
              <td>{number.format(d.orderCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
