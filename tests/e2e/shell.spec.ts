import { expect, test, type Page } from '@playwright/test';

/**
 * The admin shell in Chromium against the built SPA and the real API. Each test signs in to its own tenant and
 * changes nothing other tests read.
 */
const PASSWORD = '123qwe';

async function signIn(page: Page, tenant: string | null, userName: string) {
  if (tenant !== null) {
    await page.getByLabel('Tenant', { exact: true }).fill(tenant);
    await expect(page.getByText(`Tenant “${tenant}” selected.`).first()).toBeVisible();
  }
  await page.getByLabel('User name or email').fill(userName);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const menu = (page: Page) => page.locator('.app-sider nav');

test('a tenant admin signs in and sees the menu', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'bosnia', 'admin');
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByText('Welcome back, admin!')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  for (const item of ['Dashboard', 'Users', 'Roles', 'Orders', 'Login logs', 'Email'])
    await expect(menu(page).getByText(item, { exact: true })).toBeVisible();
  await expect(menu(page).getByText('Tenants', { exact: true })).toHaveCount(0);
  await expect(page.locator('.app-topbar')).toContainText('Bosnia and Herzegovina');
  await menu(page).getByRole('button', { name: 'Email' }).click();
  await menu(page).getByRole('link', { name: 'Email templates' }).click();
  await expect(menu(page).getByRole('link', { name: 'Email templates' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveURL(/\/email-templates/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email templates' })).toBeVisible();
  await expect(page).toHaveTitle('Email templates · Client Care');
});

test('the agent opening /users lands on /not-authorized', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'albania', 'agent');
  await expect(page).toHaveURL(/\/admin/);
  // Only what the agent may open.
  await expect(menu(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'Reservation links',
    'Language codes',
    'Cache management',
  ]);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/not-authorized/);
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
});

test('switching language translates the UI and sets <html lang>', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The sign-in page's own select (no antd there).
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(new URL(page.url()).searchParams.get('lng')).toBe('de');

  await page.getByLabel('Mandant', { exact: true }).fill('germany');
  await expect(page.getByText('Mandant „germany“ ausgewählt.').first()).toBeVisible();
  await page.getByLabel('Benutzername oder E-Mail').fill('admin');
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(menu(page).getByText('Übersicht')).toBeVisible();

  // The top bar's language menu is the browser's own select too.
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Srpski' });
  await expect(menu(page).getByText('Kontrolna tabla')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  await page.reload();
  await expect(menu(page).getByText('Kontrolna tabla')).toBeVisible();
});

test('opening rs.localhost lands on tenant 3 in Serbian', async ({ page, baseURL }) => {
  const regional = new URL(baseURL ?? 'http://localhost');
  regional.hostname = 'rs.localhost';
  await page.goto(new URL('/admin', regional).toString());
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  await expect(page.getByRole('button', { name: 'Prijavi se' })).toBeVisible();
  await expect(page.getByLabel('Zakupac', { exact: true })).toHaveValue('serbia');
  await page.getByLabel('Korisničko ime ili e-pošta').fill('admin');
  await page.getByLabel('Lozinka').fill(PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByText('Dobro došli nazad, admin!')).toBeVisible();
  await expect(page.locator('.app-topbar')).toContainText('Serbia');
});

test('an expired token sends the user to /login and back after signing in', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('Abp.AuthToken', 'expired.or.invalid'));
  await page.goto('/email-types?page=2');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Please sign in to continue where you left off.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('Abp.AuthToken'))).toBeNull();
  await signIn(page, 'romania', 'admin');
  await expect(page).toHaveURL(/\/email-types\?page=2/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email types' })).toBeVisible();
});

test('sign out', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'northmacedonia', 'finance');
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await expect(page.getByText('finance@northmacedonia.clientcare.test')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  const tokens = await page.evaluate(() => [
    window.localStorage.getItem('Abp.AuthToken'),
    window.sessionStorage.getItem('Abp.AuthToken'),
  ]);
  expect(tokens).toEqual([null, null]);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login/);
});
