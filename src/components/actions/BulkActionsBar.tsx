import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/lib/useSingleFlight';
import { resourceKeys } from '../resource/resource';
import type { ResourceTableState } from '../list/useResourceTable';
import { useConfirm } from './useConfirm';

interface Failure {
  name: string;
  message: string;
}
type Run =
  | { phase: 'running'; done: number; total: number }
  | { phase: 'summary'; deleted: number; failures: Failure[] };

const MAX_NAMED = 8;

/**
 * The bar shown while rows are selected: the count, "Delete selected" and "Clear selection". Deleting runs one
 * by one (`resource.removeMany`): a confirmation naming the rows, a progress bar (stoppable), then a summary that
 * lists each failure with the server's reason. The dialogs outlive the selection, which is cleared when the run
 * ends. One run at a time: a double click opens one confirmation, and its OK starts one run.
 */
export function BulkActionsBar<T extends object>({ table }: { table: ResourceTableState<T> }) {
  const { t } = useTranslation('toolkit');
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<Run | null>(null);
  const stop = useRef<AbortController | null>(null);
  const { resource, selection } = table;
  const rows = selection.rows;

  const execute = useSingleFlight(async (targets: typeof rows) => {
    const controller = new AbortController();
    stop.current = controller;
    const total = targets.length;
    setRun({ phase: 'running', done: 0, total });
    const byId = new Map(targets.map((row) => [String(resource.getId(row)), row]));
    const result = await resource.removeMany!(
      targets.map((row) => resource.getId(row)),
      { signal: controller.signal, onProgress: (done) => setRun({ phase: 'running', done, total }) },
    );
    const failures: Failure[] = result.failed.map(({ id, error }) => ({
      name: resource.getTitle(byId.get(String(id))!),
      message: error instanceof Error ? error.message : String(error),
    }));
    setRun({ phase: 'summary', deleted: result.deleted.length, failures });
    selection.clear();
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource.name) });
  });

  const ask = () => {
    const names = rows.map((r) => resource.getTitle(r));
    const targets = rows;
    confirm({
      title: t('bulkDelete.title', { count: rows.length }),
      content: (
        <>
          <p className="app-paragraph">
            {names.slice(0, MAX_NAMED).join(', ')}
            {names.length > MAX_NAMED && ` ${t('bulkDelete.andMore', { count: names.length - MAX_NAMED })}`}
          </p>
          <span className="app-text-secondary">{t('delete.content')}</span>
        </>
      ),
      okText: t('bulkDelete.confirm', { count: rows.length }),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => {
        void execute.run(targets);
      },
    });
  };

  return (
    <>
      {rows.length > 0 && (
        <Flex wrap gap={8} align="center" role="region" aria-label={t('bulk.region')}>
          <span className="app-text-strong">{t('bulk.selected', { count: rows.length })}</span>
          <Button danger icon={<DeleteOutlined />} disabled={execute.pending} onClick={ask}>
            {t('bulkDelete.button', { count: rows.length })}
          </Button>
          <Button type="link" onClick={selection.clear}>
            {t('bulk.clear')}
          </Button>
        </Flex>
      )}
      <Modal
        open={run !== null}
        destroyOnHidden
        title={t('bulkDelete.progressTitle')}
        closable={run?.phase === 'summary'}
        mask={{ closable: false }}
        onCancel={() => setRun(null)}
        footer={
          run?.phase === 'running' ? (
            <Button onClick={() => stop.current?.abort()}>{t('bulkDelete.stop')}</Button>
          ) : (
            <Button type="primary" onClick={() => setRun(null)}>
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
    </>
  );
}
