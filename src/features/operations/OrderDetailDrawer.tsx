import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Result,
  Skeleton,
  Table,
  Timeline,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Permissions } from '@/api/permissions';
import { ordersApi } from '@/api/services/operations';
import { useCan } from '@/auth/session';
import type { AuditEntryDto, OrderDetailDto, OrderDto } from '@/api/types/operations';
import { Code } from '@/components/config/columns';
import { DateTime } from '@/components/display/DateTime';
import { formatDay } from '@/components/display/format';
import { VisuallyHidden } from '@/components/display/VisuallyHidden';
import { useIsPhone } from '@/components/hooks/useIsPhone';
import { Money } from '@/components/operations/Money';
import { OperationsStatusTag } from '@/components/operations/OperationsTags';
import { resourceKeys } from '@/components/resource/resource';
import type { ResourceDetailState } from '@/components/resource/useResourceDetail';
import { useTenantScope } from '@/components/resource/useTenantScope';

const isDetail = (order: OrderDto | null): order is OrderDetailDto => !!order && 'lines' in order;

/**
 * One order, read only: its summary, customer, hotel and stay, lines, travellers, payments (each with its status
 * history), bank transfers and the audit trail, as Order/GetOrder answers them. Opened from the list (the row is
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
  const order = query.data ?? null;
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
        <Result
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
          <Summary order={row} />
          {order ? <OrderParts order={order} /> : <Skeleton active paragraph={{ rows: 8 }} />}
        </Flex>
      )}
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      {/* Below the page's h1 (the drawer's title is not a heading). */}
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 16 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
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
      children: <OperationsStatusTag kind="order" status={order.status} />,
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
  return <Descriptions bordered size="small" column={phone ? 1 : 2} items={items} />;
}

function OrderParts({ order }: { order: OrderDetailDto }) {
  const { t, i18n } = useTranslation('operations');
  const can = useCan();
  const lng = i18n.language;
  const phone = useIsPhone();
  const { hotel } = order;
  return (
    <>
      <Section title={t('orders.detail.hotel')}>
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
      </Section>
      <Section title={t('orders.detail.lines')}>
        <Table
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowKey="id"
          dataSource={order.lines}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.none')} />,
          }}
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
      </Section>
      <Section title={t('orders.detail.travellers')}>
        <Table
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowKey="id"
          dataSource={order.travellers}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.none')} />,
          }}
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
      </Section>
      <Section title={t('orders.detail.customer')}>
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
      </Section>
      <Section title={t('orders.detail.payments')}>
        {order.payments.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.noPayments')} />
        ) : (
          <Flex vertical gap={16}>
            {order.payments.map((p) => (
              <div key={p.id}>
                <Descriptions
                  bordered
                  size="small"
                  column={phone ? 1 : 2}
                  title={
                    <Flex gap={8} align="center" wrap>
                      <span>{t(`paymentType.${p.type}`, { defaultValue: String(p.type) })}</span>
                      <OperationsStatusTag kind="payment" status={p.status} />
                    </Flex>
                  }
                  items={[
                    {
                      key: 'amount',
                      label: t('orders.fields.amount'),
                      children: <Money amount={p.amount} currency={p.currency} />,
                    },
                    { key: 'payer', label: t('orders.detail.payer'), children: `${p.payer} · ${p.email}` },
                    {
                      key: 'via',
                      label: t('orders.detail.via'),
                      children:
                        p.paymentProviderName ?? [p.bankName, p.bankAccountIban].filter(Boolean).join(' · '),
                    },
                    {
                      key: 'push',
                      label: t('orders.detail.pushStatus'),
                      children: t(`pushStatus.${p.pushStatus}`, { defaultValue: String(p.pushStatus) }),
                    },
                    {
                      key: 'created',
                      label: t('orders.fields.created'),
                      children: <DateTime value={p.creationTime} />,
                    },
                  ]}
                />
                <Timeline
                  style={{ marginTop: 16 }}
                  items={p.statusHistory.map((h) => ({
                    key: h.id,
                    content: (
                      <Flex vertical gap={2}>
                        <Flex gap={8} align="center" wrap>
                          {h.fromStatus !== null && (
                            <>
                              <OperationsStatusTag kind="payment" status={h.fromStatus} />
                              <span aria-hidden>→</span>
                              <VisuallyHidden>{t('orders.detail.to')}</VisuallyHidden>
                            </>
                          )}
                          <OperationsStatusTag kind="payment" status={h.toStatus} />
                        </Flex>
                        <Typography.Text type="secondary">
                          <DateTime value={h.creationTime} /> · {h.userName ?? t('audit.system')}
                          {h.reason ? ` · ${h.reason}` : ''}
                        </Typography.Text>
                      </Flex>
                    ),
                  }))}
                />
              </div>
            ))}
          </Flex>
        )}
      </Section>
      {order.bankTransfers.length > 0 && (
        <Section title={t('orders.detail.bankTransfers')}>
          <Table
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowKey="id"
            dataSource={order.bankTransfers}
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
        </Section>
      )}
      <Section title={t('orders.detail.history')}>
        {order.history.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.none')} />
        ) : (
          <Timeline
            items={order.history.map((entry) => ({
              key: entry.id,
              content: <AuditEntry entry={entry} currency={order.currency} />,
            }))}
          />
        )}
      </Section>
    </>
  );
}

const statusKind = { Order: 'order', Payment: 'payment', BankTransfer: 'transfer' } as const;

/** One side of a change: a status as its tag, the paid amount as money, anything else as text. */
function ChangeValue({
  field,
  value,
  entry,
  currency,
}: {
  field: string;
  value: unknown;
  entry: AuditEntryDto;
  currency: string;
}) {
  if (value === null || value === undefined) return <>—</>;
  if (field === 'status' && typeof value === 'number')
    return <OperationsStatusTag kind={statusKind[entry.entityType]} status={value} />;
  if (field.toLowerCase().endsWith('amount') && typeof value === 'string')
    return <Money amount={value} currency={currency} />;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

function AuditEntry({ entry, currency }: { entry: AuditEntryDto; currency: string }) {
  const { t } = useTranslation('operations');
  const changes = Object.entries(entry.changes);
  return (
    <Flex vertical gap={4}>
      <span>
        {t('audit.entry', {
          action: t(`audit.actions.${entry.action}`, { defaultValue: entry.action }),
          record: t(`audit.entities.${entry.entityType}`, { defaultValue: entry.entityType }),
          id: entry.entityId,
        })}
      </span>
      {changes.map(([field, [before, after]]) => (
        <Flex key={field} gap={8} align="center" wrap>
          <span>{t(`audit.fields.${field}`, { defaultValue: field })}:</span>
          <ChangeValue field={field} value={before} entry={entry} currency={currency} />
          <span aria-hidden>→</span>
          <VisuallyHidden>{t('orders.detail.to')}</VisuallyHidden>
          <ChangeValue field={field} value={after} entry={entry} currency={currency} />
        </Flex>
      ))}
      <Typography.Text type="secondary">
        <DateTime value={entry.creationTime} /> · {entry.userName ?? t('audit.system')}
        {entry.reason ? ` · ${entry.reason}` : ''}
      </Typography.Text>
    </Flex>
  );
}
