import { http, HttpResponse } from 'msw';
import { envelope, errorEnvelope } from '../../setup/abp';
import { abpUserConfiguration } from './abpConfiguration';

/**
 * An msw stand-in for an unmodified ASP.NET Boilerplate module-zero backend (aspnetboilerplate/
 * module-zero-core-template, ABP 10.2): only its endpoints and its shapes (abp-wire-contract.md). Anything else
 * answers ASP.NET Core's bare 404, as the real backend does: no Session/GetCurrentUserInformations, no
 * TokenAuth/LogOut, no finer permissions than Pages.Users.Activation, no `isStatic` on RoleDto.
 */
export interface AbpUser {
  id: number;
  tenantId: number | null;
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
  password: string;
  isActive: boolean;
  roleNames: string[];
}

export interface AbpBackend {
  users: AbpUser[];
  /** Role name → granted permissions, changed by tests to revoke a permission behind the SPA's back. */
  roles: Map<string, string[]>;
  /** Every path the SPA called, for asserting what was (not) used. */
  calls: string[];
  handlers: ReturnType<typeof http.all>[];
}

export { ABP_PERMISSIONS } from './abpConfiguration';

const tenants = [{ id: 1, tenancyName: 'Default', name: 'Default', isActive: true }];

const creationTime = '2025-01-15T10:20:30.123';

