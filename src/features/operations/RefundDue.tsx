import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** In the order list: this order was charged after it (or the payment) was cancelled, a refund is due (issue 26). */
export function RefundDueTag() {
  const { t } = useTranslation('operations');
  return (
    <Tag color="error" style={{ marginInlineStart: 4 }}>
      {t('orders.refundDue.tag')}
    </Tag>
  );
}

/** On the order's record: what happened and what finance has to do. */
export function RefundDueAlert() {
  const { t } = useTranslation('operations');
  return (
    <Alert
      type="error"
      showIcon
      title={t('orders.refundDue.title')}
      description={t('orders.refundDue.description')}
    />
  );
}
