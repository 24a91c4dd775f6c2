import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openBooking, staff, type Order } from './bookingPaymentHelpers';

/**
 * Issue 26, item 1: a cancelled booking opened on the public pages (the tester paid DE-100118 by opening /payment).
 * The landing says it was cancelled and whom to contact, offers neither extras nor payment; /payment and
 * /extra-services opened directly say the same instead of a form; the pay operations refuse it.
 */
const SERBIA = 3;

async function cancelledOrder(request: APIRequestContext): Promise<Order & { due: string }> {
  const headers = await staff(request);
  const list = await request.get('/api/services/app/Order/GetOrders', {
    headers,
    params: { Status: '4', Currency: 'RSD', MaxResultCount: 1, Sorting: 'id asc' },
  });
  const [order] = ((await list.json()) as { result: { items: { id: number; openAmount: string }[] } }).result
    .items;
  const detail = await request.get('/api/services/app/Order/GetOrder', {
    headers,
    params: { id: order!.id },
  });
  const { result } = (await detail.json()) as {
    result: { voucherNo: string; checkInDate: string; customer: { surname: string } };
  };
  return {
    id: order!.id,
    voucherNo: result.voucherNo,
    currency: 'RSD',
    surname: result.customer.surname,
    checkInDate: result.checkInDate,
    due: order!.openAmount,
  };
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const lines = results.violations.map((v) => `${v.id} ${v.help}`);
  expect(lines, lines.join('\n')).toEqual([]);
}

test('a cancelled booking says so on the landing and offers neither extras nor payment', async ({
  page,
  baseURL,
  request,
}) => {
  const order = await cancelledOrder(request);
  const url = new URL('/?lng=en', baseURL);
  url.hostname = 'rs.localhost';
  await page.goto(url.toString());
  await page.getByRole('textbox', { name: 'Voucher number' }).fill(order.voucherNo);
  await page.getByRole('textbox', { name: 'Surname' }).fill(order.surname);
  await page.getByRole('textbox', { name: 'Check-in date' }).fill(order.checkInDate.slice(0, 10));
  await page.getByRole('button', { name: 'Show my booking' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'This booking was cancelled' })).toBeVisible();
  await expect(page.getByText(/^For questions, contact your (agent|travel agent)/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add extra services' })).toHaveCount(0);
  await axe(page);
});

test('/payment and /extra-services opened directly for a cancelled booking show no form, in German too', async ({
  page,
  request,
}) => {
  const order = await cancelledOrder(request);
  await openBooking(page, request, order);
  await page.goto('/payment?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'This booking was cancelled' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByLabel('Name of the payer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to your booking' })).toBeVisible();
  await axe(page);

  await page.goto('/payment?lng=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Diese Buchung wurde storniert' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/extra-services?lng=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Diese Buchung wurde storniert' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Zahlung|Weiter/ })).toHaveCount(0);

  // And the API refuses to start a payment, whatever the page offers.
  const reservation = await request.get('/api/services/app/Reservation/GetReservation', {
    params: {
      voucherNo: order.voucherNo,
      surname: order.surname,
      checkInDate: order.checkInDate,
      tenantId: String(SERBIA),
    },
  });
  const { bookingGrant } = ((await reservation.json()) as { result: { bookingGrant: string } }).result;
  const paid = await request.post('/api/services/app/Payment/CCPay', {
    headers: { 'X-Booking-Grant': bookingGrant, 'Idempotency-Key': `e2e-cancelled-${order.id}` },
    data: {
      tenantId: SERBIA,
      orderId: order.id,
      amount: order.due,
      payer: 'Ana Petrović',
      email: 'ana@example.test',
    },
  });
  expect(paid.status()).toBe(400);
  expect(((await paid.json()) as { error: { message: string } }).error.message).toBe(
    'This booking was cancelled: it can no longer be paid.',
  );
});
