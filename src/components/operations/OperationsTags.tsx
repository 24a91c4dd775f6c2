import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Tag colours whose text keeps a 4.5:1 contrast in light and dark mode (axe, tests/e2e/a11y.spec.ts): antd's
 * `warning`, `processing` and `purple` do not, so in progress is blue and waiting on someone magenta.
 */
type TagColor = 'default' | 'blue' | 'success' | 'magenta' | 'error';

const orderColors: Record<number, TagColor> = { 1: 'magenta', 2: 'blue', 3: 'success', 4: 'default' };
const paymentColors: Record<number, TagColor> = {
  0: 'default',
  10: 'blue',
  20: 'success',
  30: 'error',
  40: 'default',
  50: 'magenta',
  60: 'default',
};
const transferColors: Record<number, TagColor> = { 1: 'blue', 2: 'success', 3: 'magenta', 4: 'error' };

const kinds = {
  order: { colors: orderColors, key: 'orderStatus' },
  payment: { colors: paymentColors, key: 'paymentStatus' },
  transfer: { colors: transferColors, key: 'transferStatus' },
} as const;

/** The status of an order, payment or bank transfer as a translated tag (an unknown code is shown as it is). */
export function OperationsStatusTag({ kind, status }: { kind: keyof typeof kinds; status: number }) {
  const { t } = useTranslation('operations');
  const { colors, key } = kinds[kind];
  return (
    <Tag color={colors[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`${key}.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}
