import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Radio, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvDelimiter } from '@/lib/csv';
import { useIsPhone } from '../hooks/useIsPhone';
import type { ResourceTableState } from '../list/useResourceTable';
import { csvDelimiterForLanguage, rememberCsvDelimiter, useCsvExport } from './useCsvExport';

/**
 * "Export CSV" for the list's current filter: a dialog first (how many rows, and the column separator, preset
 * from the language's decimal mark), then progress that can be cancelled.
 */
export function ExportButton<T extends object>({ table }: { table: ResourceTableState<T> }) {
  const { t, i18n } = useTranslation('toolkit');
  const phone = useIsPhone();
  const columns = table.columns.filter((c) => c.exportValue !== false);
  const csv = useCsvExport({ resource: table.resource, params: table.filterParams, columns });
  const { status, fetched, total, error } = csv.progress;
  const percent = total ? Math.min(100, Math.round((fetched / total) * 100)) : 0;
  const count = table.query.data?.totalCount;
  const empty = table.query.isSuccess && count === 0;
  /** The separator being chosen in the dialog; null while the dialog is closed. */
  const [choosing, setChoosing] = useState<CsvDelimiter | null>(null);
  const { recommended } = csvDelimiterForLanguage(i18n.language);
  const labelId = useId();

  const open = () => setChoosing(csvDelimiterForLanguage(i18n.language).delimiter);
  const run = (delimiter: CsvDelimiter) => {
    rememberCsvDelimiter(i18n.language, delimiter);
    setChoosing(null);
    void csv.start(delimiter);
  };
  const option = (delimiter: CsvDelimiter) => (
    <Radio value={delimiter}>
      {t(delimiter === ';' ? 'export.semicolon' : 'export.comma')}
      {delimiter === recommended && <span className="app-text-secondary"> · {t('export.recommended')}</span>}
    </Radio>
  );

  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        onClick={open}
        disabled={empty || status === 'running'}
        aria-label={phone ? t('export.button') : undefined}
      >
        {!phone && t('export.button')}
      </Button>
      <Modal
        open={choosing !== null}
        destroyOnHidden
        title={t('export.dialogTitle')}
        okText={t('export.start')}
        cancelText={t('actions.cancel')}
        onOk={() => choosing && run(choosing)}
        onCancel={() => setChoosing(null)}
      >
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {count !== undefined && <p style={{ margin: 0 }}>{t('export.summary', { count })}</p>}
          <div>
            <span className="app-text-strong" id={labelId}>
              {t('export.separator')}
            </span>
            <Radio.Group
              aria-labelledby={labelId}
              value={choosing}
              onChange={(e) => setChoosing(e.target.value as CsvDelimiter)}
              style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 6 }}
            >
              {option(';')}
              {option(',')}
            </Radio.Group>
          </div>
          <span className="app-text-secondary">{t('export.separatorHint')}</span>
        </Space>
      </Modal>
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
            <span className="app-text-secondary" role="status">
              {total === null ? t('export.starting') : t('export.progress', { fetched, total })}
            </span>
          </>
        )}
      </Modal>
    </>
  );
}
