import { Alert, Button, Modal, Progress, Radio, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvDelimiter } from '@/lib/csv';
import type { CsvExportProgress } from './useCsvExport';

export interface ExportDialogsProps {
  /** Rows of the current filter, when known. */
  count: number | undefined;
  /** The separator being chosen; null while the first dialog is closed. */
  choosing: CsvDelimiter | null;
  recommended: CsvDelimiter;
  onChoose(delimiter: CsvDelimiter): void;
  onStart(delimiter: CsvDelimiter): void;
  onCancelChoice(): void;
  progress: CsvExportProgress;
  onRetry(): void;
  onDismiss(): void;
  onCancelRun(): void;
}

/**
 * The export's two dialogs: how many rows and which column separator, then progress that can be cancelled. A
 * chunk of their own (antd's Modal, Radio and Progress), loaded when the export is first opened.
 */
export default function ExportDialogs(props: ExportDialogsProps) {
  const { t } = useTranslation('toolkit');
  const labelId = useId();
  const { count, choosing, recommended, progress } = props;
  const { status, fetched, total, error } = progress;
  const percent = total ? Math.min(100, Math.round((fetched / total) * 100)) : 0;
  const option = (delimiter: CsvDelimiter) => (
    <Radio value={delimiter}>
      {t(delimiter === ';' ? 'export.semicolon' : 'export.comma')}
      {delimiter === recommended && <span className="app-text-secondary"> · {t('export.recommended')}</span>}
    </Radio>
  );

  return (
    <>
      <Modal
        open={choosing !== null}
        destroyOnHidden
        title={t('export.dialogTitle')}
        okText={t('export.start')}
        cancelText={t('actions.cancel')}
        onOk={() => choosing && props.onStart(choosing)}
        onCancel={props.onCancelChoice}
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
              onChange={(e) => props.onChoose(e.target.value as CsvDelimiter)}
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
              <Button onClick={props.onDismiss}>{t('actions.close')}</Button>
              <Button type="primary" onClick={props.onRetry}>
                {t('table.retry')}
              </Button>
            </>
          ) : (
            <Button onClick={props.onCancelRun}>{t('actions.cancel')}</Button>
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
