import { CheckCircleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Permissions } from '@/api/permissions';
import { BankTransferStatus } from '@/api/schemas/bankTransfer';
import type { BankTransferDto } from '@/api/types/operations';
import { actionsColumn } from '@/components/actions/RowActions';
import { Code } from '@/components/config/columns';
import { DateTime } from '@/components/display/DateTime';
import { exportDateTime } from '@/components/display/format';
import type { ResourceColumn } from '@/components/list/columns';
import { Money } from '@/components/operations/Money';
import { OperationsStatusTag } from '@/components/operations/OperationsTags';
import { csvDecimal } from '@/lib/csv';

export const isPending = (transfer: BankTransferDto) => transfer.status === BankTransferStatus.Pending;

/**
 * The bank-transfer list's columns (sortable where the server's whitelist says); the tenant column only for
 * the host. Every row opens its transfer; a pending one offers Commit.
 */
export function useBankTransferColumns(options: {
  tenantName: ((id: number) => string) | null;
  onView(transfer: BankTransferDto): void;
  onCommit(transfer: BankTransferDto): void;
}): ResourceColumn<BankTransferDto>[] {
  const { t } = useTranslation(['bankTransfers', 'operations', 'toolkit']);
  const { tenantName } = options;
  const time = (key: 'creationTime' | 'statusTime' | 'expiresAt', title: string, hidden = false) => ({
    key,
    dataIndex: key,
    title,
    defaultHidden: hidden,
    render: (v: string | null) => (v ? <DateTime value={v} /> : '—'),
    exportValue: (b: BankTransferDto) => exportDateTime(b[key]),
  });
  const columns: (ResourceColumn<BankTransferDto> | false)[] = [
    {
      key: 'reference',
      dataIndex: 'reference',
      title: t('fields.reference'),
      render: (v: string) => <Code>{v}</Code>,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('fields.status'),
      render: (_: number, b: BankTransferDto) => <OperationsStatusTag kind="transfer" status={b.status} />,
      exportValue: (b) => t(`operations:transferStatus.${b.status}`, { defaultValue: String(b.status) }),
    },
    tenantName !== null && {
      key: 'tenantId',
      dataIndex: 'tenantId',
      title: t('fields.tenant'),
      sortable: false,
      render: (id: number) => tenantName(id),
      exportValue: (b) => tenantName(b.tenantId),
    },
    { key: 'payerName', dataIndex: 'payerName', title: t('fields.payer') },
    { key: 'payerEmail', dataIndex: 'payerEmail', title: t('fields.email') },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('fields.amount'),
      align: 'end',
      render: (_: string, b: BankTransferDto) => <Money amount={b.amount} currency={b.currency} />,
      exportValue: (b) => csvDecimal(b.amount),
      currency: (b) => b.currency,
    },
    {
      key: 'voucherNo',
      dataIndex: 'voucherNo',
      title: t('fields.voucherNo'),
      sortable: false,
      render: (v: string) => <Code>{v}</Code>,
    },
    {
      key: 'bankName',
      dataIndex: 'bankName',
      title: t('fields.bankAccount'),
      sortable: false,
      defaultHidden: true,
      render: (_: string, b: BankTransferDto) => `${b.bankName} · ${b.iban}`,
      exportValue: (b) => `${b.bankName} ${b.iban}`,
    },
    time('creationTime', t('fields.created')),
    time('expiresAt', t('fields.expiresAt'), true),
    time('statusTime', t('fields.statusTime'), true),
    {
      key: 'committedByUserName',
      dataIndex: 'committedByUserName',
      title: t('fields.committedBy'),
      sortable: false,
      defaultHidden: true,
    },
    actionsColumn<BankTransferDto>(
      t('toolkit:actions.actions'),
      [
        {
          key: 'view',
          label: t('toolkit:actions.view'),
          icon: <EyeOutlined />,
          inline: true,
          onClick: options.onView,
        },
        {
          key: 'commit',
          label: t('commit.action'),
          icon: <CheckCircleOutlined />,
          inline: true,
          permission: Permissions.BankTransfer,
          hidden: (b) => !isPending(b),
          onClick: options.onCommit,
        },
      ],
      (b) => b.reference,
    ),
  ];
  return columns.filter((c): c is ResourceColumn<BankTransferDto> => c !== false);
}
