import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Permissions } from '@/api/permissions';
import type { OrderDetailDto } from '@/api/types/operations';
import { useCan } from '@/auth/session';
import { Code } from '@/components/config/columns';
import { formatDay } from '@/components/display/format';
import { useIsPhone } from '@/components/hooks/useIsPhone';
import { Money } from '@/components/operations/Money';
import { DataTable, Empty } from '@/components/table/DataTable';
import { OrderBankTransfers } from './OrderBankTransfers';
import { OrderHistory } from './OrderHistory';
import { OrderPayments } from './OrderPayments';
import { OrderSection } from './OrderSection';

/**
 * Everything Order/GetOrder adds to the list row: hotel, lines, travellers, customer, payments (with their
 * filters and actions), bank transfers and the audit trail.
 */
export function OrderParts({ order }: { order: OrderDetailDto }) {
  const { t, i18n } = useTranslation('operations');
  const can = useCan();
  const lng = i18n.language;
  const phone = useIsPhone();
  const { hotel } = order;
  return (
    <>
      <OrderSection title={t('orders.detail.hotel')}>
        <Descriptions
          bordered
          size="small"
          column={phone ? 1 : 2}
          items={[
            {
              key: 'name',
              label: t('orders.fields.hotel'),
              children: `${hotel.name} ${'★'.repeat(hotel.stars)}`,
            },
            { key: 'code', label: t('orders.detail.hotelCode'), children: <Code>{hotel.tvHotelCode}</Code> },
            {
              key: 'address',
              label: t('orders.detail.address'),
              children: `${hotel.address}, ${hotel.city}`,
            },
          ]}
        />
      </OrderSection>
      <OrderSection title={t('orders.detail.lines')}>
        <DataTable
          size="small"
          rowKey="id"
          aria-label={t('orders.detail.lines')}
          rows={order.lines}
          empty={<Empty description={t('orders.detail.none')} />}
          columns={[
            {
              key: 'kind',
              title: t('orders.detail.kind'),
              render: (_, l) => t(`lineKind.${l.kind}`, { defaultValue: String(l.kind) }),
            },
            { key: 'description', title: t('orders.detail.description'), dataIndex: 'description' },
            { key: 'quantity', title: t('orders.detail.quantity'), dataIndex: 'quantity', align: 'end' },
            {
              key: 'unitPrice',
              title: t('orders.detail.unitPrice'),
              align: 'end',
              render: (_, l) => <Money amount={l.unitPrice} currency={order.currency} />,
            },
            {
              key: 'amount',
              title: t('orders.fields.amount'),
              align: 'end',
              render: (_, l) => <Money amount={l.amount} currency={order.currency} />,
            },
          ]}
        />
      </OrderSection>
      <OrderSection title={t('orders.detail.travellers')}>
        <DataTable
          size="small"
          rowKey="id"
          aria-label={t('orders.detail.travellers')}
          rows={order.travellers}
          empty={<Empty description={t('orders.detail.none')} />}
          columns={[
            {
              key: 'name',
              title: t('orders.detail.name'),
              render: (_, p) =>
                `${p.firstName} ${p.lastName}${p.isLead ? ` (${t('orders.detail.lead')})` : ''}`,
            },
            {
              key: 'kind',
              title: t('orders.detail.kind'),
              render: (_, p) => t(`travellerKind.${p.kind}`, { defaultValue: String(p.kind) }),
            },
            {
              key: 'birthDate',
              title: t('orders.detail.birthDate'),
              render: (_, p) => formatDay(p.birthDate, lng),
            },
          ]}
        />
      </OrderSection>
      <OrderSection title={t('orders.detail.customer')}>
        <Descriptions
          bordered
          size="small"
          column={phone ? 1 : 2}
          items={[
            {
              key: 'name',
              label: t('orders.detail.name'),
              children: can(Permissions.Customers) ? (
                <Link to={`/customers/${order.customer.id}`}>{order.customer.fullName}</Link>
              ) : (
                order.customer.fullName
              ),
            },
            { key: 'email', label: t('orders.fields.email'), children: order.customer.emailAddress },
            { key: 'phone', label: t('orders.fields.phone'), children: order.customer.phoneNumber },
            { key: 'orders', label: t('orders.detail.customerOrders'), children: order.customer.orderCount },
          ]}
        />
      </OrderSection>
      <OrderPayments order={order} />
      <OrderBankTransfers order={order} />
      <OrderHistory history={order.history} currency={order.currency} />
    </>
  );
}
