import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderDto } from '@/api/types/operations';
import { actionsColumn } from '@/components/actions/RowActions';
import { Code } from '@/components/config/columns';
import { DateTime } from '@/components/display/DateTime';
import { exportDateTime, formatDay } from '@/components/display/format';
import type { ResourceColumn } from '@/components/list/columns';
import { Money } from '@/components/operations/Money';
import { OperationsStatusTag } from '@/components/operations/OperationsTags';
import { csvDecimal } from '@/lib/csv';
import { RefundDueTag } from './RefundDue';

/** The order list's columns; `onView` opens the order (its address `/orders/5`). */
export function useOrderColumns(onView: (order: OrderDto) => void): ResourceColumn<OrderDto>[] {
  const { t, i18n } = useTranslation(['operations', 'toolkit']);
  const lng = i18n.language;
  const status = (o: OrderDto) => t(`orderStatus.${o.status}`, { defaultValue: String(o.status) });
  const money = (key: 'amount' | 'paidAmount' | 'openAmount', title: string): ResourceColumn<OrderDto> => ({
    key,
    dataIndex: key,
    title,
    align: 'end',
    render: (_: string, o: OrderDto) => <Money amount={o[key]} currency={o.currency} />,
    exportValue: (o) => csvDecimal(o[key]),
    currency: (o) => o.currency,
  });
  const day = (key: 'checkInDate' | 'checkOutDate', title: string): ResourceColumn<OrderDto> => ({
    key,
    dataIndex: key,
    title,
    render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(value, lng)}</span>,
    exportValue: (o) => formatDay(o[key], lng),
  });
  return [
    {
      key: 'voucherNo',
      dataIndex: 'voucherNo',
      title: t('orders.fields.voucherNo'),
      render: (v: string) => <Code>{v}</Code>,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('orders.fields.status'),
      render: (_: number, o: OrderDto) => (
        <>
          <OperationsStatusTag kind="order" status={o.status} />
          {o.chargedAfterCancel && <RefundDueTag />}
        </>
      ),
      exportValue: (o) => (o.chargedAfterCancel ? `${status(o)} (${t('orders.refundDue.tag')})` : status(o)),
    },
    { key: 'customerName', dataIndex: 'customerName', title: t('orders.fields.customer') },
    { key: 'phoneNumber', dataIndex: 'phoneNumber', title: t('orders.fields.phone'), defaultHidden: true },
    { key: 'hotelName', dataIndex: 'hotelName', title: t('orders.fields.hotel') },
    day('checkInDate', t('orders.fields.checkIn')),
    day('checkOutDate', t('orders.fields.checkOut')),
    money('amount', t('orders.fields.amount')),
    money('paidAmount', t('orders.fields.paidAmount')),
    { ...money('openAmount', t('orders.fields.openAmount')), defaultHidden: true },
    {
      key: 'isPartialPayment',
      dataIndex: 'isPartialPayment',
      title: t('orders.fields.partialPayment'),
      defaultHidden: true,
      render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
      exportValue: (o) => (o.isPartialPayment ? t('common.yes') : t('common.no')),
    },
    {
      key: 'userCode',
      dataIndex: 'userCode',
      title: t('orders.fields.agent'),
      render: (v: string | null) => (v ? <Code>{v}</Code> : null),
    },
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('orders.fields.created'),
      render: (v: string) => <DateTime value={v} />,
      exportValue: (o) => exportDateTime(o.creationTime),
    },
    actionsColumn<OrderDto>(
      t('toolkit:actions.actions'),
      [
        {
          key: 'view',
          label: t('toolkit:actions.view'),
          icon: <EyeOutlined />,
          inline: true,
          onClick: onView,
        },
      ],
      (o) => o.voucherNo,
    ),
  ];
}
