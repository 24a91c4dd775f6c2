import { useTranslation } from 'react-i18next';
import { orderStatuses } from '@/api/schemas/listFields';
import { MaxLength } from '@/api/schemas/rules';
import {
  booleanFilter,
  dateRangeFilter,
  decimalRangeFilter,
  exactFilter,
  multiSelectFilter,
  textFilter,
} from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useCurrencyScope } from '@/components/list/useCurrencyScope';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useResourceDetail } from '@/components/resource/useResourceDetail';
import { OrderDetailDrawer } from './OrderDetailDrawer';
import { ordersResource } from './ordersResource';
import { useOrderColumns } from './useOrderColumns';

/**
 * /orders: the orders of the tenant (an agent's own), searched by keyword, filtered by every filter of
 * Order/GetOrders in the URL, sorted and exported; /orders/5 opens one order with everything it holds.
 */
export default function OrdersPage() {
  const { t } = useTranslation('operations');
  const detail = useResourceDetail(ordersResource);
  const columns = useOrderColumns(detail.show);
  // Amounts are filtered and sorted within one currency (useCurrencyScope).
  const money = useCurrencyScope(t('orders.fields.amount'), ['amount', 'paidAmount']);
  const table = useResourceTable({
    resource: ordersResource,
    columns,
    unsortable: money.unsortable,
    defaultSort: { field: 'creationTime', order: 'desc' },
    filters: [
      exactFilter({ name: 'voucherNo', label: t('orders.fields.voucherNo'), maxLength: MaxLength.code }),
      multiSelectFilter({
        name: 'status',
        label: t('orders.fields.status'),
        integer: true,
        options: orderStatuses.map((s) => ({ value: s, label: t(`orderStatus.${s}`) })),
      }),
      exactFilter({ name: 'currency', label: t('orders.fields.currency'), maxLength: 3 }),
      decimalRangeFilter({ name: 'amount', label: t('orders.fields.amount'), needs: money.needs }),
      booleanFilter({
        name: 'isPartialPayment',
        label: t('orders.fields.partialPayment'),
        trueLabel: t('common.yes'),
        falseLabel: t('common.no'),
      }),
      // Orders charged after a cancellation (the dashboard's card links here); a stock backend ignores it.
      booleanFilter({
        name: 'chargedAfterCancel',
        label: t('orders.refundDue.filter'),
        trueLabel: t('common.yes'),
        falseLabel: t('common.no'),
      }),
      exactFilter({ name: 'userCode', label: t('orders.fields.agent'), maxLength: MaxLength.code }),
      textFilter({ name: 'phoneNumber', label: t('orders.fields.phone'), maxLength: 32 }),
      dateRangeFilter({ name: 'creationDate', label: t('orders.fields.created') }),
      dateRangeFilter({ name: 'checkInDate', label: t('orders.fields.checkIn'), days: true }),
      dateRangeFilter({ name: 'checkOutDate', label: t('orders.fields.checkOut'), days: true }),
    ],
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('orders.title')}
        searchPlaceholder={t('orders.searchPlaceholder')}
      />
      <OrderDetailDrawer detail={detail} />
    </>
  );
}
