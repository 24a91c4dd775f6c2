import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/components/display/format';

/** An exact money amount in the interface language's format, with its currency. */
export function Money({ amount, currency }: { amount: string; currency: string }) {
  const { i18n } = useTranslation();
  return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(amount, currency, i18n.language)}</span>;
}
