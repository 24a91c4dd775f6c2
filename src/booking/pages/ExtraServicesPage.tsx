import { useTranslation } from 'react-i18next';

/** Placeholder until the ExtraServices step of the booking flow is built (issue 13); replaced by its helper. */
export default function ExtraServicesPage() {
  const { t } = useTranslation('booking');
  return <h1>{t('layout.brand')}</h1>;
}
