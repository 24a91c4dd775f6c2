import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Configuration end to end, in Chromium against the real API: a tenant administrator adds a bank account (a
 * mistyped IBAN is refused on the field and kept, the corrected one is listed grouped by four) and a payment
 * provider with credentials that the page never shows again.
 */
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInAsTenantAdmin(page: Page) {
  const res = await page.request.post('/api/TokenAuth/Authenticate', {
    headers: { 'Abp.TenantId': '3' },
    data: { userNameOrEmailAddress: 'admin', password: '123qwe' },
  });
  const token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  await page.goto('/login?lng=en');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('Abp.AuthToken', t);
    localStorage.setItem('Abp.TenantId', '3');
  }, token);
}

/** Picks `option` in the antd select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option).click();
}

test('a tenant admin adds a bank account and a payment provider whose credentials are never shown', async ({
  page,
}) => {
  await signInAsTenantAdmin(page);

  await page.goto('/bank-accounts?lng=en');
  await page.getByRole('button', { name: 'New bank account' }).click();
  const drawer = page.getByRole('dialog', { name: 'New bank account' });
  await expect(drawer).toBeVisible();
  const bank = `E2E Bank ${suffix}`;
  await drawer.getByLabel('Bank', { exact: true }).fill(bank);
  await drawer.getByLabel('Account holder').fill('Client Care Travel d.o.o.');
  const iban = drawer.getByLabel('IBAN', { exact: true });
  await iban.fill('RS35105008123123123174');
  await drawer.getByLabel('SWIFT/BIC').fill('AIKBRS22');
  await choose(page, drawer, 'Currency', /^RSD · /);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toContainText('The check digits do not match');
  await expect(iban).toHaveValue('RS35 1050 0812 3123 1231 74');

  await iban.fill('RS35105008123123123173');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(bank);
  const accountRow = page.getByRole('row', { name: new RegExp(bank) });
  await expect(accountRow).toContainText('RS35 1050 0812 3123 1231 73');

  await page.goto('/payment-providers?lng=en');
  await page.getByRole('button', { name: 'New payment provider' }).click();
  const form = page.getByRole('dialog', { name: 'New payment provider' });
  await expect(form).toBeVisible();
  const name = `E2E cards ${suffix}`;
  const secret = `sk_test_${suffix}_e2e_secret_value`;
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByText('Credit card', { exact: true }).click();
  await choose(page, form, 'Adapter', 'Simulator');
  await choose(page, form, 'Supported currencies', /^RSD · /);
  // Close the multiple select's list without leaving the drawer.
  await form.getByText('New payment provider', { exact: true }).click();
  await form.getByLabel('Credentials', { exact: true }).fill(secret);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const providerRow = page.getByRole('row', { name: new RegExp(name) });
  // A masked hint only: the secret itself never comes back.
  await expect(providerRow).toContainText('Stored ••••');
  await providerRow.getByRole('button', { name: `Edit: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit payment provider ${name}` });
  await expect(edit.getByLabel('Replace credentials')).toHaveValue('');
  expect(await page.content()).not.toContain(secret);
});
