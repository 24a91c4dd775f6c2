import { useTranslation } from 'react-i18next';
import { PaymentAdapters } from '@/api/schemas/paymentProvider';

/** The adapters by their translated names. */
export function useAdapters() {
  const { t } = useTranslation('config');
  const label = (adapter: string) => t(`paymentProviders.adapters.${adapter}`, { defaultValue: adapter });
  return { label, options: PaymentAdapters.map((value) => ({ value, label: label(value) })) };
}
