import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/**
 * The extra-services step in Chromium against the real server: a visitor opens their reservation (voucher and
 * phone, Reservation/GetReservation), adds a transfer and insurance, reloads (the basket is the server's), and
 * goes on to payment, which adds the extras to the order exactly. Then axe and screenshots in three languages.
 */
const SERBIA = 3;
const api = (path: string) => `/api/services/app/${path}`;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface Reservation {
  orderId: number;
  tenantId: number;
  voucherNo: string;
  amount: string;
  bookingGrant: string;
  bookingGrantExpiresAt: string;
}

/** A pending demo order with check-in ahead, and its reservation opened as its customer would (voucher and phone). */
async function findReservation(request: APIRequestContext, skip: number) {
  const auth = await request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: 'admin', password: '123qwe' },
    headers: { 'Abp.TenantId': String(SERBIA) },
  });
  const { accessToken } = ((await auth.json()) as { result: { accessToken: string } }).result;
  const orders = await request.get(api('Order/GetOrders'), {
    headers: { Authorization: `Bearer ${accessToken}` },
    params: { StartCheckInDate: day(7), Status: '1', Sorting: 'checkInDate', MaxResultCount: '20' },
  });
  const items = (
    (await orders.json()) as {
      result: { items: { id: number; voucherNo: string; phoneNumber: string; checkInDate: string }[] };
    }
  ).result.items;
  const order = items[skip]!;
  const detail = await request.get(api('Order/GetOrder'), {
    headers: { Authorization: `Bearer ${accessToken}` },
    params: { id: String(order.id) },
  });
  const { surname } = ((await detail.json()) as { result: { customer: { surname: string } } }).result
    .customer;
  const res = await request.get(api('Reservation/GetReservation'), {
    params: {
      VoucherNo: order.voucherNo,
      Surname: surname,
      PhoneNumber: order.phoneNumber,
      TenantId: String(SERBIA),
    },
  });
  expect(res.status()).toBe(200);
  return { order, surname, reservation: ((await res.json()) as { result: Reservation }).result };
}

async function startSession(page: Page, r: Reservation, lng: string) {
  await page.goto(`/extra-services?lng=${lng}`);
  await page.evaluate((session) => sessionStorage.setItem('Booking.Session', JSON.stringify(session)), {
    tenantId: r.tenantId,
    orderId: r.orderId,
    voucherNo: r.voucherNo,
    basketId: null,
    grant: r.bookingGrant,
    grantExpiresAt: r.bookingGrantExpiresAt,
  });
  await page.goto(`/extra-services?lng=${lng}`);
}

const card = (page: Page, name: string) => page.getByRole('listitem', { name });

test('a visitor opens their booking, adds a transfer and insurance, reloads, and goes on to payment', async ({
  page,
  baseURL,
}) => {
  const { order, surname, reservation: r } = await findReservation(page.request, 0);
  // The landing of the Serbian host (rs.localhost → tenant 3): voucher, surname and check-in date, then "Add extra
  // services".
  const landing = new URL('/?lng=en', baseURL);
  landing.hostname = 'rs.localhost';
  await page.goto(landing.toString());
  await page.getByRole('textbox', { name: 'Voucher number' }).fill(order.voucherNo);
  await page.getByRole('textbox', { name: 'Surname' }).fill(surname);
  await page.getByRole('textbox', { name: 'Check-in date' }).fill(order.checkInDate.slice(0, 10));
  await page.getByRole('button', { name: 'Show my booking' }).click();
  await page.getByRole('link', { name: 'Add extra services' }).click();
  await expect(page).toHaveURL(/\/extra-services/);
  await card(page, 'Return airport transfer').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Your extras (1)')).toBeVisible();
  await card(page, 'Travel health insurance').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Your extras (2)')).toBeVisible();
  const total = await page.getByRole('complementary').getByRole('status').textContent();

  await page.reload();
  await expect(page.getByText('Your extras (2)')).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('status')).toHaveText(total!);
  await expect(card(page, 'Return airport transfer').getByText(/In your basket/)).toBeVisible();

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment/);
  const after = await page.request.get(api('Reservation/GetReservation'), {
    params: { OrderId: String(r.orderId), TenantId: String(r.tenantId) },
    headers: { 'X-Booking-Grant': r.bookingGrant },
  });
  const reopened = ((await after.json()) as { result: Reservation & { lines: { code: string }[] } }).result;
  expect(reopened.lines.map((l) => l.code)).toEqual(expect.arrayContaining(['TRF-RT', 'INS-MED']));
  expect(Number(reopened.amount)).toBeGreaterThan(Number(r.amount));
});

test('the step has no axe violations, light and dark, phone and desktop; screenshots in en, de and mk', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { reservation: r } = await findReservation(page.request, 1);
  mkdirSync('shots/extras', { recursive: true });
  // Each scheme on each width once, the three languages spread over them (a language changes the words, not the
  // colours or the layout's structure that axe checks).
  const views = [
    { lng: 'en', w: 360, h: 740, scheme: 'light' },
    { lng: 'de', w: 1280, h: 900, scheme: 'light' },
    { lng: 'mk', w: 360, h: 740, scheme: 'dark' },
    { lng: 'en', w: 1280, h: 900, scheme: 'dark' },
  ] as const;
  for (const { lng, w, h, scheme } of views) {
    await page.setViewportSize({ width: w, height: h });
    await page.emulateMedia({ colorScheme: scheme });
    await startSession(page, r, lng);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const add = card(page, 'Return airport transfer').getByRole('button', { name: 'Add' });
    if (lng === 'en' && w === 360 && (await add.isVisible())) await add.click();
    await expect(page.getByRole('complementary').getByRole('status')).not.toHaveText('…');
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.screenshot({ path: `shots/extras/${lng}-${w}x${h}-${scheme}.png` });
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'light' });
  await startSession(page, r, 'en');
  await page.getByText(/Your extras/).click();
  await page.screenshot({ path: 'shots/extras/en-360x740-basket-open.png', fullPage: true });
});
