import type { BrowserContext } from '@playwright/test';

/**
 * Turns the reference server into a stock ASP.NET Boilerplate module-zero backend, as the browser sees it: only
 * ABP's own operations answer (abp-wire-contract.md §9–12), everything this product adds answers ASP.NET Core's
 * bare 404, RoleDto loses `isStatic`, the session has no `agentCode`, and AbpUserConfiguration/GetAll defines and
 * grants ABP's four permissions only. The component test tests/components/compat/stockAbp.test.tsx runs the same
 * SPA against an msw stand-in; this runs the built app in Chromium.
 */
const operations = {
  Account: ['IsTenantAvailable', 'Register'],
  Session: ['GetCurrentLoginInformations'],
  User: [
    'Create',
    'Update',
    'Delete',
    'Get',
    'GetAll',
    'GetRoles',
    'ChangeLanguage',
    'ChangePassword',
    'ResetPassword',
    'Activate',
    'DeActivate',
  ],
  Role: ['Create', 'Update', 'Delete', 'Get', 'GetAll', 'GetRoles', 'GetAllPermissions', 'GetRoleForEdit'],
  Tenant: ['Create', 'Update', 'Delete', 'Get', 'GetAll'],
};
const offered = new Set(
  Object.entries(operations).flatMap(([service, ops]) => ops.map((op) => `${service}/${op}`.toLowerCase())),
);
export const ABP_PERMISSIONS = ['Pages.Users', 'Pages.Users.Activation', 'Pages.Roles', 'Pages.Tenants'];

/** Deep copy without the named properties. */
function without(value: unknown, names: string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => without(v, names));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !names.includes(k))
      .map(([k, v]) => [k, without(v, names)]),
  );
}

export async function asStockAbp(context: BrowserContext) {
  /** Every operation the SPA called that ABP does not have. */
  const missing: string[] = [];
  await context.route(/\/api\/services\/app\//, async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/api/services/app/', '');
    if (!offered.has(path.toLowerCase())) {
      missing.push(path);
      return route.fulfill({ status: 404, body: '' });
    }
    const response = await route.fetch();
    // RoleDto (Role/Get, Role/GetAll) has no isStatic; RoleEditDto and RoleListDto (GetRoles) do.
    const strip = /^Role\/Get(All)?$/i.test(path) ? ['isStatic'] : /^User\//i.test(path) ? ['agentCode'] : [];
    if (!strip.length) return route.fulfill({ response });
    return route.fulfill({ response, json: without(await response.json(), strip) });
  });
  await context.route(/\/api\/TokenAuth\/(?!Authenticate)/, (route) => {
    missing.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 404, body: '' });
  });
  await context.route(/\/AbpUserConfiguration\/GetAll/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      result: { auth: Record<'allPermissions' | 'grantedPermissions', Record<string, string>> };
    };
    const abpOnly = (map: Record<string, string>) =>
      Object.fromEntries(Object.entries(map).filter(([name]) => ABP_PERMISSIONS.includes(name)));
    body.result.auth.allPermissions = abpOnly(body.result.auth.allPermissions);
    body.result.auth.grantedPermissions = abpOnly(body.result.auth.grantedPermissions);
    return route.fulfill({ response, json: body });
  });
  return { missing };
}
