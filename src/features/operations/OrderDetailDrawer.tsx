import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Flex, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersApi } from '@/api/services/operations';
import type { OrderDetailDto, OrderDto } from '@/api/types/operations';
import { Code } from '@/components/config/columns';
import { DateTime } from '@/components/display/DateTime';
import { formatDay } from '@/components/display/format';
import { StateResult } from '@/components/display/StateResult';
import { useIsPhone } from '@/components/hooks/useIsPhone';
import { Money } from '@/components/operations/Money';
import { OperationsStatusTag } from '@/components/operations/OperationsTags';
import { resourceKeys } from '@/components/resource/resource';
import type { ResourceDetailState } from '@/components/resource/useResourceDetail';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { RefundDueAlert, RefundDueTag } from './RefundDue';

/**
 * The order's body (lines, travellers, payments, transfers, history) loads when an order is first opened, not with
 * the list: the list's route stays within its bundle budget (docs/performance.md).
 */
const OrderParts = lazy(() => import('./OrderParts').then((m) => ({ default: m.OrderParts })));

const isDetail = (order: OrderDto | null): order is OrderDetailDto => !!order && 'lines' in order;

/**
 * One order: its summary, customer, hotel and stay, lines, travellers, payments (each with its status
 * history, filters and the check-status and commit actions), bank transfers and the audit trail, as
 * Order/GetOrder answers them. Opened from the list (the row is
 * shown at once, the rest follows) or from its address `/orders/5`.
 */
export function OrderDetailDrawer({ detail }: { detail: ResourceDetailState<OrderDto> }) {
  const { t } = useTranslation(['operations', 'toolkit']);
  const phone = useIsPhone();
  const { tenantId } = useTenantScope();
  const row = detail.record;
  const id = row?.id ?? null;
  const query = useQuery({
    queryKey: [...resourceKeys.detail('orders', tenantId, id ?? ''), 'full'],
    queryFn: ({ signal }) => ordersApi.getDetail(id!, signal),
    enabled: detail.open && id !== null && !isDetail(row),
    initialData: isDetail(row) ? row : undefined,
    gcTime: 0,
  });
  // After a payment action both queries refresh; the freshest full record wins (an order opened by its address
  // is already the full record).
  const order = isDetail(row) ? row : (query.data ?? null);
  const error = detail.error ?? query.error;
  return (
    <Drawer
      open={detail.open}
      title={row ? t('orders.detail.title', { voucherNo: row.voucherNo }) : t('orders.detail.titleLoading')}
      size={phone ? '100%' : 880}
      onClose={detail.close}
      destroyOnHidden
      footer={<Button onClick={detail.close}>{t('toolkit:actions.close')}</Button>}
    >
      {error ? (
        <StateResult
          status="error"
          title={t('toolkit:form.loadFailed')}
          subTitle={error.message}
          extra={
            <Button onClick={() => (detail.error ? detail.retry() : void query.refetch())}>
              {t('toolkit:table.retry')}
            </Button>
          }
        />
      ) : !row ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={24}>
          <Summary order={order ?? row} />
          {order ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
              <OrderParts order={order} />
            </Suspense>
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </Flex>
      )}
    </Drawer>
  );
}

function Summary({ order }: { order: OrderDto }) {
  const { t, i18n } = useTranslation('operations');
  const phone = useIsPhone();
  const items = [
    { key: 'voucherNo', label: t('orders.fields.voucherNo'), children: <Code>{order.voucherNo}</Code> },
    {
      key: 'status',
      label: t('orders.fields.status'),
      children: (
        <>
          <OperationsStatusTag kind="order" status={order.status} />
          {order.chargedAfterCancel && <RefundDueTag />}
        </>
      ),
    },
    {
      key: 'amount',
      label: t('orders.fields.amount'),
      children: <Money amount={order.amount} currency={order.currency} />,
    },
    {
      key: 'paidAmount',
      label: t('orders.fields.paidAmount'),
      children: <Money amount={order.paidAmount} currency={order.currency} />,
    },
    {
      key: 'openAmount',
      label: t('orders.fields.openAmount'),
      children: <Money amount={order.openAmount} currency={order.currency} />,
    },
    {
      key: 'partial',
      label: t('orders.fields.partialPayment'),
      children: order.isPartialPayment ? t('common.yes') : t('common.no'),
    },
    {
      key: 'agent',
      label: t('orders.fields.agent'),
      children: order.userCode ? <Code>{order.userCode}</Code> : '—',
    },
    { key: 'created', label: t('orders.fields.created'), children: <DateTime value={order.creationTime} /> },
    { key: 'customer', label: t('orders.fields.customer'), children: order.customerName },
    { key: 'email', label: t('orders.fields.email'), children: order.customerEmail },
    { key: 'phone', label: t('orders.fields.phone'), children: order.phoneNumber },
    { key: 'hotel', label: t('orders.fields.hotel'), children: order.hotelName },
    {
      key: 'stay',
      label: t('orders.fields.stay'),
      children: t('orders.detail.stay', {
        checkIn: formatDay(order.checkInDate, i18n.language),
        checkOut: formatDay(order.checkOutDate, i18n.language),
        count: order.nights,
      }),
    },
    {
      key: 'guests',
      label: t('orders.fields.guests'),
      children: t('orders.detail.guests', { adults: order.adults, children: order.children }),
    },
  ];
  const table = <Descriptions bordered size="small" column={phone ? 1 : 2} items={items} />;
  if (!order.chargedAfterCancel) return table;
  return (
    <Flex vertical gap={16}>
      <RefundDueAlert />
      {table}
    </Flex>
  );
}
