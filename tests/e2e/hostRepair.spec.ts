import { expect, test } from '@playwright/test';

/**
 * The host repairs a tenant: from the tenant list the host administrator opens a tenant's users and roles,
 * sees that tenant's records (not the host's), and goes back to the host.
 */
test('a host admin opens a tenant’s users and roles and returns to the host', async ({ page, request }) => {
  const res = await request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: 'admin', password: '123qwe' },
  });
  const token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  await page.goto('/login?lng=en');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('Abp.AuthToken', t);
  }, token);
  await page.goto('/tenants?lng=en&q=serbia');
  await page.getByRole('button', { name: 'More actions for Serbia' }).click();
  await page.getByRole('menuitem', { name: 'Users and roles' }).click();

  await expect(page).toHaveURL(/\/users/);
  await expect(page.getByRole('status').filter({ hasText: 'tenant Serbia' })).toBeVisible();
  await expect(page.getByText('agent@serbia.clientcare.test')).toBeVisible();
  await page.goto('/roles?lng=en');
  await expect(page.getByRole('cell', { name: 'Finance', exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Back to the host' }).click();
  await expect(page).toHaveURL(/\/tenants/);
  await page.goto('/users?lng=en');
  await expect(page.getByText('admin@clientcare.test')).toBeVisible();
  await expect(page.getByText('agent@serbia.clientcare.test')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'tenant Serbia' })).toHaveCount(0);
});
