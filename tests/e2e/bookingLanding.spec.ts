import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createHmac, hkdfSync } from 'node:crypto';

/**
 * The public landing `/` on a tenant's host: an agent's reservation link, "confirm it's you", the reservation in the
 * host's language; the lookup by voucher; expired and altered links; a phone in dark mode. Every state is scanned
 * with axe.
 */
const PASSWORD = '123qwe';
/** The server secret of playwright.config.ts (JWT_SECRET): reservation links are signed under a key derived from it. */
const SERVER_SECRET = 'e2e-secret-e2e-secret-e2e-secret';
const SERBIA = 3;

interface Booking {
  voucherNo: string;
  surname: string;
  phone: string;
  email: string;
  hotelName: string;
  link: string;
}

async function asAgent(request: APIRequestContext) {
  const auth = await request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: 'agent', password: PASSWORD },
    headers: { 'Abp.TenantId': String(SERBIA) },
  });
  const token = ((await auth.json()) as { result: { accessToken: string } }).result.accessToken;
  return { authorization: `Bearer ${token}`, 'Abp.TenantId': String(SERBIA) };
}

/** An open order of the agent and a fresh link to it, generated through the API as the agent does. */
async function agentLink(request: APIRequestContext, skip = 0): Promise<Booking> {
  const headers = await asAgent(request);
  const list = await request.get('/api/services/app/Order/GetOrders', {
    headers,
    params: { Status: '1', MaxResultCount: 1, SkipCount: skip },
  });
  const [order] = ((await list.json()) as { result: { items: { id: number }[] } }).result.items;
  const detail = await request.get('/api/services/app/Order/GetOrder', {
    headers,
    params: { id: order!.id },
  });
  const { result } = (await detail.json()) as {
    result: {
      voucherNo: string;
      hotelName: string;
      customer: { surname: string; phoneNumber: string; emailAddress: string };
    };
  };
  const generated = await request.post('/api/services/app/ReservationLinkGenerator/GenerateReservationLink', {
    headers,
    data: { voucherNo: result.voucherNo, language: 'sr', expiresInHours: 24 },
  });
  const link = ((await generated.json()) as { result: { url: string } }).result.url;
  return {
    voucherNo: result.voucherNo,
    surname: result.customer.surname,
    phone: result.customer.phoneNumber,
    email: result.customer.emailAddress,
    hotelName: result.hotelName,
    link,
  };
}

/** A link signed like the server's (reservationLinkToken.ts), here already expired. */
function expiredToken(voucherNo: string) {
  const key = Buffer.from(hkdfSync('sha256', SERVER_SECRET, 'client-care', 'reservation-links/v1', 32));
  const exp = Math.floor(Date.now() / 1000) - 60;
  const claims = { lid: 1, tid: SERBIA, vno: voucherNo, ac: 'BEG-001', lng: 'sr', exp };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `v1.${body}.${createHmac('sha256', key).update(`v1.${body}`).digest('base64url')}`;
}

async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const lines = results.violations.map(
    (v) => `${where}: ${v.id} ${v.help} :: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(lines, lines.join('\n')).toEqual([]);
}

const regional = (baseURL: string | undefined, path: string) => {
  const url = new URL(path, baseURL ?? 'http://localhost');
  url.hostname = 'rs.localhost';
  return url.toString();
};

test('an agent’s link opens the reservation in Serbian once the surname is confirmed', async ({
  page,
  request,
}) => {
  const booking = await agentLink(request);
  expect(new URL(booking.link).hostname).toBe('rs.localhost');
  await page.goto(booking.link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  await expect(page.getByRole('heading', { level: 1, name: 'Potvrdite da ste to vi' })).toBeVisible();
  await expect(page.getByText(booking.hotelName)).toHaveCount(0);
  await expectNoAxeViolations(page, 'confirm');

  await page.getByRole('textbox', { name: 'Prezime' }).fill('Pogrešno');
  await page.getByRole('button', { name: 'Otvori moju rezervaciju' }).click();
  await expect(page.getByRole('alert')).toContainText('Nismo pronašli rezervaciju');
  await expect(page.getByRole('textbox', { name: 'Prezime' })).toHaveValue('Pogrešno');

  await page.getByRole('textbox', { name: 'Prezime' }).fill(booking.surname.toUpperCase());
  await page.getByRole('button', { name: 'Otvori moju rezervaciju' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vaša rezervacija' })).toBeVisible();
  await expect(page.getByRole('heading', { name: booking.hotelName })).toBeVisible();
  await expect(page.getByText('Preostalo za plaćanje')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Otvori mapu (otvara se u novoj kartici)' })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );
  await expect(page.getByRole('link', { name: /Vaučer/ })).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
  await expectNoAxeViolations(page, 'reservation');

  // A reload opens it again with the booking grant, without asking.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vaša rezervacija' })).toBeVisible();
  await page.getByRole('link', { name: 'Dodajte dodatne usluge' }).click();
  await expect(page).toHaveURL(/\/extra-services/);
});

test('an expired link and an altered one each say so, and offer the lookup', async ({
  page,
  request,
  baseURL,
}) => {
  const booking = await agentLink(request, 1);
  await page.goto(regional(baseURL, `/?token=${expiredToken(booking.voucherNo)}`));
  await expect(page.getByRole('alert')).toContainText('Ovaj link za rezervaciju je istekao');
  await expect(page.getByRole('alert')).toContainText('agenta');
  await expectNoAxeViolations(page, 'expired');
  const token = new URL(booking.link).searchParams.get('token')!;
  await page.goto(regional(baseURL, `/?token=${token.slice(0, -4)}AAAA&lng=en`));
  await expect(page.getByRole('alert')).toContainText('This reservation link is not valid');
  await page.getByRole('button', { name: 'Look up your booking with the voucher number' }).click();
  await expect(page.getByRole('textbox', { name: 'Voucher number' })).toBeVisible();
});

test.describe('on a phone in dark mode', () => {
  test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });

  test('the lookup by voucher, surname and e-mail opens the reservation, nothing wider than the screen', async ({
    page,
    request,
    baseURL,
  }) => {
    const booking = await agentLink(request, 2);
    await page.goto(regional(baseURL, '/?lng=en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Find your booking' })).toBeVisible();
    await expectNoAxeViolations(page, 'lookup');
    await page.getByRole('textbox', { name: 'Voucher number' }).fill(booking.voucherNo.toLowerCase());
    await page.getByRole('textbox', { name: 'Surname' }).fill(booking.surname.toUpperCase());
    await page.getByRole('radio', { name: 'E-mail address' }).check();
    const email = page.getByRole('textbox', { name: 'E-mail address' });
    // The surname alone with a wrong second fact opens nothing, and keeps what was typed.
    await email.fill('someone@else.test');
    await page.getByRole('button', { name: 'Show my booking' }).click();
    await expect(page.getByRole('alert')).toContainText('could not find a reservation');
    await expect(page.getByRole('textbox', { name: 'Surname' })).toHaveValue(booking.surname.toUpperCase());
    await email.fill(booking.email.toUpperCase());
    await page.getByRole('button', { name: 'Show my booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await expect(page.getByText('Picture 1 of 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(page.getByText('Picture 2 of 2', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'reservation on a phone');
  });
});
