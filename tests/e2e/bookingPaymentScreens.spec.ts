import { expect, test, type Page } from '@playwright/test';
import { freshOrder, openBooking } from './bookingPaymentHelpers';

/**
 * Screenshots of every payment step in English, Romanian and Albanian, on a phone and a desktop, for people to look
 * at (`PAYMENT_SHOTS_DIR=/tmp/shots npx playwright test tests/e2e/bookingPaymentScreens.spec.ts`); skipped otherwise.
 */
const DIR = process.env.PAYMENT_SHOTS_DIR;
const words = {
  en: {
    pay: /^Pay /,
    card: 'Card number',
    tests: 'Test cards (test environment only)',
    bt: /^Bank transfer/,
    apm: /^Online banking/,
  },
  ro: {
    pay: /^Plătiți /,
    card: 'Numărul cardului',
    tests: 'Carduri de test (doar în mediul de test)',
    bt: /^Transfer bancar/,
    apm: /^Internet banking/,
  },
  sq: {
    pay: /^Paguaj /,
    card: 'Numri i kartës',
    tests: 'Karta testimi (vetëm në mjedisin e testimit)',
    bt: /^Transfertë bankare/,
    apm: /^Bankë online/,
  },
} as const;
const viewports = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };

test.skip(!DIR, 'screenshots only on request');

let skip = 20;
for (const [lng, w] of Object.entries(words))
  for (const [device, viewport] of Object.entries(viewports))
    test(`every payment step in ${lng} on a ${device}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const shot = (name: string) =>
        page.screenshot({ path: `${DIR}/${lng}-${device}-${name}.png`, fullPage: true });
      const settled = (p: Page) =>
        p.waitForSelector('h1[data-state]:not([data-state="pending"])', { timeout: 20_000 });

      await openBooking(page, request, await freshOrder(request, 'EUR', skip++));
      await page.goto(`/payment?lng=${lng}`);
      await page.getByRole('button', { name: w.pay }).waitFor();
      await shot('1-payment');
      await page.getByRole('button', { name: w.pay }).click();
      await page.getByLabel(w.card).waitFor();
      await page.getByText(w.tests).click();
      await shot('2-card-form');
      await page.getByLabel(w.card).fill('4242 4242 4242 4241');
      await page.getByLabel(/\(CVC\)$/).fill('1');
      await page.getByLabel(w.card).focus();
      await shot('3-card-errors');
      await page.getByLabel(w.card).fill('4000 0000 0000 3220');
      await page.getByLabel(/\(CVC\)$/).fill('123');
      await page.getByRole('textbox').first().fill('Ana Petrović');
      await page.locator('input[name="expiry"]').fill('12/34');
      await page.getByRole('button', { name: w.pay }).click();
      await page.locator('#ck-3ds-title').waitFor();
      await shot('4-3ds');
      await page.locator('.ck-actions .ck-button').first().click();
      await settled(page);
      await shot('5-success');

      await page.context().clearCookies();
      await page.evaluate(() => sessionStorage.clear());
      await openBooking(page, request, await freshOrder(request, 'EUR', skip++));
      await page.goto(`/payment?lng=${lng}`);
      await page.getByRole('radio', { name: w.bt }).check();
      await page.getByRole('button', { name: w.pay }).click();
      await settled(page).catch(() => undefined);
      await page.locator('[data-field="iban"]').waitFor();
      await shot('6-bank-transfer');

      await page.evaluate(() => sessionStorage.clear());
      await openBooking(page, request, await freshOrder(request, 'RSD', skip++));
      await page.goto(`/payment?lng=${lng}`);
      await page.getByRole('radio', { name: w.apm }).check();
      await page.getByRole('button', { name: w.pay }).click();
      await page.waitForURL(/simulator\/apm/);
      await shot('7-hosted-page');
      await page.locator('button[value="decline"]').click();
      await settled(page);
      await shot('8-declined');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
