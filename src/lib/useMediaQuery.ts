import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (window resize, rotation). One `matchMedia` listener per
 * component; no breakpoint library. On the server and where `matchMedia` is missing it answers `false`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    [query],
  );
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** antd's breakpoints (the `lg` and `xs` of its Grid), for the same layout decisions without its responsive observer. */
export const WIDE_SCREEN = '(min-width: 992px)';
export const PHONE_SCREEN = '(max-width: 575px)';
