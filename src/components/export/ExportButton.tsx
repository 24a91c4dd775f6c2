import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../hooks/useIsPhone';
import type { ResourceTableState } from '../list/useResourceTable';
import { useCsvExport } from './useCsvExport';

/** "Export CSV" for the list's current filter, with a progress dialog that can cancel. */
export function ExportButton<T extends object>({ table }: { table: ResourceTableState<T> }) {
  const { t } = useTranslation('toolkit');
  const phone = useIsPhone();
  const columns = table.columns.filter((c) => c.exportValue !== false);
  const csv = useCsvExport({ resource: table.resource, params: table.filterParams, columns });
  const { status, fetched, total, error } = csv.progress;
  const percent = total ? Math.min(100, Math.round((fetched / total) * 100)) : 0;
  const empty = table.query.isSuccess && table.query.data.totalCount === 0;
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => void csv.start()}
        disabled={empty || status === 'running'}
        aria-label={phone ? t('export.button') : undefined}
      >
        {!phone && t('export.button')}
      </Button>
      <Modal
        open={status !== 'idle'}
        destroyOnHidden
        title={t('export.title')}
        closable={false}
        mask={{ closable: false }}
        footer={
          status === 'error' ? (
            <>
              <Button onClick={csv.dismiss}>{t('actions.close')}</Button>
              <Button type="primary" onClick={() => void csv.start()}>
                {t('table.retry')}
              </Button>
            </>
          ) : (
            <Button onClick={csv.cancel}>{t('actions.cancel')}</Button>
          )
        }
      >
        {status === 'error' ? (
          <Alert type="error" showIcon title={t('export.failed')} description={error} />
        ) : (
          <>
            <Progress percent={percent} status="active" aria-label={t('export.title')} />
            <Typography.Text type="secondary" role="status">
              {total === null ? t('export.starting') : t('export.progress', { fetched, total })}
            </Typography.Text>
          </>
        )}
      </Modal>
    </>
  );
}
