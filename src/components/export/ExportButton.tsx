import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvDelimiter } from '@/lib/csv';
import { lazyPart } from '@/lib/lazyPart';
import { useIsPhone } from '../hooks/useIsPhone';
import type { ResourceTableState } from '../list/useResourceTable';
import { csvDelimiterForLanguage, rememberCsvDelimiter, useCsvExport } from './useCsvExport';

/** The dialogs (antd's Modal, Radio, Progress) come with the first opening, not with the list. */
const ExportDialogs = lazyPart('toolkit:export.dialogTitle', () => import('./ExportDialogs'));

/**
 * "Export CSV" for the list's current filter: a dialog first (how many rows, and the column separator, preset
 * from the language's decimal mark), then progress that can be cancelled.
 */
export function ExportButton<T extends object>({ table }: { table: ResourceTableState<T> }) {
  const { t, i18n } = useTranslation('toolkit');
  const phone = useIsPhone();
  const columns = table.columns.filter((c) => c.exportValue !== false);
  const csv = useCsvExport({ resource: table.resource, params: table.filterParams, columns });
  const count = table.query.data?.totalCount;
  const empty = table.query.isSuccess && count === 0;
  /** The separator being chosen in the dialog; null while the dialog is closed. */
  const [choosing, setChoosing] = useState<CsvDelimiter | null>(null);
  /** Once opened, the dialogs stay mounted (their closing animation, the progress dialog). */
  const [opened, setOpened] = useState(false);
  const { recommended } = csvDelimiterForLanguage(i18n.language);

  const open = () => {
    setOpened(true);
    setChoosing(csvDelimiterForLanguage(i18n.language).delimiter);
  };
  const run = (delimiter: CsvDelimiter) => {
    rememberCsvDelimiter(i18n.language, delimiter);
    setChoosing(null);
    void csv.start(delimiter);
  };

  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        onClick={open}
        disabled={empty || csv.progress.status === 'running'}
        aria-label={phone ? t('export.button') : undefined}
      >
        {!phone && t('export.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ExportDialogs
            count={count}
            choosing={choosing}
            recommended={recommended}
            onChoose={setChoosing}
            onStart={run}
            onCancelChoice={() => setChoosing(null)}
            progress={csv.progress}
            onRetry={() => void csv.start()}
            onDismiss={csv.dismiss}
            onCancelRun={csv.cancel}
          />
        </Suspense>
      )}
    </>
  );
}
