import type { Location } from 'react-router-dom';

/** Router state the sign-in page reads: where to go back to after signing in. */
export interface LoginState {
  from?: string;
}

/** The location to remember, as a path with query and hash (never a full URL). */
export const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

export const rememberedFrom = (state: unknown): string | undefined => {
  const from = (state as LoginState | null)?.from;
  return typeof from === 'string' ? from : undefined;
};
