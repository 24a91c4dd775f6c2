import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshOrder, openBooking, staff } from './bookingPaymentHelpers';

/**
 * Paying a booking on the public pages, against the real API and its payment simulator: a card that succeeds, a
 * decline then a retry on the same order, 3-D Secure, online banking approved on the simulator's hosted page, a bank
 * transfer whose instructions turn to success once finance commits it, and a double click that makes one payment;
 * in English, Romanian and Albanian, on a desktop and a phone. Every page is scanned with axe.
 */
const SHOTS = process.env.PAYMENT_SHOTS_DIR;

async function axe(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const lines = results.violations.map(
    (v) => `${where}: ${v.id} ${v.help} :: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(lines, lines.join('\n')).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `${SHOTS}/${name}-${width <= 400 ? 'phone' : 'desktop'}.png`,
    fullPage: true,
  });
}

async function payByCard(page: Page, card: string, payLabel: RegExp) {
  await page.getByRole('button', { name: payLabel }).click();
  await expect(page).toHaveURL(/\/revolut-payment-form\?paymentId=\d+&token=/);
  await page.getByLabel(/^(Name on the card|Numele de pe card|Emri në kartë)$/).fill('Ana Petrović');
  await page.getByLabel(/^(Card number|Numărul cardului|Numri i kartës)$/).fill(card);
  await page.getByLabel(/^(Expiry date|Data expirării|Data e skadimit)/).fill('12/34');
  await page.getByLabel(/\(CVC\)$/).fill('123');
}

const countPayments = async (request: APIRequestContext, orderId: number) => {
  const res = await request.get('/api/services/app/Order/GetOrderPayments', {
    headers: await staff(request),
    params: { OrderId: orderId, MaxResultCount: 100 },
  });
  return ((await res.json()) as { result: { totalCount: number } }).result.totalCount;
};

test('a card payment through the landing page succeeds, in English', async ({ page, request, baseURL }) => {
  const order = await freshOrder(request, 'RSD', 0);
  // Serbia's host (the landing finds the tenant by it), in English.
  const url = new URL('/?lng=en', baseURL);
  url.hostname = 'rs.localhost';
  await page.goto(url.toString());
  await page.getByRole('textbox', { name: 'Voucher number' }).fill(order.voucherNo);
  await page.getByRole('textbox', { name: 'Surname' }).fill(order.surname);
  await page.getByRole('textbox', { name: 'Check-in date' }).fill(order.checkInDate.slice(0, 10));
  await page.getByRole('button', { name: 'Show my booking' }).click();
  await page.getByRole('link', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await expect(page.getByLabel('Name of the payer')).not.toHaveValue('');
  await axe(page, 'payment');
  await shot(page, 'en-1-payment');
  await payByCard(page, '4242 4242 4242 4242', /^Pay /);
  await axe(page, 'card form');
  await shot(page, 'en-2-card-form');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible({
    timeout: 15_000,
  });
  await axe(page, 'success');
  await shot(page, 'en-3-success');
});

test('a declined card, then a retry on the same order, in Romanian', async ({ page, request }) => {
  const order = await freshOrder(request, 'RSD', 1);
  await openBooking(page, request, order);
  await page.goto('/payment?lng=ro');
  await payByCard(page, '4000 0000 0000 0002', /^Plătiți /);
  await page.getByRole('button', { name: /^Plătiți / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plata nu a fost finalizată' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Banca dumneavoastră a refuzat plata.')).toBeVisible();
  await axe(page, 'declined');
  await shot(page, 'ro-4-declined');
  await page.getByRole('button', { name: 'Încercați din nou' }).click();
  await payByCard(page, '4242424242424242', /^Plătiți /);
  await page.getByRole('button', { name: /^Plătiți / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plată primită' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await countPayments(request, order.id)).toBeGreaterThanOrEqual(2);
});

test('3-D Secure: the challenge step, then success', async ({ page, request }) => {
  const order = await freshOrder(request, 'RSD', 2);
  await openBooking(page, request, order);
  await page.goto('/payment?lng=en');
  await payByCard(page, '4000 0000 0000 3220', /^Pay /);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Confirm with your bank' })).toBeFocused();
  await axe(page, '3-D Secure');
  await shot(page, 'en-5-3ds');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible({
    timeout: 15_000,
  });
});

test('online banking approved on the simulator’s page, in Albanian', async ({ page, request }) => {
  const order = await freshOrder(request, 'RSD', 3);
  await openBooking(page, request, order);
  await page.goto('/payment?lng=sq');
  await page.getByRole('radio', { name: /^Bankë online/ }).check();
  await page.getByRole('button', { name: /^Paguaj / }).click();
  await expect(page).toHaveURL(/\/api\/payments\/simulator\/apm\/\d+/);
  await axe(page, 'hosted page');
  await shot(page, 'sq-6-hosted');
  await page.getByRole('button', { name: 'Mirato pagesën' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagesa u mor' })).toBeVisible({
    timeout: 15_000,
  });
  await shot(page, 'sq-7-success');
});

test('a double click on "pay" makes one payment', async ({ page, request }) => {
  const order = await freshOrder(request, 'RSD', 4);
  const before = await countPayments(request, order.id);
  await openBooking(page, request, order);
  await page.goto('/payment?lng=en');
  await page.getByRole('button', { name: /^Pay / }).dblclick();
  await expect(page).toHaveURL(/\/revolut-payment-form/);
  expect(await countPayments(request, order.id)).toBe(before + 1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('bank-transfer instructions, then success once finance commits the transfer', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const order = await freshOrder(request, 'EUR', 0);
    await openBooking(page, request, order);
    await page.goto('/payment?lng=en');
    await page.getByRole('radio', { name: /^Bank transfer/ }).check();
    await shot(page, 'en-8-payment-bt');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Waiting for your bank transfer' }),
    ).toBeVisible();
    await expect(page.locator('[data-field="iban"]')).toHaveText(/^[A-Z]{2}\d{2}( \w{4})+( \w{1,4})?$/);
    await expect(page.locator('[data-field="reference"]')).toHaveText(/^RF\d{2}/);
    await expect(page.getByRole('img', { name: 'QR code for your banking app' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy IBAN' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axe(page, 'bank transfer');
    await shot(page, 'en-9-bank-transfer');
    const paymentId = Number(new URL(page.url()).pathname.split('/').pop());
    const commit = await request.put('/api/services/app/Payment/UpdatePaymentCommit', {
      headers: await staff(request),
      params: { paymentId },
    });
    expect(commit.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Bank transfer received' })).toBeVisible({
      timeout: 40_000,
    });
    await shot(page, 'en-10-bank-transfer-received');
  });

  test('the card form on a phone in Romanian: messages as typed, nothing wider than the screen', async ({
    page,
    request,
  }) => {
    const order = await freshOrder(request, 'RSD', 5);
    await openBooking(page, request, order);
    await page.goto('/payment?lng=ro');
    await shot(page, 'ro-1-payment');
    await page.getByRole('button', { name: /^Plătiți / }).click();
    await page.getByLabel('Numărul cardului').fill('4242 4242 4242 4241');
    await expect(page.getByText('Acest număr de card nu este valid: verificați cifrele.')).toBeVisible();
    await page.getByLabel('Data expirării (LL/AA)').fill('01/20');
    await page.getByLabel('Cod de securitate (CVC)').focus();
    await expect(page.getByText('Acest card a expirat.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axe(page, 'card form with errors');
    await shot(page, 'ro-2-card-errors');
  });

  test('a card form left open while finance commits the bank transfer charges nothing, and says why (German)', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const order = await freshOrder(request, 'RSD', 7);
    await openBooking(page, request, order);
    // First a bank transfer, then the payer changes their mind and opens the card form…
    await page.goto('/payment?lng=de');
    await page.getByRole('radio', { name: /^Banküberweisung/ }).check();
    await page.getByRole('button', { name: / bezahlen$/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wir warten auf Ihre Überweisung' }),
    ).toBeVisible();
    const transferPayment = Number(new URL(page.url()).pathname.split('/').pop());
    await page.goto('/payment?lng=de');
    await page.getByRole('radio', { name: /^Karte/ }).check();
    await page.getByRole('button', { name: / bezahlen$/ }).click();
    await expect(page).toHaveURL(/\/revolut-payment-form\?paymentId=\d+&token=/);
    await page.getByLabel('Name auf der Karte').fill('Ana Petrović');
    await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
    await page.getByLabel('Ablaufdatum (MM/JJ)').fill('12/34');
    await page.getByLabel('Sicherheitscode (CVC)').fill('123');
    // …while finance commits the transfer, which pays the booking.
    const commit = await request.put('/api/services/app/Payment/UpdatePaymentCommit', {
      headers: await staff(request),
      params: { paymentId: transferPayment },
    });
    expect(commit.status()).toBe(200);
    await page.getByRole('button', { name: /bezahlen$/i }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diese Zahlung wird nicht mehr benötigt' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/wurde auf anderem Weg bezahlt/)).toBeVisible();
    await axe(page, 'card cancelled, booking paid');
    await shot(page, 'de-11-paid-otherwise');
    const payments = await request.get('/api/services/app/Order/GetOrderPayments', {
      headers: await staff(request),
      params: { OrderId: order.id, MaxResultCount: 10 },
    });
    const items = ((await payments.json()) as { result: { items: { type: number; status: number }[] } })
      .result.items;
    expect(items.map((p) => `${p.type}:${p.status}`).sort()).toEqual(['1:40', '2:20']);
  });
});
