import { useEffect, useState } from 'react';
import type { Resource } from './resource';
import { useRouteHasRecords, useRoutedRecord } from './useRecordRoute';

/**
 * A read-only record view (`<DetailDrawer detail=…>`): on a route with records it follows `/login-logs/5`
 * (opened from the list, after a reload or from a shared link; closing returns to the list with its query),
 * elsewhere it is local state.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading does not involve the input types
export function useResourceDetail<T>(resource: Resource<T, any, any>) {
  const routed = useRouteHasRecords();
  const route = useRoutedRecord(resource, routed);
  const [local, setLocal] = useState<T | null>(null);
  const { close: closeRoute, invalid, id, record } = route;
  useEffect(() => {
    if (invalid || route.isNew) closeRoute();
  }, [invalid, route.isNew, closeRoute]);

  return {
    open: routed ? id !== null : local !== null,
    record: routed ? (record.data ?? null) : local,
    loading: routed && id !== null && record.isPending,
    error: routed ? record.error : null,
    retry: record.refetch,
    show: (row: T) => (routed ? route.open(row) : setLocal(row)),
    close: () => (routed ? closeRoute() : setLocal(null)),
  };
}

export type ResourceDetailState<T> = ReturnType<typeof useResourceDetail<T>>;
