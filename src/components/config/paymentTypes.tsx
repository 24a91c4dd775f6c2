import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentTypes, type PaymentType } from '@/api/schemas/paymentProvider';

const colors: Record<PaymentType, string> = { 0: 'purple', 1: 'blue', 2: 'cyan' };

/**
 * The spec's payment types (0 APM, 1 CC, 2 BT) in the interface language, for the providers' and agencies'
 * lists, filters and forms.
 */
export function usePaymentTypes() {
  const { t } = useTranslation('config');
  const label = (type: number) => t(`paymentProviders.types.${type}`, { defaultValue: String(type) });
  return {
    label,
    /** `{ value: 1, label: "Credit card" }` for forms. */
    options: paymentTypes.map((type) => ({ value: type, label: label(type) })),
    /** `{ value: "1", label: "Credit card" }` for list filters (URL values are text). */
    filterOptions: paymentTypes.map((type) => ({ value: String(type), label: label(type) })),
  };
}

/** A payment type as a coloured tag (the text says it; the colour only helps scanning a list). */
export function PaymentTypeTag({ type }: { type: number }) {
  const { label } = usePaymentTypes();
  return (
    <Tag color={colors[type as PaymentType]} style={{ marginInlineEnd: 4 }}>
      {label(type)}
    </Tag>
  );
}
