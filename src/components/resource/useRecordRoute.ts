import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useMatches, useNavigate, useParams } from 'react-router-dom';
import type { PagedResultDto } from '@/api/types/abp';
import { resourceKeys, type RecordId, type Resource } from './resource';
import { useTenantScope } from './useTenantScope';

/**
 * Record routes: a route declared with `records: true` in the route table also matches `/users/:recordId`, so
 * a record has an address (`/users/5`, `/users/new` for a new one) that survives a reload and can be shared.
 * The list's query stays in the URL while a record is open, and closing returns to exactly that list view.
 */
export const NEW_RECORD = 'new';

interface RecordsHandle {
  records?: boolean;
}

/** Whether the current route gives records an address (its handle says `records: true`). */
export function useRouteHasRecords(): boolean {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RecordsHandle | undefined;
  return handle?.records === true;
}

interface OpenedFrom {
  /** Set when the record was opened from the list in this tab: closing goes back instead of forward. */
  recordOpenedFrom?: string;
}

/** The record named by the URL, and navigation to open and close records. Inert when `enabled` is false. */
export function useRecordRoute(enabled: boolean) {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const recordId = enabled ? params.recordId : undefined;
  const listPath = recordId ? location.pathname.replace(/\/[^/]+\/?$/, '') || '/' : location.pathname;
  const { search } = location;
  const openedFrom = (location.state as OpenedFrom | null)?.recordOpenedFrom;

  const open = useCallback(
    (id: RecordId) =>
      navigate(
        { pathname: `${listPath.replace(/\/$/, '')}/${encodeURIComponent(String(id))}`, search },
        { state: { recordOpenedFrom: listPath } satisfies OpenedFrom },
      ),
    [navigate, listPath, search],
  );
  /** Back to the list view the record was opened from (history back when it was opened in this tab). */
  const close = useCallback(() => {
    if (openedFrom === listPath) void navigate(-1);
    else void navigate({ pathname: listPath, search }, { replace: true });
  }, [navigate, openedFrom, listPath, search]);

  return { recordId, listPath, isNew: recordId === NEW_RECORD, open, close };
}

/** A record id in the URL: a positive integer (ABP's ids), or null for anything else. */
export function parseRecordId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2147483647 ? id : null;
}

/**
 * The record `id` of a resource, in this order: `known` (the row the user just opened from the list, no
 * request), a list page already in the cache (back/forward to a record), else `resource.get` (after a reload,
 * or from a shared link). The record stays as it was read while it is open (the save sends the whole record),
 * and is forgotten when it closes: the next opening reads it anew.
 */
export function useRecord<T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading does not involve the input types
  resource: Resource<T, any, any>,
  id: RecordId | null,
  known?: T | null,
) {
  const queryClient = useQueryClient();
  const { tenantId } = useTenantScope();
  const fromLists = () => {
    if (id === null) return undefined;
    const pages = queryClient.getQueriesData<PagedResultDto<T>>({
      queryKey: resourceKeys.lists(resource.name, tenantId),
    });
    for (const [, page] of pages) {
      const row = page?.items.find((r) => String(resource.getId(r)) === String(id));
      if (row) return row;
    }
    return undefined;
  };
  const given = known && id !== null && String(resource.getId(known)) === String(id) ? known : undefined;
  const query = useQuery({
    queryKey: resourceKeys.detail(resource.name, tenantId, id ?? ''),
    queryFn: ({ signal }) => {
      if (resource.get) return resource.get(id!, signal);
      const found = fromLists();
      if (found) return found;
      throw new Error('Not found');
    },
    enabled: id !== null && !given,
    initialData: fromLists,
    staleTime: Infinity,
    gcTime: 0,
  });
  return {
    data: given ?? query.data,
    isPending: !given && query.isPending,
    error: given ? null : query.error,
    refetch: () => void query.refetch(),
  };
}

/**
 * The record a page shows by its address: the URL's id, the record itself (see `useRecord`) and `open(row)`,
 * which pushes the row's address and hands the row over, so that opening it from the list needs no request.
 */
export function useRoutedRecord<T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading does not involve the input types
  resource: Resource<T, any, any>,
  enabled: boolean,
) {
  const route = useRecordRoute(enabled);
  const [picked, setPicked] = useState<T | null>(null);
  const id = route.isNew ? null : parseRecordId(route.recordId);
  // The handed-over row serves only the opening it was handed over for.
  const [seenId, setSeenId] = useState(id);
  if (seenId !== id) {
    setSeenId(id);
    if (picked && String(resource.getId(picked)) !== String(id)) setPicked(null);
  }
  const record = useRecord(resource, enabled ? id : null, picked);
  const { open: openRoute } = route;
  const open = useCallback(
    (row: T | null) => {
      setPicked(row);
      void openRoute(row ? resource.getId(row) : NEW_RECORD);
    },
    [openRoute, resource],
  );
  /** The URL names a record, but not one this page can open (`/users/abc`). */
  const invalid = enabled && route.recordId !== undefined && !route.isNew && id === null;
  return { ...route, id, record, open, invalid };
}
