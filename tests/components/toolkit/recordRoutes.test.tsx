import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LoginLogDto, UserDto } from '@/api/types/identity';
import LoginLogsPage from '@/features/login-logs/LoginLogsPage';
import UsersPage from '@/features/users/UsersPage';
import { renderWithRouter } from '../../setup/render';
import {
  envelope,
  errorEnvelope,
  findDialog,
  pagedHandler,
  queryOf,
  setupMswServer,
  signedInClient,
} from './harness';

const server = setupMswServer();

const user = (id: number, userName: string): UserDto => ({
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
});

const ALL = ['Pages.Users', 'Pages.Users.Create', 'Pages.Users.Edit', 'Pages.Users.Delete'];

/** /users on the record route (`/users/:recordId?`), as the route table declares it. */
function setup(url: string, permissions = ALL) {
  const listed = [user(1, 'admin'), user(2, 'ana'), user(3, 'boris')];
  // Vera is not on the first page: opening her needs User/Get.
  const everyone = [...listed, user(5, 'vera')];
  const gets: string[] = [];
  server.use(
    pagedHandler('User/GetAll', () => listed, []),
    http.get('*/api/services/app/User/GetRoles', () => HttpResponse.json(envelope({ items: [] }))),
    http.get('*/api/services/app/User/Get', ({ request }) => {
      const id = new URL(request.url).searchParams.get('Id')!;
      gets.push(id);
      const found = everyone.find((u) => String(u.id) === id);
      return found
        ? HttpResponse.json(envelope(found))
        : HttpResponse.json(errorEnvelope(`There is no entity User with id = ${id}!`), { status: 404 });
    }),
  );
  const queryClient = signedInClient({ userId: 1, permissions });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  const view = renderWithRouter(<UsersPage />, {
    path: '/users',
    initialEntries: [url],
    records: true,
    queryClient,
  });
  const location = () => view.router.state.location;
  return { ue, gets, location, ...view };
}

const drawerGone = (title: string) =>
  waitFor(() =>
    expect(screen.queryAllByText(title).filter((e) => e.closest('.ant-drawer-open'))).toHaveLength(0),
  );

