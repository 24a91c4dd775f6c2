import { PHONE_SCREEN, useMediaQuery } from '@/lib/useMediaQuery';

/** True on phone-sized screens (antd's `xs`, below 576 px): full-width drawers, compact toolbars and row menus. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_SCREEN);
}
