import { expect, test, type Page } from '@playwright/test';
import { freshOrder, openBooking } from './bookingPaymentHelpers';

/**
 * Keyboard focus on the public pages (issue 26, WCAG 2.4.7 and 2.4.11): Tab through every field, button and link
 * of the sign-in, the landing's find-your-booking form, extras, payment, the card form and the result, in light and
 * dark, and measure what the focused control shows: an outline (or a box shadow) of at least 2 px whose colour has a
 * contrast of at least 3:1 with the background around it. A global `outline: none !important` on text inputs had
 * taken every text field's ring away.
 */
const SHOTS = process.env.FOCUS_SHOTS_DIR;

interface Ring {
  what: string;
  width: number;
  contrast: number;
}

/** The focused control's ring (its own, or the box around it: `:focus-within`), measured in the page. */
const ringOfFocused = (page: Page) =>
  page.evaluate((): Ring | null => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const rgb = (value: string) => {
      const m = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:[,/]\s*([\d.]+))?/.exec(value);
      return m ? { r: +m[1]!, g: +m[2]!, b: +m[3]!, a: m[4] === undefined ? 1 : +m[4] } : null;
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const c = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
    };
    const backgroundAround = (el: HTMLElement) => {
      for (let e: HTMLElement | null = el.parentElement; e; e = e.parentElement) {
        const bg = rgb(getComputedStyle(e).backgroundColor);
        if (bg && bg.a > 0.5) return bg;
      }
      return (
        rgb(getComputedStyle(document.documentElement).backgroundColor) ?? { r: 255, g: 255, b: 255, a: 1 }
      );
    };
    const what = `${focused.tagName.toLowerCase()} ${
      focused.getAttribute('aria-label') ??
      focused.getAttribute('name') ??
      focused.textContent?.trim().slice(0, 30)
    }`;
    for (let el: HTMLElement | null = focused, up = 0; el && up < 3; el = el.parentElement, up += 1) {
      const style = getComputedStyle(el);
      const bg = backgroundAround(el);
      const contrastWith = (color: { r: number; g: number; b: number }) => {
        const [hi, lo] = [luminance(color), luminance(bg)].sort((a, b) => b - a) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      const outline = rgb(style.outlineColor);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle !== 'none' && width > 0 && outline && outline.a > 0.9)
        return { what, width, contrast: contrastWith(outline) };
      // A solid box shadow: `rgb(...) 0px 0px 0px 2px`.
      const shadow = /(rgba?\([^)]+\))\s+0px\s+0px\s+0px\s+([\d.]+)px/.exec(style.boxShadow);
      const shadowColor = shadow ? rgb(shadow[1]!) : null;
      if (shadow && shadowColor && shadowColor.a > 0.9)
        return { what, width: parseFloat(shadow[2]!), contrast: contrastWith(shadowColor) };
    }
    return { what, width: 0, contrast: 1 };
  });

/** Tabs from the top of the page through every control (at most `max`), measuring each one's ring. */
async function tabThrough(page: Page, where: string, max = 30) {
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen: Ring[] = [];
  const problems: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const ring = await ringOfFocused(page);
    if (!ring) break;
    if (seen.some((r) => r.what === ring.what) && seen[0]?.what === ring.what) break;
    seen.push(ring);
    if (ring.width < 2 || ring.contrast < 3)
      problems.push(`${where}: ${ring.what}: ${ring.width}px at ${ring.contrast.toFixed(2)}:1`);
  }
  return { seen, problems };
}

const textFields = (rings: Ring[]) => rings.filter((r) => /^(input|textarea|select) /.test(r.what));

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/focus-${name}.png` });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`sign-in and the landing's find-your-booking form show a ring on every field (${scheme})`, async ({
      page,
      baseURL,
    }) => {
      await page.goto('/login?lng=en');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      const login = await tabThrough(page, 'login');
      expect(textFields(login.seen).length).toBeGreaterThanOrEqual(2);
      expect(login.problems).toEqual([]);
      await page.getByLabel('Password').focus();
      await shot(page, `login-${scheme}`);

      const landing = new URL('/?lng=en', baseURL);
      landing.hostname = 'rs.localhost';
      await page.goto(landing.toString());
      await expect(page.getByRole('textbox', { name: 'Voucher number' })).toBeVisible();
      const find = await tabThrough(page, 'landing');
      expect(textFields(find.seen).length).toBeGreaterThanOrEqual(2);
      expect(find.problems).toEqual([]);
      await page.getByRole('textbox', { name: 'Voucher number' }).focus();
      await shot(page, `landing-${scheme}`);
    });

    test(`extras, payment, the card form and the result show a ring on every control (${scheme})`, async ({
      page,
      request,
    }) => {
      const order = await freshOrder(request, 'RSD', scheme === 'light' ? 3 : 4);
      await openBooking(page, request, order);
      await page.goto('/extra-services?lng=en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const extras = await tabThrough(page, 'extras');
      expect(extras.seen.length).toBeGreaterThan(2);
      expect(extras.problems).toEqual([]);

      await page.goto('/payment?lng=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
      const payment = await tabThrough(page, 'payment', 40);
      expect(textFields(payment.seen).length).toBeGreaterThanOrEqual(2);
      expect(payment.problems).toEqual([]);
      await page.getByLabel('Name of the payer').focus();
      await shot(page, `payment-${scheme}`);

      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page).toHaveURL(/\/revolut-payment-form\?paymentId=\d+&token=/);
      await expect(page.getByLabel('Card number')).toBeVisible();
      const card = await tabThrough(page, 'card form');
      expect(textFields(card.seen).length).toBeGreaterThanOrEqual(4);
      expect(card.problems).toEqual([]);
      await page.getByLabel('Card number').focus();
      await shot(page, `card-${scheme}`);

      await page.getByLabel('Name on the card').fill('Ana Petrović');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel(/^Expiry date/).fill('12/34');
      await page.getByLabel(/\(CVC\)$/).fill('123');
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible({
        timeout: 15_000,
      });
      const result = await tabThrough(page, 'result');
      expect(result.seen.length).toBeGreaterThan(0);
      expect(result.problems).toEqual([]);
    });
  });
}
