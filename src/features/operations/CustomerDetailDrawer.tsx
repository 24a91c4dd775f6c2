import { Button, Descriptions, Drawer, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CustomerDto, OrderDto } from '@/api/types/operations';
import { DateTime } from '@/components/display/DateTime';
import { StateResult } from '@/components/display/StateResult';
import { useIsPhone } from '@/components/hooks/useIsPhone';
import { ResourceTable } from '@/components/list/ResourceTable';
import { useResourceTable } from '@/components/list/useResourceTable';
import type { ResourceDetailState } from '@/components/resource/useResourceDetail';
import { ordersResource } from './ordersResource';
import { useOrderColumns } from './useOrderColumns';

/** One customer, read only, with their orders (Order/GetOrders with CustomerId), each opening at `/orders/5`. */
export function CustomerDetailDrawer({ detail }: { detail: ResourceDetailState<CustomerDto> }) {
  const { t } = useTranslation(['operations', 'toolkit']);
  const phone = useIsPhone();
  const customer = detail.record;
  return (
    <Drawer
      open={detail.open}
      title={customer ? customer.fullName : t('customers.detail.title')}
      size={phone ? '100%' : 880}
      onClose={detail.close}
      destroyOnHidden
      footer={<Button onClick={detail.close}>{t('toolkit:actions.close')}</Button>}
    >
      {detail.loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.error ? (
        <StateResult
          status="error"
          title={t('toolkit:form.loadFailed')}
          subTitle={detail.error.message}
          extra={<Button onClick={detail.retry}>{t('toolkit:table.retry')}</Button>}
        />
      ) : (
        customer && (
          <Flex vertical gap={24}>
            <Descriptions
              bordered
              size="small"
              column={phone ? 1 : 2}
              items={[
                { key: 'name', label: t('customers.fields.name'), children: customer.name },
                { key: 'surname', label: t('customers.fields.surname'), children: customer.surname },
                { key: 'email', label: t('customers.fields.email'), children: customer.emailAddress },
                { key: 'phone', label: t('customers.fields.phone'), children: customer.phoneNumber },
                {
                  key: 'gender',
                  label: t('customers.fields.gender'),
                  children: t(`gender.${customer.gender}`, { defaultValue: String(customer.gender) }),
                },
                {
                  key: 'identityNumber',
                  label: t('customers.fields.identityNumber'),
                  children: customer.identityNumber ?? '—',
                },
                { key: 'language', label: t('customers.fields.language'), children: customer.language },
                {
                  key: 'created',
                  label: t('customers.fields.created'),
                  children: <DateTime value={customer.creationTime} />,
                },
              ]}
            />
            <CustomerOrders customerId={customer.id} />
          </Flex>
        )
      )}
    </Drawer>
  );
}

function CustomerOrders({ customerId }: { customerId: number }) {
  const { t } = useTranslation('operations');
  const navigate = useNavigate();
  // Every row is this customer's: their name is left out.
  const columns = useOrderColumns((order: OrderDto) => void navigate(`/orders/${order.id}`)).filter(
    (column) => column.key !== 'customerName',
  );
  const table = useResourceTable({
    resource: ordersResource,
    columns,
    listId: 'customer-orders',
    urlPrefix: 'orders.',
    fixedParams: { CustomerId: customerId },
    defaultSort: { field: 'creationTime', order: 'desc' },
  });
  return (
    <section>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 16 }}>
        {t('customers.detail.orders')}
      </Typography.Title>
      <ResourceTable table={table} caption={t('customers.detail.orders')} />
    </section>
  );
}
