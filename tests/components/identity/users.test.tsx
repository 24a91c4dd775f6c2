import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RoleDto, UserDto } from '@/api/types/identity';
import UsersPage from '@/features/users/UsersPage';
import { renderWithRouter } from '../../setup/render';
import {
  envelope,
  errorEnvelope,
  findDialog,
  pagedHandler,
  signedInClient,
  setupMswServer,
} from '../toolkit/harness';

const server = setupMswServer();

const user = (id: number, userName: string, extra: Partial<UserDto> = {}): UserDto => ({
  id,
  userName,
  name: userName[0]!.toUpperCase() + userName.slice(1),
  surname: 'Test',
  emailAddress: `${userName}@example.com`,
  isActive: true,
  fullName: `${userName} Test`,
  lastLoginTime: null,
  creationTime: '2026-03-01T10:00:00Z',
  roleNames: [],
  ...extra,
});

const roles: RoleDto[] = [
  {
    id: 1,
    name: 'Admin',
    displayName: 'Administrator',
    normalizedName: 'ADMIN',
    description: null,
    isStatic: true,
    grantedPermissions: [],
  },
  {
    id: 2,
    name: 'Agent',
    displayName: 'Travel agent',
    normalizedName: 'AGENT',
    description: null,
    isStatic: true,
    grantedPermissions: [],
  },
];

const all = [
  'Pages.Users',
  'Pages.Users.Create',
  'Pages.Users.Edit',
  'Pages.Users.Delete',
  'Pages.Users.Activation',
  'Pages.Users.ResetPassword',
];

function setup(permissions = all) {
  const users = [
    user(1, 'admin', { roleNames: ['ADMIN'] }),
    user(2, 'ana', { roleNames: ['AGENT'] }),
    user(3, 'boris', { isActive: false }),
  ];
  const seen: URLSearchParams[] = [];
  server.use(
    pagedHandler('User/GetAll', () => users, seen),
    http.get('*/api/services/app/User/GetRoles', () => HttpResponse.json(envelope({ items: roles }))),
  );
  const queryClient = signedInClient({ userId: 1, permissions });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ue, seen, users, ...renderWithRouter(<UsersPage />, { path: '/users', queryClient }) };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;

