import { expect, test, type Page } from '@playwright/test';
import { motionEnded } from './motion';

/**
 * Bank transfers end to end, in Chromium against the real API: a finance user of Serbia filters the pending
 * transfers, opens one, commits it after the confirmation, sees it successful with its payment succeeded, and
 * finds the payment succeeded on the order too. A second commit of the same transfer is refused with the reason.
 */
async function signInAsFinance(page: Page) {
  const res = await page.request.post('/api/TokenAuth/Authenticate', {
    headers: { 'Abp.TenantId': '3' },
    data: { userNameOrEmailAddress: 'finance', password: '123qwe' },
  });
  const token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  await page.goto('/login?lng=en');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('Abp.AuthToken', t);
    localStorage.setItem('Abp.TenantId', '3');
  }, token);
  return token;
}

test('a finance user commits a pending bank transfer and its payment succeeds on the order', async ({
  page,
}) => {
  const token = await signInAsFinance(page);
  await page.goto('/bank-transfers?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank transfers' })).toBeVisible();

  // Only the pending ones, and the filter is in the address.
  await page.getByRole('button', { name: 'Status: all' }).click();
  await page.getByRole('checkbox', { name: 'Pending' }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]status=1(&|$)/);
  const rows = page.getByRole('table').locator('tbody').getByRole('row');
  await expect(rows.first()).toContainText('Pending');
  await expect(rows.filter({ hasText: /Successful|Timed out|Error/ })).toHaveCount(0);

  // Open the newest pending transfer by its address, and commit it there.
  const first = rows.first();
  const reference = (await first.locator('code').first().innerText()).trim();
  await first.getByRole('button', { name: `Details: ${reference}` }).click();
  await expect(page).toHaveURL(/\/bank-transfers\/\d+/);
  const id = Number(/\/bank-transfers\/(\d+)/.exec(page.url())![1]);
  const drawer = page.getByRole('dialog', { name: `Bank transfer ${reference}` });
  await expect(drawer).toContainText('Waiting');
  await drawer.getByRole('button', { name: 'Commit' }).dblclick();
  const confirm = page.getByRole('dialog', { name: `Commit bank transfer ${reference}?` });
  await expect(confirm).toBeVisible();
  // Clicked once its zoom-in has ended, as in identity.spec.ts: once, on a busy CI machine, a click sent while the
  // dialog was still opening, right after the double click, had no effect.
  await motionEnded(page);
  await confirm.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByText(`Bank transfer ${reference} committed: its payment succeeded.`)).toBeVisible();
  await expect(drawer.getByText('Successful').first()).toBeVisible();
  await expect(drawer.getByText('Succeeded').first()).toBeVisible();
  await expect(drawer.getByText('Committed: Bank transfer')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Commit' })).toHaveCount(0);

  // A second commit (another staff member's stale screen) is refused with the reason.
  const again = await page.request.post('/api/services/app/BankTransfer/BankTransferCommit', {
    headers: { authorization: `Bearer ${token}` },
    data: { id },
  });
  expect(again.status()).toBe(400);
  expect(JSON.stringify(await again.json())).toContain('already');

  // The order shows the payment succeeded, and the transfer successful.
  await drawer.getByRole('link', { name: /^Order / }).click();
  await expect(page).toHaveURL(/\/orders\/\d+/);
  const order = page.getByRole('dialog', { name: /^Order / });
  await expect(order.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await expect(order.getByText('Succeeded').first()).toBeVisible();
  await expect(order.getByRole('row', { name: new RegExp(reference) })).toContainText('Successful');
});
