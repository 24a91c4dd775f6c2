import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A double click on Save sends one request: exactly one User/Create leaves the browser and one user exists.
 * (Before the guard, a double click created the same user twice.)
 */
const TENANT = 'serbia';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });

async function signInAsAdmin(page: Page) {
  await page.goto('/login?lng=en');
  await page.evaluate(() => {
    localStorage.removeItem('Abp.AuthToken');
    localStorage.removeItem('Abp.TenantId');
    sessionStorage.clear();
  });
  await page.goto('/login?lng=en');
  await page.locator('#login-tenant').fill(TENANT);
  await expect(page.getByText(`You are signing in to ${TENANT}.`)).toBeVisible();
  await page.getByLabel('User name or email').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('123qwe');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('double-clicking Save in "New user" sends one User/Create and creates one user', async ({ page }) => {
  const userName = unique('twice');
  await signInAsAdmin(page);
  await page.goto('/users?lng=en');
  await page.getByRole('button', { name: 'New user' }).click();
  // The form has an address of its own.
  await expect(page).toHaveURL(/\/users\/new\?lng=en$/);
  const drawer = page.getByRole('dialog', { name: 'New user' });
  await expect(field(drawer, 'User name')).toBeFocused();
  await field(drawer, 'User name').fill(userName);
  await field(drawer, 'Name').fill('Dora');
  await field(drawer, 'Surname').fill('Double');
  await field(drawer, 'Email address').fill(`${userName}@example.com`);
  await field(drawer, 'Password').fill('Twice123');

  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/services/app/User/Create')) creates.push(request.method());
  });
  await drawer.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText(`Saved “${userName}”`)).toBeVisible();
  await expect(page).toHaveURL(/\/users\?lng=en$/);
  // Give a second request time to show up if one had been sent.
  await page.waitForTimeout(500);
  expect(creates).toEqual(['POST']);

  // One user with that name exists.
  await page.goto(`/users?lng=en&q=${userName}`);
  await expect(page.getByText(`${userName}@example.com`)).toBeVisible();
  await expect(page.getByText('1–1 of 1')).toBeVisible();
});
