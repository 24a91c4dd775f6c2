import { useTranslation } from 'react-i18next';
import type { OrderDetailDto } from '@/api/types/operations';
import { Code } from '@/components/config/columns';
import { DateTime } from '@/components/display/DateTime';
import { Money } from '@/components/operations/Money';
import { DataTable } from '@/components/table/DataTable';
import { OperationsStatusTag } from '@/components/operations/OperationsTags';
import { OrderSection } from './OrderSection';

/** The order's bank transfers (shown only when it has any). */
export function OrderBankTransfers({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation('operations');
  if (order.bankTransfers.length === 0) return null;
  return (
    <OrderSection title={t('orders.detail.bankTransfers')}>
      <DataTable
        size="small"
        rowKey="id"
        aria-label={t('orders.detail.bankTransfers')}
        rows={order.bankTransfers}
        columns={[
          {
            key: 'reference',
            title: t('orders.detail.reference'),
            render: (_, b) => <Code>{b.reference}</Code>,
          },
          {
            key: 'amount',
            title: t('orders.fields.amount'),
            align: 'end',
            render: (_, b) => <Money amount={b.amount} currency={b.currency} />,
          },
          {
            key: 'status',
            title: t('orders.fields.status'),
            render: (_, b) => <OperationsStatusTag kind="transfer" status={b.status} />,
          },
          {
            key: 'created',
            title: t('orders.fields.created'),
            render: (_, b) => <DateTime value={b.creationTime} />,
          },
        ]}
      />
    </OrderSection>
  );
}
