import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openBooking, staff, type Order } from './bookingPaymentHelpers';

/**
 * Amounts typed as the language writes them, in Chromium against the real API: the German checkout reads a part
 * amount "1.000,50" as 1000.50 (on the pay button and in the request) and refuses "2.5" with a German example; a
 * tenant admin's German amount range on /orders is scoped to a currency and reads "2.500" as 2500. With
 * AMOUNT_SHOTS_DIR set, screenshots of each step (desktop and phone).
 */
const SHOTS = process.env.AMOUNT_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** An unpaid RSD order of agency BEG-001 (part payments from 1,000 RSD), from the end of the list. */
async function partPayableOrder(request: APIRequestContext): Promise<Order> {
  const headers = await staff(request);
  const list = await request.get('/api/services/app/Order/GetOrders', {
    headers,
    params: { Status: '1', Currency: 'RSD', UserCode: 'BEG-001', MaxResultCount: 50, Sorting: 'id desc' },
  });
  const { items } = ((await list.json()) as { result: { items: { id: number; paidAmount: string }[] } })
    .result;
  const order = items.find((o) => Number(o.paidAmount) === 0)!;
  const detail = await request.get('/api/services/app/Order/GetOrder', { headers, params: { id: order.id } });
  const { result } = (await detail.json()) as {
    result: { voucherNo: string; checkInDate: string; customer: { surname: string } };
  };
  return {
    id: order.id,
    voucherNo: result.voucherNo,
    checkInDate: result.checkInDate,
    currency: 'RSD',
    surname: result.customer.surname,
  };
}

for (const phone of [false, true]) {
  test(`the German checkout reads a part amount of 1.000,50 (${phone ? 'phone' : 'desktop'})`, async ({
    page,
    request,
  }) => {
    if (phone) await page.setViewportSize({ width: 360, height: 740 });
    await openBooking(page, request, await partPayableOrder(request));
    await page.goto('/payment?lng=de');
    await page.getByRole('radio', { name: /Einen Teil davon/ }).check();
    const amount = page.getByLabel('Betrag in RSD');
    await amount.fill('2.5');
    await page.getByRole('button', { name: / bezahlen$/ }).click();
    await expect(page.getByText(/zum Beispiel 1\.234,56/)).toBeVisible();
    await expect(amount).toHaveValue('2.5');
    await shot(page, `checkout-de-refused${phone ? '-phone' : ''}`);

    await amount.fill('1.000,50');
    const pay = page.getByRole('button', { name: /^1\.000,50\sRSD bezahlen$/ });
    await expect(pay).toBeVisible();
    await shot(page, `checkout-de-part${phone ? '-phone' : ''}`);
    if (phone) return;
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/Payment\/\w+/.test(r.url()));
    await pay.click();
    expect(((await sent).postDataJSON() as { amount: string }).amount).toBe('1000.50');
  });
}

test('a German amount range on /orders needs a currency, then reads 2.500 as 2500', async ({ page }) => {
  const res = await page.request.post('/api/TokenAuth/Authenticate', {
    headers: { 'Abp.TenantId': '3' },
    data: { userNameOrEmailAddress: 'admin', password: '123qwe' },
  });
  const token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  await page.goto('/login?lng=de');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('Abp.AuthToken', t);
    localStorage.setItem('Abp.TenantId', '3');
  }, token);

  await page.goto('/orders?lng=de');
  await expect(
    page.getByText('Betrag: Wählen Sie eine Währung, um danach zu filtern oder zu sortieren'),
  ).toBeVisible();
  await shot(page, 'orders-de-no-currency');
  await page.goto('/orders?lng=de&currency=RSD');
  const min = page.getByRole('textbox', { name: 'Betrag: Minimum' });
  const sent = page.waitForRequest(
    (r) => r.url().includes('GetOrders') && r.url().includes('MinAmount=2500'),
  );
  await min.fill('2.500');
  await min.press('Enter');
  await sent;
  await expect(page).toHaveURL(/amountMin=2500(&|$)/);
  await min.fill('2.5');
  await min.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Beispiel: 1.234,56' })).toBeVisible();
  await shot(page, 'orders-de-refused');
});
