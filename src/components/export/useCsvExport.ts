import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryParams } from '@/api/types/lists';
import { languageOf } from '@/i18n/languages';
import { readPreference, writePreference } from '@/lib/browserStorage';
import { csvDelimiterFor, csvFileName, downloadText, toCsv, type CsvDelimiter } from '@/lib/csv';
import type { ResourceColumn } from '../list/columns';
import { pagingParams, type Resource } from '../resource/resource';
import { useFeedback } from '@/components/feedback/useFeedback';
import { csvTable } from './csvTable';

export interface CsvExportProgress {
  status: 'idle' | 'running' | 'error';
  fetched: number;
  total: number | null;
  error: string | null;
}

export interface UseCsvExportOptions<T> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the export only lists, any input types do
  resource: Resource<T, any, any>;
  /** The current filter, sort and keyword, without paging. */
  params: QueryParams;
  /** The columns to write, in order (the table's visible columns). */
  columns: ResourceColumn<T>[];
  batchSize?: number;
}

const idle: CsvExportProgress = { status: 'idle', fetched: 0, total: null, error: null };

const delimiterKey = (language: string) => `cc.csv.delimiter.${language}`;
const isDelimiter = (value: unknown): value is CsvDelimiter => value === ',' || value === ';';

/**
 * The CSV separator for a language: the one the user last chose in it, else the one its decimal mark implies
 * (`;` where decimals are written with a comma, as Excel expects there).
 */
export function csvDelimiterForLanguage(code: string): {
  delimiter: CsvDelimiter;
  recommended: CsvDelimiter;
} {
  const language = languageOf(code);
  const recommended = csvDelimiterFor(language.decimalMark);
  const chosen = readPreference<unknown>(delimiterKey(language.code), null);
  return { delimiter: isDelimiter(chosen) ? chosen : recommended, recommended };
}

export function rememberCsvDelimiter(code: string, delimiter: CsvDelimiter) {
  writePreference(delimiterKey(languageOf(code).code), delimiter);
}

/**
 * Exports every row of the current filter: pages are fetched in batches (100 by default) with progress, the
 * export can be cancelled (the running request is aborted), and the file opens correctly in Excel.
 */
export function useCsvExport<T>({ resource, params, columns, batchSize = 100 }: UseCsvExportOptions<T>) {
  const { t, i18n } = useTranslation('toolkit');
  const { notification } = useFeedback();
  const [progress, setProgress] = useState<CsvExportProgress>(idle);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (delimiter: CsvDelimiter = csvDelimiterForLanguage(i18n.language).delimiter) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ ...idle, status: 'running' });
      const rows: T[] = [];
      try {
        for (let page = 1; ; page += 1) {
          const result = await resource.list(
            { ...params, ...pagingParams(resource, page, batchSize) },
            abort.signal,
          );
          if (abort.signal.aborted) return;
          rows.push(...result.items);
          setProgress({ status: 'running', fetched: rows.length, total: result.totalCount, error: null });
          if (result.items.length < batchSize || rows.length >= result.totalCount) break;
        }
        const table = csvTable(columns, rows, t('export.currency'));
        const csv = toCsv(table.header, table.rows, delimiter);
        downloadText(csv, csvFileName(resource.name));
        setProgress(idle);
        notification.success({ title: t('export.done', { count: rows.length }), placement: 'bottomRight' });
      } catch (error) {
        if (abort.signal.aborted) return;
        setProgress((p) => ({
          ...p,
          status: 'error',
          error: error instanceof Error ? error.message : String(error),
        }));
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [resource, params, columns, batchSize, i18n.language, notification, t],
  );

  const cancel = useCallback(() => {
    const running = controller.current;
    controller.current = null;
    running?.abort();
    setProgress(idle);
    if (running) notification.info({ title: t('export.cancelled'), placement: 'bottomRight' });
  }, [notification, t]);

  return { progress, start, cancel, dismiss: () => setProgress(idle) };
}