describe('/users', () => {
  it('lists users with role display names and status', async () => {
    setup();
    await screen.findByText('ana');
    expect(within(row('ana')).getByText('Travel agent')).toBeInTheDocument();
    expect(within(row('admin')).getByText('Administrator')).toBeInTheDocument();
    expect(within(row('boris')).getByText('Inactive')).toBeInTheDocument();
    expect(within(row('ana')).getByText('Active')).toBeInTheDocument();
  });

  it('never offers the signed-in user to deactivate or delete themselves', async () => {
    const { ue } = setup();
    await screen.findByText('ana');
    expect(screen.queryByLabelText('Delete: admin')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Delete: ana')).toBeInTheDocument();
    expect(screen.getByLabelText('admin')).toBeDisabled();
    await ue.click(screen.getByLabelText('More actions for admin'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Deactivate')).not.toBeInTheDocument();
    expect(within(menu).getByText('Reset password')).toBeInTheDocument();
  });

  it('creates a user with a generated password and roles by normalized name', async () => {
    const { ue } = setup();
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/api/services/app/User/Create', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(envelope(user(9, 'vera')));
      }),
    );
    await screen.findByText('ana');
    await ue.click(button(document.body, 'New user'));
    const drawer = await findDialog('New user');
    await ue.type(within(drawer).getByLabelText('User name'), 'vera');
    await ue.type(within(drawer).getByLabelText('Name'), 'Vera');
    await ue.type(within(drawer).getByLabelText('Surname'), 'Petrović');
    await ue.type(within(drawer).getByLabelText('Email address'), 'vera@example.com');
    await ue.click(button(drawer, 'Generate'));
    const password = within(drawer).getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(password).toHaveAttribute('type', 'text');
    await ue.click(within(drawer).getByLabelText('Travel agent'));
    await ue.click(button(drawer, 'Save'));
    expect(await screen.findByText('Saved “vera”')).toBeInTheDocument();
    expect(body).toEqual({
      userName: 'vera',
      name: 'Vera',
      surname: 'Petrović',
      emailAddress: 'vera@example.com',
      isActive: true,
      roleNames: ['AGENT'],
      password: password.value,
    });
  });

  it('deactivates after a confirmation and activates at once', async () => {
    const { ue } = setup();
    const calls: string[] = [];
    server.use(
      http.post('*/api/services/app/User/:op', async ({ request, params }) => {
        calls.push(`${String(params.op)} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(envelope(null));
      }),
    );
    await screen.findByText('ana');
    await ue.click(screen.getByLabelText('More actions for ana'));
    await ue.click(within(await screen.findByRole('menu')).getByText('Deactivate'));
    const confirm = await findDialog('Deactivate ana?');
    await ue.click(button(confirm, 'Deactivate'));
    expect(await screen.findByText('ana can no longer sign in')).toBeInTheDocument();
    await ue.click(screen.getByLabelText('More actions for boris'));
    const menus = await screen.findAllByRole('menu');
    await ue.click(within(menus[menus.length - 1]!).getByText('Activate'));
    expect(await screen.findByText('boris can sign in again')).toBeInTheDocument();
    expect(calls).toEqual(['DeActivate {"id":2}', 'Activate {"id":3}']);
  });

  it('resets a password and shows a wrong admin password on that field', async () => {
    const { ue } = setup();
    let body: unknown = null;
    server.use(
      http.post('*/api/services/app/User/ResetPassword', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [
            { message: 'Your password is not correct.', members: ['adminPassword'] },
          ]),
          { status: 400 },
        );
      }),
    );
    await screen.findByText('ana');
    await ue.click(screen.getByLabelText('More actions for ana'));
    await ue.click(within(await screen.findByRole('menu')).getByText('Reset password'));
    const drawer = await findDialog('Reset password of ana');
    await ue.type(within(drawer).getByLabelText('Your password'), 'wrong');
    await ue.type(within(drawer).getByLabelText('New password'), 'S3cret99');
    await ue.click(button(drawer, 'Reset password'));
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Your password').closest('.ant-form-item')).toHaveTextContent(
        'Your password is not correct.',
      ),
    );
    expect(body).toEqual({ adminPassword: 'wrong', userId: 2, newPassword: 'S3cret99' });
  });

  it('says at the top of the drawer, focused, why the last manager keeps their roles (issue 26, 8d)', async () => {
    const { ue, users } = setup();
    const message = 'At least one active user of this tenant must keep the right to manage users and roles.';
    let body: Record<string, unknown> = {};
    server.use(
      http.get('*/api/services/app/User/Get', () => HttpResponse.json(envelope(users[1]))),
      http.put('*/api/services/app/User/Update', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [{ message, members: ['roleNames'] }]),
          { status: 400 },
        );
      }),
    );
    await screen.findByText('ana');
    await ue.click(screen.getByLabelText('Edit: ana'));
    const drawer = await findDialog('Edit user ana');
    await waitFor(() => expect(within(drawer).getByLabelText('Travel agent')).toBeChecked());
    await ue.click(within(drawer).getByLabelText('Travel agent'));
    await ue.click(button(drawer, 'Save'));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toBeVisible();
    await waitFor(() => expect(alert).toHaveFocus());
    // Above the form's first field, not below the roles list next to the footer; what was typed stays.
    const userName = within(drawer).getByLabelText('User name');
    expect(alert.compareDocumentPosition(userName) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(drawer).getByLabelText('Travel agent')).not.toBeChecked();
    expect(body).toMatchObject({ id: 2, roleNames: [] });
  });

  it('shows only what the permissions allow', async () => {
    setup(['Pages.Users']);
    await screen.findByText('ana');
    expect(screen.queryByText('New user')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Edit: ana')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('More actions for ana')).not.toBeInTheDocument();
  });
});