describe('record routes', () => {
  it('a reload on /users/5 opens the drawer with user 5, over the list view the URL describes', async () => {
    const { gets, location } = setup('/users/5?sort=name.desc');
    const drawer = await findDialog('Edit user vera');
    await waitFor(() => expect(within(drawer).getByLabelText('User name')).toHaveValue('vera'));
    expect(within(drawer).getByLabelText('Email address')).toHaveValue('vera@example.com');
    expect(gets).toEqual(['5']);
    expect(await screen.findByText('ana')).toBeInTheDocument();
    expect(location().pathname).toBe('/users/5');
    expect(queryOf(location().search)).toEqual({ sort: 'name.desc' });
  });

  it('opening a row gives it an address; closing returns to the list URL with its query', async () => {
    const { ue, gets, location, router } = setup('/users?isActive=true&sort=name.desc');
    await screen.findByText('ana');
    await ue.click(screen.getByLabelText('Edit: ana'));
    const drawer = await findDialog('Edit user ana');
    expect(location().pathname).toBe('/users/2');
    expect(queryOf(location().search)).toEqual({ isActive: 'true', sort: 'name.desc' });
    expect(within(drawer).getByLabelText('User name')).toHaveValue('ana');
    // The row came from the list: no extra request.
    expect(gets).toEqual([]);

    await ue.click(within(drawer).getByText('Cancel').closest('button')!);
    await drawerGone('Edit user ana');
    expect(location().pathname).toBe('/users');
    expect(queryOf(location().search)).toEqual({ isActive: 'true', sort: 'name.desc' });

    // Browser back and forward walk in and out of the record.
    await router.navigate(1);
    await findDialog('Edit user ana');
    await router.navigate(-1);
    await drawerGone('Edit user ana');
    expect(location().pathname).toBe('/users');
  });

  it('/users/new opens the new-user form; saving returns to the list', async () => {
    const { ue, location } = setup('/users/new?q=an');
    let created = 0;
    server.use(
      http.post('*/api/services/app/User/Create', () => {
        created += 1;
        return HttpResponse.json(envelope(user(9, 'nina')));
      }),
    );
    const drawer = await findDialog('New user');
    await ue.type(within(drawer).getByLabelText('User name'), 'nina');
    await ue.type(within(drawer).getByLabelText('Name'), 'Nina');
    await ue.type(within(drawer).getByLabelText('Surname'), 'Test');
    await ue.type(within(drawer).getByLabelText('Email address'), 'nina@example.com');
    await ue.type(within(drawer).getByLabelText('Password'), 'Secret1');
    await ue.click(within(drawer).getByText('Save').closest('button')!);
    expect(await screen.findByText('Saved “nina”')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/users'));
    expect(queryOf(location().search)).toEqual({ q: 'an' });
    expect(created).toBe(1);
  });

  it('an address naming nothing that can be opened goes back to the list', async () => {
    const first = setup('/users/abc?q=an');
    await waitFor(() => expect(first.location().pathname).toBe('/users'));
    expect(queryOf(first.location().search)).toEqual({ q: 'an' });
    expect(first.router.state.historyAction).toBe('REPLACE');
    first.unmount();

    // Creating needs Pages.Users.Create.
    const second = setup('/users/new', ['Pages.Users', 'Pages.Users.Edit']);
    await waitFor(() => expect(second.location().pathname).toBe('/users'));
    expect(screen.queryByText('New user')).not.toBeInTheDocument();
  });

  it('a record that does not exist says so in the drawer, which closes back to the list', async () => {
    const { ue, location } = setup('/users/99');
    expect(await screen.findByText('The record could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('There is no entity User with id = 99!')).toBeInTheDocument();
    await ue.click(screen.getByText('Cancel').closest('button')!);
    await waitFor(() => expect(location().pathname).toBe('/users'));
  });

  it('without the edit permission a record opens read-only', async () => {
    setup('/users/2', ['Pages.Users']);
    const drawer = await findDialog('Edit user ana');
    await waitFor(() => expect(within(drawer).getByLabelText('User name')).toHaveValue('ana'));
    expect(within(drawer).getByLabelText('User name')).toBeDisabled();
    expect(within(drawer).queryByText('Save')).not.toBeInTheDocument();
    expect(within(drawer).getByText('Close')).toBeInTheDocument();
  });
});

describe('login logs: a read-only detail with an address', () => {
  const log = (id: number): LoginLogDto => ({
    id,
    tenantId: 3,
    tenancyName: 'serbia',
    userId: 5,
    userNameOrEmailAddress: `user${id}`,
    clientIpAddress: `10.0.0.${id}`,
    browserInfo: `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 build ${id}`,
    result: id === 1 ? 'Success' : 'InvalidPassword',
    isSuccess: id === 1,
    creationTime: `2026-04-0${id}T08:30:00Z`,
  });

  function setupLogs(url: string) {
    const seen: URLSearchParams[] = [];
    // Asked for one Id, the service answers that row only.
    server.use(
      http.get('*/api/services/app/Log/GetLoginLogs', ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(query);
        const id = query.get('Id');
        const rows = id ? [log(Number(id))] : [log(1), log(2)];
        return HttpResponse.json(envelope({ totalCount: rows.length, items: rows }));
      }),
    );
    const queryClient = signedInClient({ tenantId: 3, permissions: ['Pages.Logs.LoginLogs'] });
    const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const view = renderWithRouter(<LoginLogsPage />, {
      path: '/login-logs',
      initialEntries: [url],
      records: true,
      queryClient,
    });
    return { ue, seen, ...view };
  }

  it('a reload on /login-logs/2 shows that attempt in full, read through the list by Id', async () => {
    const { seen } = setupLogs('/login-logs/2');
    const drawer = await findDialog('Sign-in attempt');
    expect(await within(drawer).findByText('user2')).toBeInTheDocument();
    expect(
      within(drawer).getByText('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 build 2'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Wrong password')).toBeInTheDocument();
    expect(seen.some((q) => q.get('Id') === '2')).toBe(true);
    expect(within(drawer).queryByText('Save')).not.toBeInTheDocument();
  });

  it('opens from the list by its details button and closes back to the list', async () => {
    const { ue, router } = setupLogs('/login-logs?isSuccess=true');
    await screen.findByText('user1');
    await ue.click(screen.getByLabelText('Details: user1'));
    await findDialog('Sign-in attempt');
    expect(router.state.location.pathname).toBe('/login-logs/1');
    expect(queryOf(router.state.location.search)).toEqual({ isSuccess: 'true' });
    await ue.click(
      within(await findDialog('Sign-in attempt'))
        .getByText('Close')
        .closest('button')!,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-logs'));
    expect(queryOf(router.state.location.search)).toEqual({ isSuccess: 'true' });
  });
});
