import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureHttp } from '@/api/http';
import type { RoleDto } from '@/api/types/identity';
import RolesPage from '@/features/roles/RolesPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, findDialog, signedInClient, setupMswServer } from '../toolkit/harness';

const server = setupMswServer();

const role = (id: number, name: string, extra: Partial<RoleDto> = {}): RoleDto => ({
  id,
  name,
  displayName: name,
  normalizedName: name.toUpperCase(),
  description: null,
  isStatic: false,
  grantedPermissions: [],
  ...extra,
});

const roles = [
  role(1, 'Admin', {
    isStatic: true,
    grantedPermissions: ['Pages.Users', 'Pages.Users.Create', 'Pages.Roles'],
  }),
  role(2, 'Finance', { isStatic: true, grantedPermissions: ['Pages.Orders'] }),
  role(3, 'Auditor', { description: 'Reads the login logs', grantedPermissions: ['Pages.Logs.LoginLogs'] }),
];

const permissions = [
  { name: 'Pages.Roles', displayName: 'Roles' },
  { name: 'Pages.Users', displayName: 'Users' },
  { name: 'Pages.Users.Create', displayName: 'Creating users' },
  { name: 'Pages.Users.Edit', displayName: 'Editing users' },
  { name: 'Pages.Logs.LoginLogs', displayName: 'Login logs' },
].map((p) => ({ ...p, description: null, id: 0 }));

const germanNames: Record<string, string> = { 'Pages.Users.Create': 'Benutzer anlegen' };

function setup(lng = 'en') {
  // What the app's connectHttp does: requests name the UI language.
  configureHttp({ getLanguage: () => lng });
  const requests: string[] = [];
  server.use(
    http.get('*/api/services/app/Role/GetAll', ({ request }) => {
      requests.push(new URL(request.url).search);
      const keyword = new URL(request.url).searchParams.get('Keyword')?.toLowerCase();
      const items = keyword ? roles.filter((r) => r.name.toLowerCase().includes(keyword)) : roles;
      return HttpResponse.json(envelope({ totalCount: items.length, items }));
    }),
    http.get('*/api/services/app/Role/GetRoles', ({ request }) => {
      const permission = new URL(request.url).searchParams.get('Permission');
      requests.push(`GetRoles ${permission}`);
      const items = roles.filter((r) => !permission || r.grantedPermissions.includes(permission));
      return HttpResponse.json(envelope({ items }));
    }),
    // Like the server: display names in the language the request names.
    http.get('*/api/services/app/Role/GetAllPermissions', ({ request }) => {
      const culture = request.headers.get('.AspNetCore.Culture') ?? '';
      const items = culture.includes('c=de')
        ? permissions.map((p) => ({ ...p, displayName: germanNames[p.name] ?? p.displayName }))
        : permissions;
      return HttpResponse.json(envelope({ items }));
    }),
  );
  const queryClient = signedInClient({
    permissions: ['Pages.Roles', 'Pages.Roles.Create', 'Pages.Roles.Edit', 'Pages.Roles.Delete'],
  });
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { user, requests, ...renderWithRouter(<RolesPage />, { path: '/roles', queryClient, lng }) };
}

const row = (text: string) =>
  screen
    .getAllByText(text)
    .map((e) => e.closest('tr'))
    .find(Boolean)!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;

