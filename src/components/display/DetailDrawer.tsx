import { Suspense, useState, type ComponentType } from 'react';
import { lazyPart } from '@/lib/lazyPart';
import { DrawerLoading } from '../form/lazyFormDrawer';
import type { DetailDrawerProps } from './DetailDrawerPanel';

const Panel = lazyPart('common:details', () => import('./DetailDrawerPanel'));

/**
 * A read-only record in a drawer (DetailDrawerPanel), loaded when first opened: antd's Drawer and Descriptions are
 * not part of a list's first load. Until the part has arrived a loading panel stands where the drawer opens;
 * afterwards it stays mounted, so it closes with its animation.
 */
export function DetailDrawer<T extends object>(props: DetailDrawerProps<T>) {
  const [opened, setOpened] = useState(props.detail.open);
  if (props.detail.open && !opened) setOpened(true);
  if (!opened) return null;
  const Typed = Panel as unknown as ComponentType<DetailDrawerProps<T>>;
  return (
    <Suspense fallback={<DrawerLoading />}>
      <Typed {...props} />
    </Suspense>
  );
}
