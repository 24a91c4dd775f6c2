import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/lib/lazyPart';
import { useSingleFlight } from '@/lib/useSingleFlight';
import { resourceKeys } from '../resource/resource';
import type { ResourceTableState } from '../list/useResourceTable';
import type { Failure, Run } from './BulkDeleteDialog';
import { useConfirm } from './useConfirm';

/** The progress and summary dialog (antd's Modal, Progress, Alert) comes with the first run, not with the list. */
const BulkDeleteDialog = lazyPart('toolkit:bulkDelete.progressTitle', () => import('./BulkDeleteDialog'));

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
  /** Once a run started, its dialog stays mounted (it closes with its animation, focus goes back). */
  const [started, setStarted] = useState(false);
  const stop = useRef<AbortController | null>(null);
  const { resource, selection } = table;
  const rows = selection.rows;

  const execute = useSingleFlight(async (targets: typeof rows) => {
    const controller = new AbortController();
    stop.current = controller;
    const total = targets.length;
    setStarted(true);
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
      {started && (
        <Suspense fallback={null}>
          <BulkDeleteDialog run={run} onStop={() => stop.current?.abort()} onClose={() => setRun(null)} />
        </Suspense>
      )}
    </>
  );
}
