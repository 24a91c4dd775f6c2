import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { motionEnded } from './motion';
import { asStockAbp } from './stockAbpBackend';

/**
 * The built SPA, unchanged, against a stock ABP module-zero backend (the reference server cut down to ABP's own
 * operations and shapes by stockAbpBackend.ts): sign-in without Session/GetCurrentUserInformations, the user name
 * from GetCurrentLoginInformations, ABP's static Admin role without `isStatic`, and the screens this product adds
 * saying they are not available there instead of failing. Only reads: nothing is changed on the server.
 */
const SHOTS = process.env.A11Y_SHOTS_DIR;

async function signIn(page: Page, tenant: string | null, lng = 'en') {
  await page.goto(`/login?lng=${lng}`);
  await page.evaluate(() => localStorage.removeItem('Abp.TenantId'));
  await page.goto(`/login?lng=${lng}`);
  if (tenant) {
    await page.locator('#login-tenant').fill(tenant);
    await expect(page.locator('.login-card')).toContainText(new RegExp(`[“„]${tenant}[”“]`));
  }
  await page.locator('input[autocomplete="username"]').fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill('123qwe');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin/);
}

/** The side menu's entries, in any language. */
const menuEntries = (page: Page) => page.locator('.app-sider nav').getByRole('link');

async function noAxeViolations(page: Page, where: string) {
  // The menu's active item fades to its colours: axe measures contrast once the transition has ended.
  await motionEnded(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const lines = violations.map(
    (v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(lines, lines.join('\n')).toEqual([]);
}

test('a tenant admin signs in and works with what ABP has; the screens it lacks say so', async ({
  page,
  context,
}) => {
  const { missing } = await asStockAbp(context);
  await signIn(page, 'serbia');
  await expect.poll(() => missing).toContain('Session/GetCurrentUserInformations');
  // The spec's session shape has no userName: it comes from GetCurrentLoginInformations.
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.locator('dt:text-is("User name") + dd')).toHaveText('admin');
  await expect(menuEntries(page)).toHaveText([
    'Dashboard',
    'Users',
    'Roles',
    'Language codes',
    'Cache management',
  ]);
  // Later full page loads go straight to ABP's own calls: the 404 is asked once, not on every load (issue 26).
  for (let load = 0; load < 2; load += 1) {
    await page.reload();
    await expect(account.locator('dt:text-is("User name") + dd')).toHaveText('admin');
  }
  expect(missing.filter((op) => op === 'Session/GetCurrentUserInformations')).toHaveLength(1);

  await menuEntries(page).filter({ hasText: 'Roles' }).click();
  const admin = page.getByRole('row').filter({ hasText: 'Built-in' });
  await expect(admin).toContainText('Admin');
  await expect(admin.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  for (const [entry, operation] of [
    ['Language codes', 'LanguageCode/GetAll'],
    ['Cache management', 'CacheManagement/GetCacheKeys'],
  ] as const) {
    await menuEntries(page).filter({ hasText: entry }).click();
    await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
    await expect(page.getByText('Not available on this server')).toBeVisible();
    await expect.poll(() => missing).toContain(operation);
    // Before: "The list could not be loaded" and axios' English "Request failed with status code 404", with Retry.
    await expect(page.getByText(/Request failed|could not be loaded/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Try again|Refresh/ })).toHaveCount(0);
    await noAxeViolations(page, entry);
  }
});

test('the host’s menu leaves out what ABP cannot open, and a phone in German says it too', async ({
  page,
  context,
}) => {
  await asStockAbp(context);
  await signIn(page, null, 'de');
  // The spec shows "Currencies" to holders of Pages.Tenants, but ABP has no Pages.Currencies: it would only lead
  // to "not authorized".
  await expect(menuEntries(page)).toHaveText([
    'Übersicht',
    'Mandanten',
    'Benutzer',
    'Rollen',
    'Sprachcodes',
    'Cache-Verwaltung',
  ]);
  await expect(page.getByRole('main').getByRole('link', { name: 'Währungen' })).toHaveCount(0);

  for (const lng of ['de', 'sr']) {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/language-codes?lng=${lng}`);
    await expect(
      page.getByText(lng === 'de' ? 'Auf diesem Server nicht verfügbar' : 'Nije dostupno na ovom serveru'),
    ).toBeVisible();
    await noAxeViolations(page, `${lng} phone`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/stock-abp-language-codes-${lng}-360.png` });
  }
});
