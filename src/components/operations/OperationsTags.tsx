import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type TagColor = 'default' | 'processing' | 'success' | 'warning' | 'error';

const orderColors: Record<number, TagColor> = { 1: 'warning', 2: 'processing', 3: 'success', 4: 'default' };
const paymentColors: Record<number, TagColor> = {
  0: 'default',
  10: 'processing',
  20: 'success',
  30: 'error',
  40: 'default',
  50: 'warning',
  60: 'default',
};
const transferColors: Record<number, TagColor> = { 1: 'processing', 2: 'success', 3: 'warning', 4: 'error' };

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
