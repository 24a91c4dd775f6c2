import { Empty, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntryDto } from '@/api/types/operations';
import { DateTime } from '@/components/display/DateTime';
import { VisuallyHidden } from '@/components/display/VisuallyHidden';
import { Money } from '@/components/operations/Money';
import { OperationsStatusTag } from '@/components/operations/OperationsTags';
import { OrderSection } from './OrderSection';

/** The order's audit trail: who changed what on the order, its payments and transfers, and when. */
export function OrderHistory({ history, currency }: { history: AuditEntryDto[]; currency: string }) {
  const { t } = useTranslation('operations');
  return (
    <OrderSection title={t('orders.detail.history')}>
      {history.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.none')} />
      ) : (
        <Timeline
          items={history.map((entry) => ({
            key: entry.id,
            content: <AuditEntry entry={entry} currency={currency} />,
          }))}
        />
      )}
    </OrderSection>
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