async function pick(user: UserEvent, label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

describe('/roles', () => {
  it('lists roles; built-in ones cannot be deleted', async () => {
    setup();
    await screen.findByText('Reads the login logs');
    expect(within(row('Admin')).getByText('Built-in')).toBeInTheDocument();
    expect(within(row('Auditor')).getByText('Custom')).toBeInTheDocument();
    expect(within(row('Admin')).getByText('3 permissions')).toBeInTheDocument();
    expect(screen.queryByLabelText('Delete: Admin')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Delete: Auditor')).toBeInTheDocument();
  });

  it('filters by a granted permission through Role/GetRoles', async () => {
    const { user, requests, router } = setup();
    await screen.findByText('Reads the login logs');
    await pick(user, 'Has permission', 'Login logs');
    await waitFor(() => expect(router.state.location.search).toBe('?permission=Pages.Logs.LoginLogs'));
    await waitFor(() => expect(screen.queryByText('Finance')).not.toBeInTheDocument());
    expect(screen.getByText('Reads the login logs')).toBeInTheDocument();
    expect(requests).toContain('GetRoles Pages.Logs.LoginLogs');
  });

  it('edits permissions in a tree grouped by prefix; a child brings its group along', async () => {
    const { user } = setup();
    let body: Record<string, unknown> = {};
    server.use(
      http.get('*/api/services/app/Role/GetRoleForEdit', () =>
        HttpResponse.json(
          envelope({
            role: {
              id: 3,
              name: 'Auditor',
              displayName: 'Auditor',
              description: 'Reads the login logs',
              isStatic: false,
            },
            permissions,
            grantedPermissionNames: ['Pages.Logs.LoginLogs'],
          }),
        ),
      ),
      http.put('*/api/services/app/Role/Update', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(envelope(body));
      }),
    );
    await screen.findByText('Reads the login logs');
    await user.click(screen.getByLabelText('Edit: Auditor'));
    const drawer = await findDialog('Edit role Auditor');
    const tree = await within(drawer).findByRole('tree');
    // "Creating users" sits under "Users".
    const users = within(tree).getByText('Users').closest('.ant-tree-treenode')!;
    const creating = within(tree).getByText('Creating users').closest('.ant-tree-treenode')!;
    expect(creating.querySelectorAll('.ant-tree-indent-unit').length).toBeGreaterThan(
      users.querySelectorAll('.ant-tree-indent-unit').length,
    );
    expect(within(drawer).getByText('1 of 5 granted')).toBeInTheDocument();
    await user.click(creating.querySelector('.ant-tree-checkbox')!);
    expect(within(drawer).getByText('3 of 5 granted')).toBeInTheDocument();
    await user.click(button(drawer, 'Save'));
    await screen.findByText('Saved “Auditor”');
    expect(body).toMatchObject({
      id: 3,
      name: 'Auditor',
      grantedPermissions: expect.arrayContaining([
        'Pages.Logs.LoginLogs',
        'Pages.Users.Create',
        'Pages.Users',
      ]),
    });
    expect(body.grantedPermissions).toHaveLength(3);
  });

  it('says at the top of the drawer, focused, why the last manager keeps their rights (issue 26, 8d)', async () => {
    const { user } = setup();
    const message = 'At least one active user of this tenant must keep the right to manage users and roles.';
    server.use(
      http.get('*/api/services/app/Role/GetRoleForEdit', () =>
        HttpResponse.json(
          envelope({
            role: { id: 1, name: 'Admin', displayName: 'Admin', description: null, isStatic: true },
            permissions,
            grantedPermissionNames: ['Pages.Users', 'Pages.Users.Create', 'Pages.Roles'],
          }),
        ),
      ),
      http.put('*/api/services/app/Role/Update', () =>
        HttpResponse.json(
          {
            success: false,
            error: {
              code: 0,
              message: 'Your request is not valid!',
              details: null,
              validationErrors: [{ message, members: ['grantedPermissions'] }],
            },
            unAuthorizedRequest: false,
            __abp: true,
          },
          { status: 400 },
        ),
      ),
    );
    await screen.findByText('Reads the login logs');
    await user.click(screen.getByLabelText('Edit: Admin'));
    const drawer = await findDialog('Edit role Admin');
    const tree = await within(drawer).findByRole('tree');
    await user.click(
      within(tree).getByText('Roles').closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!,
    );
    await user.click(button(drawer, 'Save'));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toBeVisible();
    await waitFor(() => expect(alert).toHaveFocus());
    // Above the form's first field, not below the permission tree next to the footer.
    const name = within(drawer).getByLabelText('Name');
    expect(alert.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the server's permission names, asked for in the UI language", async () => {
    setup('de');
    await screen.findByText('Reads the login logs');
    await userEvent
      .setup({ pointerEventsCheck: 0, delay: null })
      .click(screen.getByText('Neue Rolle').closest('button')!);
    const drawer = await findDialog('Neue Rolle');
    const tree = await within(drawer).findByRole('tree');
    expect(within(tree).getByText('Benutzer anlegen')).toBeInTheDocument();
  });
});
