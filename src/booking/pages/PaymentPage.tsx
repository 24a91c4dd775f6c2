import { useTranslation } from 'react-i18next';

/** Placeholder until the Payment step of the booking flow is built (issue 13); replaced by its helper. */
export default function PaymentPage() {
  const { t } = useTranslation('booking');
  return <h1>{t('layout.brand')}</h1>;
}
