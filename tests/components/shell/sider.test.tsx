import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { SIDER_COLLAPSED_KEY } from '@/app/shell/useSiderCollapsed';
import { allPermissions, currentUser, renderApp, sessionHandlers, setViewportWidth } from './harness';
import { setupMswServer } from '../../setup/msw';

const server = setupMswServer();

const sider = () => screen.getByRole('complementary');
const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('side menu', () => {
  it('is 200 px wide, collapses to its icons, and its collapsed state survives a reload', async () => {
    setViewportWidth(1280);
    credentials.setToken('tok', true);
    server.use(...sessionHandlers());
    const first = renderApp('/admin');
    await screen.findByText('Welcome back, Ana!');
    expect(sider()).toHaveStyle({ width: '200px' });
    expect(within(sider()).getByText('Client Care')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Users' })).not.toHaveAttribute('title');

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const collapse = screen.getByRole('button', { name: 'Collapse menu' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);
    await waitFor(() => expect(sider()).toHaveStyle({ width: '64px' }));
    // Icons only: the product name is gone, each entry keeps its name and shows it on hover.
    expect(within(sider()).queryByText('Client Care')).toBeNull();
    expect(within(menu()).getByRole('link', { name: 'Users' })).toHaveAttribute('title', 'Users');
    expect(localStorage.getItem(SIDER_COLLAPSED_KEY)).toBe('true');

    first.unmount();
    renderApp('/admin');
    await screen.findByText('Welcome back, Ana!');
    expect(sider()).toHaveStyle({ width: '64px' });
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    await waitFor(() => expect(sider()).toHaveStyle({ width: '200px' }));
    expect(localStorage.getItem(SIDER_COLLAPSED_KEY)).toBe('false');
  });

  it('collapsed, opens a group beside it, closed again by Escape with focus back on the group', async () => {
    setViewportWidth(1280);
    localStorage.setItem(SIDER_COLLAPSED_KEY, 'true');
    credentials.setToken('tok', true);
    server.use(...sessionHandlers(currentUser(allPermissions)));
    const { location } = renderApp('/admin');
    await screen.findByText('Welcome back, Ana!');
    const group = within(menu()).getByRole('button', { name: 'Email' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu()).queryByRole('link', { name: 'Email types' })).toBeNull();

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    within(menu()).getByRole('link', { name: 'Email types' }).focus();
    await user.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveFocus();

    // Following one of its links closes it.
    await user.click(group);
    await user.click(within(menu()).getByRole('link', { name: 'Email types' }));
    await waitFor(() => expect(location().pathname).toBe('/email-types'));
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });
});