export function abpBackend(): AbpBackend {
  const users: AbpUser[] = [
    {
      id: 2,
      tenantId: 1,
      userName: 'admin',
      name: 'admin',
      surname: 'admin',
      emailAddress: 'admin@defaulttenant.com',
      password: '123qwe',
      isActive: true,
      roleNames: ['ADMIN'],
    },
    {
      id: 3,
      tenantId: 1,
      userName: 'jdoe',
      name: 'John',
      surname: 'Doe',
      emailAddress: 'j@d.com',
      password: 'Passw0rd',
      isActive: true,
      roleNames: [],
    },
  ];
  const roles = new Map<string, string[]>([
    ['ADMIN', ['Pages.Users', 'Pages.Users.Activation', 'Pages.Roles']],
  ]);
  const calls: string[] = [];
  const tokens = new Map<string, number>();

  const caller = (request: Request) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    const id = tokens.get(token);
    return users.find((u) => u.id === id && u.isActive) ?? null;
  };
  const granted = (user: AbpUser | null) =>
    new Set(user ? user.roleNames.flatMap((r) => roles.get(r) ?? []) : []);
  /** ABP 10 reads `Abp-TenantId` for anonymous callers only. */
  const headerTenant = (request: Request) => {
    const raw = request.headers.get('abp-tenantid');
    return raw && /^\d+$/.test(raw) && tenants.some((t) => t.id === Number(raw)) ? Number(raw) : null;
  };

  const unauthorized = () =>
    HttpResponse.json(
      { ...errorEnvelope('Current user did not login to the application!'), unAuthorizedRequest: true },
      { status: 401 },
    );
  const forbidden = (names: string) =>
    HttpResponse.json(
      {
        ...errorEnvelope(
          `Required permissions are not granted. At least one of these permissions must be granted: ${names}`,
        ),
        unAuthorizedRequest: true,
      },
      { status: 403 },
    );
  /** `[AbpAuthorize(...)]`: 401 when anonymous, 403 when any group has none of its permissions granted. */
  const guard = (request: Request, ...groups: [string, string][]) => {
    const user = caller(request);
    if (!user) return { error: unauthorized() };
    const held = granted(user);
    for (const [permission, display] of groups)
      if (!held.has(permission)) return { error: forbidden(display) };
    return { user };
  };

  const userDto = (u: AbpUser) => ({
    userName: u.userName,
    name: u.name,
    surname: u.surname,
    emailAddress: u.emailAddress,
    isActive: u.isActive,
    fullName: `${u.name} ${u.surname}`,
    lastLoginTime: null,
    creationTime,
    roleNames: u.roleNames,
    id: u.id,
  });
  const roleDtos = () =>
    [...roles].map(([normalized, permissions], i) => ({
      id: i + 1,
      name: normalized === 'ADMIN' ? 'Admin' : normalized,
      displayName: normalized === 'ADMIN' ? 'Admin' : normalized,
      normalizedName: normalized,
      description: null,
      grantedPermissions: permissions,
    }));

  const handlers = [
    http.all('*', ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return undefined;
    }),
    http.post('*/api/TokenAuth/Authenticate', async ({ request }) => {
      const body = (await request.json()) as { userNameOrEmailAddress: string; password: string };
      const tenantId = headerTenant(request);
      const user = users.find(
        (u) =>
          u.tenantId === tenantId &&
          (u.userName === body.userNameOrEmailAddress || u.emailAddress === body.userNameOrEmailAddress),
      );
      if (!user || user.password !== body.password)
        return HttpResponse.json(errorEnvelope('Login failed!', null, 'Invalid user name or password'), {
          status: 500,
        });
      const token = `jwt-${user.id}-${tokens.size}`;
      tokens.set(token, user.id);
      return HttpResponse.json(
        envelope({
          accessToken: token,
          encryptedAccessToken: 'enc',
          expireInSeconds: 86400,
          userId: user.id,
        }),
      );
    }),
    http.get('*/AbpUserConfiguration/GetAll', ({ request }) => {
      const user = caller(request);
      const culture = request.headers.get('.aspnetcore.culture')?.match(/uic=([\w-]+)/)?.[1] ?? 'en';
      const session = { userId: user?.id ?? null, tenantId: user ? user.tenantId : headerTenant(request) };
      return HttpResponse.json(envelope(abpUserConfiguration(session, granted(user), culture)));
    }),
    http.get('*/api/services/app/Session/GetCurrentLoginInformations', ({ request }) => {
      const user = caller(request);
      const tenantId = user ? user.tenantId : headerTenant(request);
      const tenant = tenants.find((t) => t.id === tenantId);
      return HttpResponse.json(
        envelope({
          application: { version: '9.3.0', releaseDate: '2025-07-22T07:10:46.1234567+00:00', features: {} },
          user: user
            ? {
                name: user.name,
                surname: user.surname,
                userName: user.userName,
                emailAddress: user.emailAddress,
                id: user.id,
              }
            : null,
          tenant: tenant ? { tenancyName: tenant.tenancyName, name: tenant.name, id: tenant.id } : null,
        }),
      );
    }),
    http.post('*/api/services/app/Account/IsTenantAvailable', async ({ request }) => {
      const { tenancyName } = (await request.json()) as { tenancyName: string };
      const tenant = tenants.find((t) => t.tenancyName.toLowerCase() === tenancyName.toLowerCase());
      return HttpResponse.json(
        envelope(
          !tenant
            ? { state: 3, tenantId: null }
            : tenant.isActive
              ? { state: 1, tenantId: tenant.id }
              : { state: 2, tenantId: null },
        ),
      );
    }),
    http.get('*/api/services/app/User/GetAll', ({ request }) => {
      const check = guard(request, ['Pages.Users', 'Users']);
      if (check.error) return check.error;
      const query = new URL(request.url).searchParams;
      const get = (name: string) =>
        [...query].find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? null;
      const keyword = (get('Keyword') ?? '').toLowerCase();
      const rows = users
        .filter((u) => u.tenantId === check.user.tenantId)
        .filter(
          (u) => !keyword || `${u.userName} ${u.name} ${u.emailAddress}`.toLowerCase().includes(keyword),
        );
      const skip = Number(get('SkipCount') ?? 0);
      const take = Number(get('MaxResultCount') ?? 10);
      return HttpResponse.json(
        envelope({ totalCount: rows.length, items: rows.slice(skip, skip + take).map(userDto) }),
      );
    }),
    http.get('*/api/services/app/User/GetRoles', ({ request }) => {
      const check = guard(request, ['Pages.Users', 'Users']);
      if (check.error) return check.error;
      return HttpResponse.json(envelope({ items: roleDtos() }));
    }),
    ...(['Activate', 'DeActivate'] as const).map((action) =>
      http.post(`*/api/services/app/User/${action}`, async ({ request }) => {
        const check = guard(
          request,
          ['Pages.Users', 'Users'],
          ['Pages.Users.Activation', 'Users activation'],
        );
        if (check.error) return check.error;
        const { id } = (await request.json()) as { id: number };
        const target = users.find((u) => u.id === id);
        if (target) target.isActive = action === 'Activate';
        return HttpResponse.json(envelope(null));
      }),
    ),
    // UserAppService carries [AbpAuthorize(Pages.Users)] on the class: a user's own password and language too.
    http.post('*/api/services/app/User/ChangePassword', async ({ request }) => {
      const check = guard(request, ['Pages.Users', 'Users']);
      if (check.error) return check.error;
      const body = (await request.json()) as { currentPassword: string; newPassword: string };
      if (body.currentPassword !== check.user.password)
        return HttpResponse.json(errorEnvelope('Incorrect password.'), { status: 500 });
      check.user.password = body.newPassword;
      return HttpResponse.json(envelope(true));
    }),
    http.post('*/api/services/app/User/ChangeLanguage', ({ request }) => {
      const check = guard(request, ['Pages.Users', 'Users']);
      return check.error ?? HttpResponse.json(envelope(null));
    }),
    http.get('*/api/services/app/Role/GetAll', ({ request }) => {
      const check = guard(request, ['Pages.Roles', 'Roles']);
      if (check.error) return check.error;
      const items = roleDtos();
      return HttpResponse.json(envelope({ totalCount: items.length, items }));
    }),
    http.get('*/api/services/app/Role/GetAllPermissions', ({ request }) => {
      const check = guard(request, ['Pages.Roles', 'Roles']);
      if (check.error) return check.error;
      const names: Record<string, string> = {
        'Pages.Users': 'Users',
        'Pages.Users.Activation': 'Users activation',
        'Pages.Roles': 'Roles',
      };
      return HttpResponse.json(
        envelope({
          items: Object.entries(names).map(([name, displayName]) => ({
            name,
            displayName,
            description: null,
            id: 0,
          })),
        }),
      );
    }),
    // Everything else: ASP.NET Core's 404 without a body (no such controller or action).
    http.all('*/api/*', () => new HttpResponse(null, { status: 404 })),
    http.all('*/AbpUserConfiguration/*', () => new HttpResponse(null, { status: 404 })),
  ];
  return { users, roles, calls, handlers };
}
