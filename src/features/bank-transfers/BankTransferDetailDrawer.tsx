import { CheckCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Permissions } from '@/api/permissions';
import { bankTransfersApi } from '@/api/services/bankTransfers';
import type { BankTransferDetailDto, BankTransferDto } from '@/api/types/operations';
import { useCan } from '@/auth/session';
import { Code } from '@/components/config/columns';
import { DateTime } from '@/components/display/DateTime';
import { formatDay } from '@/components/display/format';
import { StateResult } from '@/components/display/StateResult';
import { useIsPhone } from '@/components/hooks/useIsPhone';
import { AuditTrail } from '@/components/operations/AuditTrail';
import { Money } from '@/components/operations/Money';
import { OperationsStatusTag } from '@/components/operations/OperationsTags';
import { resourceKeys } from '@/components/resource/resource';
import type { ResourceDetailState } from '@/components/resource/useResourceDetail';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { isPending } from './useBankTransferColumns';

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

/**
 * One bank transfer: reference, amount, payer, bank account, deadline or outcome, its payment (with a link to
 * the order) and the audit trail. Opened from the list (the row at once, the rest follows) or from its address
 * `/bank-transfers/5`; read again after a commit, so it shows what the server now holds.
 */
export function BankTransferDetailDrawer(props: {
  detail: ResourceDetailState<BankTransferDto>;
  onCommit(transfer: BankTransferDto): void;
  committing: boolean;
}) {
  const { detail } = props;
  const { t } = useTranslation(['bankTransfers', 'toolkit']);
  const phone = useIsPhone();
  const can = useCan();
  const { tenantId } = useTenantScope();
  const id = detail.record?.id ?? null;
  const query = useQuery({
    queryKey: [...resourceKeys.detail('bankTransfers', tenantId, id ?? ''), 'full'],
    queryFn: ({ signal }) => bankTransfersApi.get(id!, signal),
    enabled: detail.open && id !== null,
    gcTime: 0,
  });
  const full: BankTransferDetailDto | null = query.data ?? null;
  const transfer = full ?? detail.record;
  const error = detail.error ?? query.error;
  const commitAllowed = !!transfer && isPending(transfer) && can(Permissions.BankTransfer);
  return (
    <Drawer
      open={detail.open}
      title={transfer ? t('detail.title', { reference: transfer.reference }) : t('detail.titleLoading')}
      size={phone ? '100%' : 720}
      onClose={detail.close}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          {commitAllowed && (
            <Button
              type="primary"
              icon={<CheckCircleOutlined />}
              loading={props.committing}
              onClick={() => props.onCommit(transfer)}
            >
              {t('commit.action')}
            </Button>
          )}
          <Button onClick={detail.close}>{t('toolkit:actions.close')}</Button>
        </Flex>
      }
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
      ) : !transfer ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={24}>
          <Summary transfer={transfer} />
          <PaymentPart transfer={transfer} />
          <Section title={t('detail.history')}>
            {full ? (
              <AuditTrail entries={full.history} currency={full.currency} />
            ) : (
              <Skeleton active paragraph={{ rows: 3 }} />
            )}
          </Section>
        </Flex>
      )}
    </Drawer>
  );
}

function Summary({ transfer: b }: { transfer: BankTransferDto }) {
  const { t } = useTranslation('bankTransfers');
  const phone = useIsPhone();
  const items = [
    { key: 'reference', label: t('fields.reference'), children: <Code>{b.reference}</Code> },
    {
      key: 'status',
      label: t('fields.status'),
      children: <OperationsStatusTag kind="transfer" status={b.status} />,
    },
    { key: 'amount', label: t('fields.amount'), children: <Money amount={b.amount} currency={b.currency} /> },
    { key: 'payer', label: t('fields.payer'), children: b.payerName },
    { key: 'email', label: t('fields.email'), children: b.payerEmail },
    {
      key: 'bank',
      label: t('fields.bankAccount'),
      children: (
        <>
          {b.bankName} · <Code>{b.iban}</Code>
        </>
      ),
    },
    { key: 'created', label: t('fields.created'), children: <DateTime value={b.creationTime} /> },
    b.expiresAt
      ? { key: 'expiresAt', label: t('fields.expiresAt'), children: <DateTime value={b.expiresAt} /> }
      : { key: 'statusTime', label: t('fields.statusTime'), children: <DateTime value={b.statusTime} /> },
    ...(b.committedByUserName
      ? [{ key: 'committedBy', label: t('fields.committedBy'), children: b.committedByUserName }]
      : []),
  ];
  return <Descriptions bordered size="small" column={phone ? 1 : 2} items={items} />;
}

function PaymentPart({ transfer: b }: { transfer: BankTransferDto }) {
  const { t, i18n } = useTranslation('bankTransfers');
  const can = useCan();
  const phone = useIsPhone();
  const order = can(Permissions.Orders) ? (
    <Link to={`/orders/${b.orderId}`}>{t('detail.openOrder', { voucherNo: b.voucherNo })}</Link>
  ) : (
    <Code>{b.voucherNo}</Code>
  );
  return (
    <Section title={t('detail.payment')}>
      <Descriptions
        bordered
        size="small"
        column={phone ? 1 : 2}
        items={[
          { key: 'payment', label: t('detail.paymentId'), children: `#${b.paymentId}` },
          {
            key: 'paymentStatus',
            label: t('detail.paymentStatus'),
            children: <OperationsStatusTag kind="payment" status={b.paymentStatus} />,
          },
          { key: 'order', label: t('fields.voucherNo'), children: order },
          {
            key: 'stay',
            label: t('detail.stay'),
            children: `${formatDay(b.checkInDate, i18n.language)} – ${formatDay(b.checkOutDate, i18n.language)}`,
          },
        ]}
      />
    </Section>
  );
}
