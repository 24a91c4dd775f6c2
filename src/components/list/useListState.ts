import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  correctedSearch,
  readListState,
  sameView,
  writeListState,
  type ListState,
  type ListStateOptions,
  type SortState,
} from './listState';

function nextSort(current: SortState | null, field: string): SortState | null {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : null;
}

/**
 * The list's state read from and written to the URL query. Every change is a new history entry, so back and
 * forward walk through the views; a filter, keyword or page-size change goes back to page 1. A URL with values
 * the list cannot use (hand-edited, an old link) is replaced by the corrected one, without a history entry.
 */
export function useListState(options: ListStateOptions) {
  const [search, setSearch] = useSearchParams();
  // Filter declarations are rebuilt on every render (they carry translated labels); only their URL shape matters.
  const shape = JSON.stringify([
    options.prefix,
    options.defaultSize,
    options.defaultSort,
    options.sortFields,
    options.filters.map((f) => [f.name, f.kind, f.keys, f.version]),
  ]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `shape` stands for the options
  const stable = useMemo(() => options, [shape]);
  const state = useMemo(() => readListState(search, stable), [search, stable]);

  // The URL as last written. React Router hands a functional update the search of the last render, so two
  // changes before the next render (a filter, then a sort click) would each start from the same old URL and
  // the second would undo the first. Every change starts from what the previous one wrote instead.
  // Navigations are transitions: one written earlier can render after a later one was written (a debounced
  // keyword, then a filter choice, then a header click). Such a render must not take `latest` back to it, or the
  // next change would start from there and undo the later ones; only a URL this hook did not write (back/forward,
  // a link) replaces what was last written.
  const latest = useRef(search);
  const written = useRef<string[]>([]);
  useLayoutEffect(() => {
    const at = written.current.indexOf(search.toString());
    if (at === -1) {
      latest.current = search;
      written.current = [];
    } else written.current = written.current.slice(at + 1);
  }, [search]);

  useEffect(() => {
    const corrected = correctedSearch(search, stable);
    if (!sameView(search, corrected, stable)) setSearch(corrected, { replace: true });
  }, [search, stable, setSearch]);

  const update = useCallback(
    (
      patch: Partial<ListState> | ((previous: ListState) => Partial<ListState>),
      { resetPage = true, replace = false } = {},
    ) => {
      const current = latest.current;
      const previous = readListState(current, stable);
      const changes = typeof patch === 'function' ? patch(previous) : patch;
      const next = writeListState(
        current,
        { ...previous, ...(resetPage ? { page: 1 } : {}), ...changes },
        stable,
      );
      latest.current = next;
      written.current.push(next.toString());
      setSearch(next, { replace });
    },
    [setSearch, stable],
  );

  const actions = useMemo(
    () => ({
      setPage: (page: number, size?: number) =>
        update(size === undefined ? { page } : { page, size }, { resetPage: false }),
      setSort: (sort: SortState | null) => update({ sort }),
      /**
       * A header click: none → ascending → descending → none, counted from the URL as last written. The table's
       * own next order comes from the last render, so a second click before the (transition) render lands would
       * ask for ascending again.
       */
      toggleSort: (field: string) => update((previous) => ({ sort: nextSort(previous.sort, field) })),
      setKeyword: (keyword: string) => update({ keyword }),
      setFilter: (name: string, value: unknown) =>
        update((previous) => ({ filters: { ...previous.filters, [name]: value } })),
      reset: () => update({ keyword: '', filters: {} }),
      /** Corrects an out-of-range page without a history entry. */
      clampPage: (page: number) => update({ page }, { resetPage: false, replace: true }),
      /** Drops what the server refused, without a history entry. */
      drop: (parts: { sort?: boolean; page?: boolean; keyword?: boolean; filters?: string[] }) =>
        update(
          (previous) => ({
            ...(parts.sort ? { sort: null } : {}),
            ...(parts.keyword ? { keyword: '' } : {}),
            filters: Object.fromEntries(
              Object.entries(previous.filters).map(([k, v]) => [
                k,
                parts.filters?.includes(k) ? undefined : v,
              ]),
            ),
          }),
          { resetPage: !!parts.page, replace: true },
        ),
    }),
    [update],
  );
  return { state, ...actions };
}
