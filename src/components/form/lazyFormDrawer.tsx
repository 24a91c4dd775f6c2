import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/lib/lazyPart';
import type { ResourceFormState } from './useResourceForm';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any feature's form state
type DrawerProps = { form: ResourceFormState<any, any> };

/**
 * A feature's form drawer, loaded when it is first opened: antd's Form, the inputs and the shared zod schemas
 * (together about 60 KB gzip) are not part of a list's first load. Until the part has arrived, a loading panel
 * stands where the drawer opens; afterwards the drawer stays mounted, so it closes with its animation and keeps
 * its form instance. A part that fails to load names itself to the route's error view ("Form").
 */
export function lazyFormDrawer<P extends DrawerProps>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazyPart<P>('toolkit:form.part', () =>
    Promise.all([load(), import('./FormDrawer')]).then(([Drawer, { withFormInstance }]) => ({
      default: withFormInstance(Drawer),
    })),
  );
  return function LazyFormDrawer(props: P) {
    const [opened, setOpened] = useState(props.form.open);
    if (props.form.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={<DrawerLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** Where the drawer opens, while its part loads: the mask and a panel with a spinner, in plain HTML. */
export function DrawerLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="app-drawer-loading">
      <div className="app-drawer-loading__panel" role="status" aria-label={t('loading')}>
        <span className="app-spinner" />
      </div>
    </div>
  );
}
