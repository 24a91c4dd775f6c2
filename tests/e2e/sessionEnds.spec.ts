import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createTokenService } from '../../server/abp/jwt';
import { E2E_JWT_SECRET } from './e2eEnv';

/**
 * Sessions that end under the user, in Chromium against the real API: the sign-in page says why (another tab
 * signed out, the tenant was deactivated, the token expired), a half-filled form survives, and a sign-in error
 * goes once the tenant changes. sessions.spec.ts covers a deactivated user and a changed password.
 */
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signIn(page: Page, tenant: string, userName: string, password: string, remember = false) {
  await page.goto('/login?lng=en');
  await page.evaluate(() => localStorage.removeItem('Abp.TenantId'));
  await page.goto('/login?lng=en');
  await page.locator('#login-tenant').fill(tenant);
  await expect(page.getByText(`Tenant “${tenant}” selected.`).first()).toBeVisible();
  await page.getByLabel('User name or email').fill(userName);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByRole('checkbox', { name: /Remember me/ }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function hostAdmin(request: APIRequestContext) {
  const auth = await request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: 'admin', password: '123qwe' },
  });
  const { accessToken } = ((await auth.json()) as { result: { accessToken: string } }).result;
  return async <T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> => {
    const res = await request.fetch(`/api/services/app/${path}`, {
      method,
      data,
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { result: T }).result;
  };
}

test('another tab signs out: Save keeps the form, and the sign-in page says the session was signed out', async ({
  context,
}) => {
  const page = await context.newPage();
  await signIn(page, 'kosovo', 'admin', '123qwe', true);
  await page.goto('/users?lng=en');
  await page.getByRole('button', { name: 'New user' }).click();
  const drawer = page.getByRole('dialog', { name: 'New user' });
  const userName = `twotabs${tag()}`;
  await drawer.getByLabel('User name').fill(userName);
  await drawer.getByLabel('Name', { exact: true }).fill('Tea');
  await drawer.getByLabel('Surname').fill('Tabs');
  await drawer.getByLabel('Email address').fill(`${userName}@kosovo.test`);
  await drawer.getByLabel('Password', { exact: true }).fill('Tabs-123');

  const other = await context.newPage();
  await other.goto('/admin?lng=en');
  await other.getByRole('button', { name: /^Account menu of / }).click();
  await other.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(/\/login/);

  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Before: only "Please sign in to continue where you left off."
  await expect(page.getByText('You were signed out')).toBeVisible();
  await expect(page.getByText(/in another tab or window/)).toBeVisible();
  await expect(page.getByText(/The form you were filling in has been kept/)).toBeVisible();

  await page.locator('#login-tenant').fill('');
  await page.locator('#login-tenant').fill('kosovo');
  await expect(page.getByText('Tenant “kosovo” selected.').first()).toBeVisible();
  await page.getByLabel('User name or email').fill('admin');
  await page.getByLabel('Password').fill('123qwe');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const restored = page.getByRole('dialog');
  await expect(restored.getByText('Your unsaved changes are back')).toBeVisible();
  await expect(restored.getByLabel('User name')).toHaveValue(userName);
  await expect(restored.getByLabel('Surname')).toHaveValue('Tabs');
});

test('a deactivated tenant: the sign-in page says the organisation was deactivated', async ({
  page,
  request,
}) => {
  const host = await hostAdmin(request);
  const tenancyName = `ended${tag()}`;
  const tenant = await host<{ id: number; name: string }>('POST', 'Tenant/Create', {
    tenancyName,
    name: `Ended ${tenancyName}`,
    adminEmailAddress: `admin@${tenancyName}.test`,
    adminPassword: 'Ended-123',
    isActive: true,
  });
  await signIn(page, tenancyName, 'admin', 'Ended-123');
  await page.goto('/users?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await host('PUT', 'Tenant/Update', { id: tenant.id, tenancyName, name: tenant.name, isActive: false });
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your session has ended')).toBeVisible();
  await expect(page.getByText(/Your organisation \(tenant\) was deactivated/)).toBeVisible();
});

test('an expired token: the sign-in page says the session expired', async ({ page }) => {
  const expired = await createTokenService(E2E_JWT_SECRET).sign(
    { userId: 1, tenantId: null, securityStamp: 'any' },
    -60,
  );
  await page.goto('/login?lng=en');
  await page.evaluate((token) => localStorage.setItem('Abp.AuthToken', token), expired);
  await page.goto('/users?lng=en');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your session has expired')).toBeVisible();
  await expect(page.getByText(/You were signed in for too long/)).toBeVisible();
});

test('"Login failed!" goes as soon as the tenant field changes', async ({ page }) => {
  await page.goto('/login?lng=en');
  await page.locator('#login-tenant').fill('serbia');
  await expect(page.getByText('Tenant “serbia” selected.').first()).toBeVisible();
  await page.getByLabel('User name or email').fill('admin');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed!' })).toBeVisible();
  await page.locator('#login-tenant').fill('kosovo');
  await expect(page.getByText('Login failed!')).toHaveCount(0);
});
