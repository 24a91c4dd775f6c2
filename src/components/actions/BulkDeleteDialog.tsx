import { Alert, Button, Modal, Progress } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Failure {
  name: string;
  message: string;
}
export type Run =
  | { phase: 'running'; done: number; total: number }
  | { phase: 'summary'; deleted: number; failures: Failure[] };

/**
 * The bulk deletion's progress (stoppable), then its summary with each failure and the server's reason. A chunk of
 * its own, loaded with the first run; open while there is a run.
 */
export default function BulkDeleteDialog({
  run,
  onStop,
  onClose,
}: {
  run: Run | null;
  onStop(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('toolkit');
  return (
    <Modal
      open={run !== null}
      destroyOnHidden
      title={t('bulkDelete.progressTitle')}
      closable={run?.phase === 'summary'}
      mask={{ closable: false }}
      onCancel={onClose}
      footer={
        run?.phase === 'running' ? (
          <Button onClick={onStop}>{t('bulkDelete.stop')}</Button>
        ) : (
          <Button type="primary" onClick={onClose}>
            {t('actions.close')}
          </Button>
        )
      }
    >
      {run?.phase === 'running' && (
        <>
          <Progress
            percent={Math.round((run.done / run.total) * 100)}
            aria-label={t('bulkDelete.progressTitle')}
          />
          <span role="status">{t('bulkDelete.progress', { done: run.done, total: run.total })}</span>
        </>
      )}
      {run?.phase === 'summary' && (
        <>
          <Alert
            type={run.failures.length ? 'warning' : 'success'}
            showIcon
            title={t('bulkDelete.summary', { deleted: run.deleted, failed: run.failures.length })}
          />
          {run.failures.length > 0 && (
            <>
              <h5 className="app-title-5" style={{ marginTop: 16 }}>
                {t('bulkDelete.failures')}
              </h5>
              <ul
                aria-label={t('bulkDelete.failures')}
                style={{ paddingInlineStart: 20, maxHeight: 240, overflow: 'auto' }}
              >
                {run.failures.map((f, i) => (
                  <li key={i}>
                    <span className="app-text-strong">{f.name}</span>: {f.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
