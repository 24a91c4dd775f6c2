import { CheckCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isOpenPayment, isPaymentStatus } from '@/api/schemas/payment';
import type { OrderDetailDto } from '@/api/types/operations';
import { DateTime } from '@/components/display/DateTime';
import { VisuallyHidden } from '@/components/display/VisuallyHidden';
import { useIsPhone } from '@/components/hooks/useIsPhone';
import { Money } from '@/components/operations/Money';
import { OperationsStatusTag } from '@/components/operations/OperationsTags';
import type { PaymentAction } from './usePaymentActions';

export type OrderPayment = OrderDetailDto['payments'][number];

/**
 * One payment of the order: what, how much, who paid through what, its status history, and for an open payment
 * (one that can still change) "Check status" and "Commit" when the user may act on payments.
 */
export function PaymentCard({
  payment: p,
  canAct,
  running,
  onAction,
}: {
  payment: OrderPayment;
  canAct: boolean;
  /** The action in flight on this payment, if any. */
  running: PaymentAction | null;
  onAction(action: PaymentAction): void;
}) {
  const { t } = useTranslation(['operations', 'payments']);
  const phone = useIsPhone();
  const open = isPaymentStatus(p.status) && isOpenPayment(p.status);
  const name = t('payments:name', {
    type: t(`paymentType.${p.type}`, { defaultValue: String(p.type) }),
    id: p.id,
  });
  const actions = canAct && open && (
    <Flex gap={8} wrap>
      <Button
        size="small"
        icon={<SyncOutlined />}
        loading={running === 'check'}
        disabled={running !== null && running !== 'check'}
        aria-label={t('payments:check.button', { name })}
        onClick={() => onAction('check')}
      >
        {t('payments:check.label')}
      </Button>
      <Button
        size="small"
        type="primary"
        icon={<CheckCircleOutlined />}
        loading={running === 'commit'}
        disabled={running !== null && running !== 'commit'}
        aria-label={t('payments:commit.button', { name })}
        onClick={() => onAction('commit')}
      >
        {t('payments:commit.label')}
      </Button>
    </Flex>
  );
  return (
    <div data-payment-id={p.id}>
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
        extra={actions}
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
            children: p.paymentProviderName ?? [p.bankName, p.bankAccountIban].filter(Boolean).join(' · '),
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
          {
            key: 'modified',
            label: t('payments:lastChange'),
            children: p.lastModificationTime ? <DateTime value={p.lastModificationTime} /> : '—',
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
  );
}
