import { expect, test, type Browser, type Page } from '@playwright/test';
import { ibanCheckDigits } from '../../src/api/schemas/banking';

/**
 * Last writer no longer wins (issue 26, 8b): two administrators open the same bank account; the first renames
 * it, the second's stale save is refused with the conflict message, keeps what they typed, and offers to compare
 * and to reload the latest version.
 */
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function adminToken(page: Page) {
  const res = await page.request.post('/api/TokenAuth/Authenticate', {
    headers: { 'Abp.TenantId': '3' },
    data: { userNameOrEmailAddress: 'admin', password: '123qwe' },
  });
  return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
}

async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const token = await adminToken(page);
  await page.goto('/login?lng=en');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('Abp.AuthToken', t);
    localStorage.setItem('Abp.TenantId', '3');
  }, token);
  return { page, token, close: () => context.close() };
}

test('a stale bank-account form cannot revert another admin’s rename; it compares and reloads', async ({
  browser,
  baseURL,
}) => {
  const a = await adminPage(browser, baseURL!);
  const b = await adminPage(browser, baseURL!);
  const headers = { authorization: `Bearer ${a.token}`, 'Abp.TenantId': '3' };
  const currencies = await a.page.request.get('/api/services/app/TenantCurrency/GetCurrencies', { headers });
  const rsd = (
    (await currencies.json()) as { result: { items: { currencyId: number; currencyCode: string }[] } }
  ).result.items.find((c) => c.currencyCode === 'RSD')!.currencyId;
  const bban = `205${String(Date.now()).slice(-13).padStart(15, '0')}`;
  const created = await a.page.request.post('/api/services/app/BankAccount/Create', {
    headers,
    data: {
      bankName: `Conflict ${suffix}`,
      accountHolder: 'Client Care Travel d.o.o.',
      iban: `RS${ibanCheckDigits('RS', bban)}${bban}`,
      swiftCode: 'KOBBRSBG',
      currencyId: rsd,
    },
  });
  expect(created.status()).toBe(200);

  // Both open the same account.
  const drawers = [];
  for (const { page } of [a, b]) {
    await page.goto(`/bank-accounts?lng=en&keyword=${suffix}`);
    await page.getByRole('button', { name: new RegExp(`^Edit: Conflict ${suffix}`) }).click();
    const drawer = page.getByRole('dialog', { name: `Edit bank account at Conflict ${suffix}` });
    await expect(drawer.getByLabel('Bank', { exact: true })).toHaveValue(`Conflict ${suffix}`);
    drawers.push(drawer);
  }
  const [first, second] = drawers as [(typeof drawers)[number], (typeof drawers)[number]];

  await first.getByLabel('Bank', { exact: true }).fill(`Renamed by A ${suffix}`);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(a.page.getByText(`Saved “Renamed by A ${suffix}”`)).toBeVisible();

  await second.getByLabel('Bank', { exact: true }).fill(`Renamed by B ${suffix}`);
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByRole('alert')).toContainText(
    'Someone else changed this record after you opened it.',
  );
  await expect(second.getByLabel('Bank', { exact: true })).toHaveValue(`Renamed by B ${suffix}`);

  await second.getByRole('button', { name: 'Compare' }).click();
  const bankRow = second.getByRole('row', { name: /^Bank / });
  await expect(bankRow).toContainText(`Renamed by B ${suffix}`);
  await expect(bankRow).toContainText(`Renamed by A ${suffix}`);

  await second.getByRole('button', { name: 'Reload the latest version' }).click();
  const confirm = b.page.getByRole('dialog', { name: 'Reload the latest version?' });
  await confirm.getByRole('button', { name: 'Reload the latest version' }).click();
  await expect(second.getByLabel('Bank', { exact: true })).toHaveValue(`Renamed by A ${suffix}`);
  await expect(second.getByRole('alert')).toHaveCount(0);

  await a.close();
  await b.close();
});
