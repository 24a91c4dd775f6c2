import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaughtMessageDto } from '@/api/types/config';
import { useConfirm } from '@/components/actions/useConfirm';
import { DateTime } from '@/components/display/DateTime';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { DataTable } from '@/components/table/DataTable';
import { CaughtMessageDrawer } from './CaughtMessageDrawer';
import { emailAccountsApi, emailAccountsResource } from './emailAccountsResource';
import { useFeedback } from '@/components/feedback/useFeedback';

/** Rows per page of the caught messages (the catcher keeps up to a few hundred). */
const PAGE_SIZE = 20;

export const caughtKey = (tenantId: number | null) => [emailAccountsResource.name, 'caught', tenantId];

/** The host's view of the SMTP catcher: what it received (newest first, refreshed every few seconds). */
export function CaughtMessages() {
  const { t, i18n } = useTranslation('config');
  const { tenantId } = useTenantScope();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { notification } = useFeedback();
  const [open, setOpen] = useState<CaughtMessageDto | null>(null);
  const caught = useQuery({
    queryKey: caughtKey(tenantId),
    queryFn: ({ signal }) => emailAccountsApi.caughtMessages(signal),
    refetchInterval: 5000,
  });
  const data = caught.data;
  const items = data?.items ?? [];
  const [page, setPage] = useState(1);
  // Fewer messages than before (cleared, or the oldest dropped): the last page that still has some.
  const shownPage = Math.min(page, Math.max(1, Math.ceil(items.length / PAGE_SIZE)));
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });
  const clear = () =>
    confirm({
      title: t('emailAccounts.caught.clearTitle'),
      content: t('emailAccounts.caught.clearContent'),
      okText: t('emailAccounts.caught.clear'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await emailAccountsApi.clearCaughtMessages();
        notification.success({ title: t('emailAccounts.caught.cleared'), placement: 'bottomRight' });
        await queryClient.invalidateQueries({ queryKey: caughtKey(tenantId) });
      },
    });
  return (
    <Flex vertical gap={12}>
      {data && !data.isRunning && <Alert type="warning" showIcon title={t('emailAccounts.caught.off')} />}
      {data?.isRunning && (
        <Typography.Text type="secondary">
          {t('emailAccounts.caught.intro', { address: data.address, capacity: data.capacity })}
        </Typography.Text>
      )}
      {caught.isError && <Alert type="error" showIcon title={caught.error.message} />}
      <Flex gap={8} wrap justify="flex-end">
        <Button icon={<ReloadOutlined />} loading={caught.isFetching} onClick={() => void caught.refetch()}>
          {t('emailAccounts.caught.refresh')}
        </Button>
        <Button danger icon={<DeleteOutlined />} disabled={!data?.items.length} onClick={clear}>
          {t('emailAccounts.caught.clear')}
        </Button>
      </Flex>
      <DataTable<CaughtMessageDto>
        rowKey="id"
        size="middle"
        loading={caught.isPending}
        rows={items.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE)}
        pagination={
          items.length > PAGE_SIZE
            ? { page: shownPage, size: PAGE_SIZE, total: items.length, onChange: setPage }
            : undefined
        }
        empty={t('emailAccounts.caught.empty')}
        aria-label={t('emailAccounts.caught.tab')}
        columns={[
          {
            key: 'receivedAt',
            dataIndex: 'receivedAt',
            title: t('emailAccounts.caught.receivedAt'),
            render: (value: string) => <DateTime value={value} />,
          },
          {
            key: 'subject',
            dataIndex: 'subject',
            title: t('emailAccounts.caught.subject'),
            render: (subject: string, row) => (
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                onClick={() => setOpen(row)}
              >
                {subject || t('emailAccounts.caught.noSubject')}
              </Button>
            ),
          },
          { key: 'from', dataIndex: 'from', title: t('emailAccounts.caught.from') },
          {
            key: 'to',
            dataIndex: 'to',
            title: t('emailAccounts.caught.to'),
            render: (to: string[]) => to.join(', '),
          },
          {
            key: 'size',
            dataIndex: 'size',
            title: t('emailAccounts.caught.size'),
            align: 'end',
            render: (bytes: number) => size.format(bytes / 1024),
          },
        ]}
      />
      <CaughtMessageDrawer message={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
