import { Drawer, Grid, Layout, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { TranslationWarning } from '../TranslationWarning';
import { Brand } from './Brand';
import { PageHeading } from './PageHeading';
import { SideMenu } from './SideMenu';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { useSiderCollapsed } from './useSiderCollapsed';
import { WorkingTenantBanner } from './WorkingTenantBanner';
// The components' plain styles (texts, states, a loading drawer), for every screen in the shell: one stylesheet
// with the shell instead of one more dependency of each page in the entry's preload map.
import '@/components/display/plain.css';

export const SIDER_WIDTH = 200;

/** The admin shell: a 200 px collapsible side menu (a drawer on small screens), the top bar and the page. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const screens = Grid.useBreakpoint();
  const mobile = screens.lg === false;
  const [collapsed, toggleCollapsed] = useSiderCollapsed();
  const { pathname } = useLocation();
  // The drawer is open for the path it was opened on, so any navigation closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const closeDrawer = () => setDrawerOpenOn(null);

  return (
    <Layout className="app-shell">
      <SkipLink />
      {mobile ? (
        <Drawer
          placement="left"
          size={SIDER_WIDTH + 40}
          open={drawerOpenOn === pathname}
          onClose={closeDrawer}
          closable={false}
          aria-label={t('shell:menu.label')}
          className="app-drawer"
          styles={{ body: { padding: 0 } }}
        >
          <Brand />
          <SideMenu onNavigate={closeDrawer} />
        </Drawer>
      ) : (
        <Layout.Sider
          className="app-sider"
          width={SIDER_WIDTH}
          collapsible
          collapsed={collapsed}
          trigger={null}
        >
          <Brand collapsed={collapsed} />
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout className="app-main">
        <TopBar
          mobile={mobile}
          collapsed={collapsed}
          onToggleMenu={mobile ? () => setDrawerOpenOn(pathname) : toggleCollapsed}
        />
        <Layout.Content className="app-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <TranslationWarning />
          <WorkingTenantBanner />
          <PageHeading />
          <Suspense
            fallback={
              <div className="app-page-loading" role="status">
                <Spin description={t('loading')} />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
