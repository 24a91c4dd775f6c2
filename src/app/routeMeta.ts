import { useMatches } from 'react-router-dom';
import type { MenuGroup } from './routes';

/** What a route tells the shell through its `handle`: its title and, for grouped routes, its menu group. */
export interface RouteHandle {
  titleKey: string;
  group?: MenuGroup;
  /** False for pages that show their own title (not-authorized, not-found). */
  heading?: boolean;
  /** The route also matches `/:recordId` (record routes, read by the toolkit's forms). */
  records?: boolean;
}

const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleKey === 'string';

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
