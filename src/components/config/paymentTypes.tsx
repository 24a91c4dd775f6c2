import { Checkbox, Tag } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { useTranslation } from 'react-i18next';
import { paymentTypes, type PaymentType } from '@/api/schemas/paymentProvider';

/** Tag colours whose text keeps a 4.5:1 contrast in light and dark mode (axe, tests/e2e/a11y.spec.ts). */
const colors: Record<PaymentType, string | undefined> = { 0: undefined, 1: 'blue', 2: 'magenta' };

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

/**
 * The payment types as checkboxes (a form field holding `number[]`). The form marks its fields
 * `aria-required`, which a group of checkboxes may not carry: the label's asterisk and the rule say it instead.
 */
export function PaymentTypeCheckboxes({
  'aria-required': _required,
  ...props
}: CheckboxGroupProps<number> & { 'aria-required'?: boolean | 'true' | 'false' }) {
  const { options } = usePaymentTypes();
  return <Checkbox.Group<number> {...props} options={options} />;
}
