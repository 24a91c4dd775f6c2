import { useTranslation } from 'react-i18next';
import type { AuditEntryDto } from '@/api/types/operations';
import { AuditTrail } from '@/components/operations/AuditTrail';
import { OrderSection } from './OrderSection';

/** The order's audit trail: who changed what on the order, its payments and transfers, and when. */
export function OrderHistory({ history, currency }: { history: AuditEntryDto[]; currency: string }) {
  const { t } = useTranslation('operations');
  return (
    <OrderSection title={t('orders.detail.history')}>
      <AuditTrail entries={history} currency={currency} />
    </OrderSection>
  );
}
