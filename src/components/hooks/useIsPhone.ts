import { Grid } from 'antd';

/** True on phone-sized screens (antd's `xs`, below 576 px): full-width drawers, compact toolbars and row menus. */
export function useIsPhone(): boolean {
  return Grid.useBreakpoint().xs === true;
}
