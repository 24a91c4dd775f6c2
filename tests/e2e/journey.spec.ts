import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The whole identity journey a new customer goes through: the host admin creates a tenant, its new admin signs
 * in with the default password, creates a user with a generated password and a role, filters the users list
 * and exports it to CSV.
 */
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });

async function signIn(page: Page, tenant: string | null, userName: string, password = '123qwe') {
  await page.goto('/login?lng=en');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/login?lng=en');
  if (tenant) {
    await page.getByLabel('Tenant', { exact: true }).fill(tenant);
    await expect(page.getByText(`Tenant “${tenant}” selected.`).first()).toBeVisible();
  }
  await page.getByLabel('User name or email').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a host admin creates a tenant whose admin creates, finds and exports a user', async ({ page }) => {
  const tenancyName = `acme${stamp}`;
  await signIn(page, null, 'admin');
  await page.goto('/tenants?lng=en');
  await page.getByRole('button', { name: 'New tenant' }).click();
  const tenantDrawer = page.getByRole('dialog', { name: 'New tenant' });
  // The drawer has finished opening once the cursor is in its first field.
  await expect(field(tenantDrawer, 'Tenancy name')).toBeFocused();
  await field(tenantDrawer, 'Tenancy name').fill(tenancyName);
  await field(tenantDrawer, 'Name').fill(`Acme ${stamp}`);
  await field(tenantDrawer, 'Admin email address').fill(`owner@${tenancyName}.com`);
  // No admin password typed: the server generates one and the screen shows it once.
  await tenantDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved “Acme ${stamp}”`)).toBeVisible();
  const shown = page.getByRole('dialog', { name: `Password of the admin of Acme ${stamp}` });
  const adminPassword = (await shown.locator('code').textContent())!.trim();
  expect(adminPassword).toHaveLength(16);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();

  await signIn(page, tenancyName, 'admin', adminPassword);
  await expect(page.locator('.app-topbar')).toContainText(`Acme ${stamp}`);
  await page.goto('/users?lng=en');
  await page.getByRole('button', { name: 'New user' }).click();
  const drawer = page.getByRole('dialog', { name: 'New user' });
  await expect(field(drawer, 'User name')).toBeFocused();
  const userName = `clerk${stamp}`;
  await field(drawer, 'User name').fill(userName);
  await field(drawer, 'Name').fill('Zoë');
  await field(drawer, 'Surname').fill('Ünal, "Jr."');
  await field(drawer, 'Email address').fill(`${userName}@example.com`);
  await drawer.getByRole('button', { name: 'Generate' }).click();
  const password = await field(drawer, 'Password').inputValue();
  expect(password).toHaveLength(8);
  await drawer.getByRole('checkbox', { name: 'Finance' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved “${userName}”`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('clerk');
  await expect(page).toHaveURL(/q=clerk/);
  const found = page.getByRole('table').locator('tbody').getByRole('row');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(userName);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  // English writes decimals with a point: the dialog proposes commas.
  const exportDialog = page.getByRole('dialog', { name: 'Export to CSV' });
  await expect(exportDialog.getByRole('radio', { name: /Comma/ })).toBeChecked();
  await exportDialog.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split(/\r\n/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('User name');
  expect(lines[1]).toContain(userName);
  expect(lines[1]).toContain('"Ünal, ""Jr."""');

  await signIn(page, tenancyName, userName, password);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Bank transfers')).toBeVisible();
});
