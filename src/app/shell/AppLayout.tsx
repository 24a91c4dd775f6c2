import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/useMediaQuery';
import { TranslationWarning } from '../TranslationWarning';
import { Brand } from './Brand';
import { MenuDrawer } from './MenuDrawer';
import { PageHeading } from './PageHeading';
import { SideMenu } from './SideMenu';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { useSiderCollapsed } from './useSiderCollapsed';
import { WorkingTenantBanner } from './WorkingTenantBanner';
import './shell.css';
// The components' plain styles (texts, states, cards, a loading drawer; form fields), for every screen in the
// shell: loaded with the shell instead of one more dependency of each page in the entry's preload map.
import '@/components/display/plain.css';
import '@/components/form/fields.css';

export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 64;

/**
 * The admin shell, plain HTML and CSS: a 200 px side menu that collapses to its icons (a drawer below antd's `lg`
 * breakpoint, 992 px), the top bar and the page.
 */
export function AppLayout() {
  const { t } = useTranslation('common');
  const mobile = !useMediaQuery(WIDE_SCREEN);
  const [collapsed, toggleCollapsed] = useSiderCollapsed();
  const { pathname } = useLocation();
  // The drawer is open for the path it was opened on, so any navigation closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = mobile && drawerOpenOn === pathname;
  const closeDrawer = () => setDrawerOpenOn(null);

  return (
    <div className="app-shell">
      <SkipLink />
      {mobile ? (
        <MenuDrawer open={drawerOpen} onClose={closeDrawer} label={t('shell:menu.label')}>
          <Brand />
          <SideMenu onNavigate={closeDrawer} />
        </MenuDrawer>
      ) : (
        <aside
          className={`app-sider${collapsed ? ' app-sider--collapsed' : ''}`}
          style={{ width: collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH }}
        >
          <Brand collapsed={collapsed} />
          <SideMenu collapsed={collapsed} />
        </aside>
      )}
      {/* Behind the open drawer, the page is out of reach (it is a modal dialog). */}
      <div className="app-main" inert={drawerOpen}>
        <TopBar
          mobile={mobile}
          collapsed={collapsed}
          onToggleMenu={mobile ? () => setDrawerOpenOn(pathname) : toggleCollapsed}
        />
        <main className="app-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <TranslationWarning />
          <WorkingTenantBanner />
          <PageHeading />
          <Suspense
            fallback={
              <div className="app-page-loading" role="status">
                <span className="app-spinner" aria-hidden="true" />
                <span className="app-page-loading__text">{t('loading')}</span>
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
