import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { SIDER_COLLAPSED_KEY } from '@/app/shell/useSiderCollapsed';
import { renderApp, sessionHandlers, setViewportWidth } from './harness';
import { setupMswServer } from '../../setup/msw';

const server = setupMswServer();

const sider = () => document.querySelector('.app-sider') as HTMLElement;

describe('side menu', () => {
  it('is 200 px wide, and its collapsed state survives a reload', async () => {
    setViewportWidth(1280);
    credentials.setToken('tok', true);
    server.use(...sessionHandlers());
    const first = renderApp('/admin');
    await screen.findByText('Welcome back, Ana!');
    expect(sider()).toHaveStyle({ width: '200px' });
    expect(sider()).not.toHaveClass('ant-layout-sider-collapsed');

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    await waitFor(() => expect(sider()).toHaveClass('ant-layout-sider-collapsed'));
    expect(localStorage.getItem(SIDER_COLLAPSED_KEY)).toBe('true');

    first.unmount();
    renderApp('/admin');
    await screen.findByText('Welcome back, Ana!');
    expect(sider()).toHaveClass('ant-layout-sider-collapsed');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    await waitFor(() => expect(sider()).not.toHaveClass('ant-layout-sider-collapsed'));
    expect(localStorage.getItem(SIDER_COLLAPSED_KEY)).toBe('false');
  });
});
