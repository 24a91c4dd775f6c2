import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { allPermissions, currentUser, renderApp, sessionHandlers, setViewportWidth } from './harness';
import { setupMswServer } from '../../setup/msw';

const server = setupMswServer();

async function setup() {
  setViewportWidth(1280);
  credentials.setToken('tok', true);
  server.use(...sessionHandlers(currentUser(allPermissions)));
  const app = renderApp('/admin');
  await screen.findByText('Welcome back, Ana!');
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const button = screen.getByRole('button', { name: 'Account menu of Ana Petrović' });
  return { ...app, user, button };
}

const menu = () => screen.getByRole('menu', { name: 'Account menu of Ana Petrović' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('user menu', () => {
  it('is a menu button: the arrow keys open it and move through it, Escape closes it and focus returns', async () => {
    const { user, button } = await setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu())
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Change password', 'Language', 'Profile settings', 'Sign out']);
    // Above the items, the user's name and email.
    const popup = document.querySelector('.app-user-popup') as HTMLElement;
    expect(within(popup).getByText('ana@serbia.test')).toBeInTheDocument();
    expect(item('Change password')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Language')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Sign out')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Change password')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Sign out')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Change password')).toHaveFocus();
    await user.keyboard('p');
    expect(item('Profile settings')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    // Arrow up opens it on its last item; Tab leaves and closes it.
    await user.keyboard('{ArrowUp}');
    expect(item('Sign out')).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with Enter, runs the chosen item and closes; a click elsewhere closes it', async () => {
    const { user, button, location } = await setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(item('Change password')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/profile-settings'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(menu()).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
