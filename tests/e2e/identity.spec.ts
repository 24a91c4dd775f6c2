import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Identity end to end, in Chromium against the real API: users, roles and sign-in, and a list whose filter and
 * sort survive a reload. Names are unique per run, because workers share one database.
 */
const TENANT = 'serbia';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signIn(page: Page, userName: string, password: string) {
  await page.goto('/login?lng=en');
  await page.evaluate(() => {
    // Signed out and no tenant chosen: the page starts from scratch.
    localStorage.removeItem('Abp.AuthToken');
    localStorage.removeItem('Abp.TenantId');
    sessionStorage.clear();
  });
  await page.goto('/login?lng=en');
  const tenant = page.locator('#login-tenant');
  await tenant.fill(TENANT);
  await expect(page.getByText(`You are signing in to ${TENANT}.`)).toBeVisible();
  await page.getByLabel('User name or email').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin', '123qwe');
  await expect(page).not.toHaveURL(/\/login/);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
/** A text box by its label; antd puts the required mark into the accessible name ("* Name"). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });

test('a new user with a role sees only the permitted menu, and cannot sign in once deactivated', async ({
  page,
}) => {
  const userName = unique('agent');
  await signInAsAdmin(page);
  await page.goto('/users?lng=en');
  await page.getByRole('button', { name: 'New user' }).click();
  const drawer = page.getByRole('dialog', { name: 'New user' });
  // The drawer has finished opening once the cursor is in its first field.
  await expect(field(drawer, 'User name')).toBeFocused();
  await field(drawer, 'User name').fill(userName);
  await field(drawer, 'Name').fill('Eva');
  await field(drawer, 'Surname').fill('Tester');
  await field(drawer, 'Email address').fill(`${userName}@example.com`);
  await drawer.getByRole('button', { name: 'Generate' }).click();
  const password = await field(drawer, 'Password').inputValue();
  expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
  const agent = drawer.getByRole('checkbox', { name: 'Agent' });
  await agent.click();
  await expect(agent).toBeChecked();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved “${userName}”`)).toBeVisible();

  await signIn(page, userName, password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(menu(page).getByText('Orders')).toBeVisible();
  await expect(menu(page).getByText('Reservation links')).toBeVisible();
  await expect(menu(page).getByText('Users', { exact: true })).toHaveCount(0);
  await expect(menu(page).getByText('Roles', { exact: true })).toHaveCount(0);
  await expect(menu(page).getByText('Login logs')).toHaveCount(0);

  await signInAsAdmin(page);
  await page.goto(`/users?lng=en&q=${userName}`);
  await page.getByRole('button', { name: `More actions for ${userName}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirmBox = page.locator('.ant-modal-confirm');
  // Clicked only once its zoom-in has ended: a click as the animation starts can land beside the shrunken box.
  await expect(confirmBox).toBeVisible();
  await expect(confirmBox).not.toHaveClass(/ant-zoom/);
  await confirmBox.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${userName} can no longer sign in`)).toBeVisible();

  await signIn(page, userName, password);
  await expect(page.getByRole('alert')).toContainText(`User ${userName} is not active`);
  await expect(page).toHaveURL(/\/login/);
});

test('a filtered and sorted list shows the same rows after a reload', async ({ page }) => {
  const prefix = unique('sort');
  await signInAsAdmin(page);
  const token = await page.evaluate(
    () => localStorage.getItem('Abp.AuthToken') ?? sessionStorage.getItem('Abp.AuthToken'),
  );
  for (const [i, active] of [
    ['c', true],
    ['a', true],
    ['d', false],
    ['b', true],
  ] as const) {
    const response = await page.request.post('/api/services/app/User/Create', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        userName: `${prefix}${i}`,
        name: `N${i}`,
        surname: 'Sorted',
        emailAddress: `${prefix}${i}@example.com`,
        isActive: active,
        roleNames: [],
        password: 'Secret123',
      },
    });
    expect(response.ok()).toBe(true);
  }

  await page.goto('/users?lng=en');
  await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
  await expect(page).toHaveURL(new RegExp(`q=${prefix}`));
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Active');
  await expect(page).toHaveURL(/isActive=true/);
  const header = page.getByRole('columnheader', { name: 'User name' });
  // Two quick clicks: the second counts from the first even before the list has re-rendered.
  await header.click();
  await header.click();
  await expect(page).toHaveURL(/sort=userName\.desc/);

  const names = () =>
    page
      .getByRole('table')
      .locator('tbody')
      .getByRole('row')
      .evaluateAll((rows) => rows.map((row) => (row.children[1] as HTMLElement).innerText));
  const expected = [`${prefix}c`, `${prefix}b`, `${prefix}a`];
  await expect.poll(names).toEqual(expected);
  const url = page.url();

  await page.reload();
  await expect.poll(names).toEqual(expected);
  expect(page.url()).toBe(url);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(prefix);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
});
