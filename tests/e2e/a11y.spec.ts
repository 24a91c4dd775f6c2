import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { motionEnded } from './motion';

/**
 * Accessibility in Chromium: axe-core over every route, drawer and dialog, in light and dark mode, on a desktop and
 * a phone; the light/dark switch; the skip link and the focus ring. The theme follows the system preference by
 * default, which Playwright's colorScheme sets. Every axe rule at every impact level counts: each violation is
 * printed with the elements it points at, and the test fails at the end if any was found.
 */
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

type Scheme = 'light' | 'dark';
const schemes: Scheme[] = ['light', 'dark'];
const PASSWORD = '123qwe';

interface Found {
  where: string;
  lines: string[];
}

/**
 * Runs axe on the page as it is (or only on `within`, e.g. an open drawer whose page was scanned already) and
 * records what it finds under `where`.
 */
async function scan(page: Page, where: string, found: Found[], within?: string) {
  // Sandboxed frames show user-written e-mail HTML, not the app's markup, and run no script: axe would wait
  // forever to enter them, so they are left out.
  const builder = new AxeBuilder({ page }).exclude('iframe[sandbox]');
  if (within) builder.include(within);
  const results = await builder.analyze();
  const lines = results.violations.flatMap((v) => [
    `${v.id} [${v.impact ?? 'n/a'}] ${v.help}`,
    ...v.nodes.map((n) => `    ${n.target.join(' > ')} :: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
  ]);
  if (lines.length > 0) found.push({ where, lines });
}

function report(found: Found[]) {
  const text = found.map((f) => `● ${f.where}\n  ${f.lines.join('\n  ')}`).join('\n');
  if (text) console.log(text);
  expect(
    found.map((f) => f.where),
    text,
  ).toEqual([]);
}

/**
 * Signs in through the API, stores the token on /login and opens the dashboard: on /login with a token the app
 * goes there by itself, which could otherwise overtake the next `open`.
 */
async function signInAs(page: Page, tenancyName: string | null) {
  const headers: Record<string, string> = {};
  if (tenancyName !== null) {
    const res = await page.request.post('/api/services/app/Account/IsTenantAvailable', {
      data: { tenancyName },
    });
    const { result } = (await res.json()) as { result: { tenantId: number } };
    headers['Abp.TenantId'] = String(result.tenantId);
  }
  const res = await page.request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: 'admin', password: PASSWORD },
    headers,
  });
  const token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  await page.goto('/login?lng=en');
  await page.evaluate(
    ([t, tenantId]) => {
      localStorage.clear();
      localStorage.setItem('Abp.AuthToken', t);
      if (tenantId) localStorage.setItem('Abp.TenantId', tenantId);
    },
    [token, headers['Abp.TenantId'] ?? ''] as const,
  );
  await open(page, '/admin');
}

/**
 * Waits until nothing loads or moves: no spinner, no request, no running transition or animation. With
 * `network: false` requests are not waited for: a sandboxed srcdoc frame (the e-mail previews) can keep the
 * page from ever reporting "network idle" in Chromium, though nothing loads.
 */
async function settled(page: Page, { network = true } = {}) {
  await expect(page.locator('main').first()).toBeVisible();
  if (network) await page.waitForLoadState('networkidle');
  await expect(
    page.locator('.ant-spin-spinning, .app-spinner, .ant-skeleton, [aria-busy="true"]'),
  ).toHaveCount(0);
  await motionEnded(page);
}

/** Opens a path of the app the way a link would (no reload), and waits until it has rendered and settled. */
async function open(page: Page, path: string) {
  if (new URL(page.url()).pathname === path) return settled(page);
  const before = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).not.toHaveTitle(before);
  await settled(page);
}

/** An open drawer or modal (antd keeps closed ones in the DOM, hidden). */
const DIALOG = '.ant-drawer-open';
const MODAL = '.ant-modal-wrap:not([style*="display: none"])';

const publicRoutes = ['/', '/extra-services', '/login', '/not-authorized', '/no-such-page'];
const hostRoutes = [
  '/admin',
  '/tenants',
  '/users',
  '/roles',
  '/currencies',
  '/login-logs',
  '/profile-settings',
  '/email-accounts',
  '/orders',
  '/bank-transfers',
  '/cache-management',
  '/not-authorized',
  '/no-such-page',
];
const tenantRoutes = [
  '/admin',
  '/users',
  '/roles',
  '/login-logs',
  '/profile-settings',
  '/email-accounts',
  '/email-types',
  '/email-templates',
  '/payment-providers',
  '/payment-available-agencies',
  '/cache-management',
  '/markets',
  '/reservation-providers',
  '/reservation-provider-markets',
  '/transfer-information-settings',
  '/tenant-settings',
  '/language-codes',
  '/orders',
  '/customers',
  '/bank-transfers',
  '/reservation-links',
  '/bank-accounts',
  '/tenant-currencies',
];

for (const scheme of schemes) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme });

    test(`public pages have no axe violations (${scheme})`, async ({ page }) => {
      const found: Found[] = [];
      for (const path of publicRoutes) {
        await page.goto(`${path}?lng=en`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        await scan(page, `${scheme} ${path}`, found);
      }
      // The sign-in page with an error (its theme and language menus are the browser's own selects).
      await page.goto('/login?lng=en');
      await page.getByLabel('User name or email').fill('nobody');
      await page.getByLabel('Password').fill('wrong');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} /login with an error`, found);
      report(found);
    });

    test(`host admin pages have no axe violations (${scheme})`, async ({ page }) => {
      const found: Found[] = [];
      await signInAs(page, null);
      for (const path of hostRoutes) {
        await open(page, path);
        await scan(page, `${scheme} host ${path}`, found);
      }
      report(found);
    });

    test(`host admin drawers, menus and dialogs have no axe violations (${scheme})`, async ({ page }) => {
      const found: Found[] = [];
      await signInAs(page, null);
      await open(page, '/tenants');
      await page.getByRole('button', { name: 'New tenant' }).click();
      await expect(page.getByRole('dialog', { name: 'New tenant' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} host new tenant drawer`, found, DIALOG);
      await page.keyboard.press('Escape');

      await open(page, '/users');
      await page.getByRole('button', { name: 'Columns' }).click();
      await expect(page.getByRole('list', { name: 'Columns' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} host column settings`, found);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Account menu of / }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} host user menu`, found);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Export CSV' }).click();
      await expect(page.getByRole('dialog', { name: 'Export to CSV' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} host export dialog`, found, MODAL);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Account menu of / }).click();
      await page.getByRole('menuitem', { name: 'Change password' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} host account dialog`, found, MODAL);
      report(found);
    });

    test(`tenant admin pages have no axe violations (${scheme})`, async ({ page }) => {
      const found: Found[] = [];
      await signInAs(page, 'serbia');
      for (const path of tenantRoutes) {
        await open(page, path);
        await scan(page, `${scheme} tenant ${path}`, found);
      }
      report(found);
    });

    test(`tenant admin drawers and dialogs have no axe violations (${scheme})`, async ({ page }) => {
      const found: Found[] = [];
      await signInAs(page, 'serbia');
      await open(page, '/users');
      await page.getByRole('button', { name: 'New user' }).click();
      await expect(page.getByRole('dialog', { name: 'New user' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant new user drawer`, found, DIALOG);
      await page.keyboard.press('Escape');

      await page
        .getByRole('button', { name: /^Delete: / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Delete / })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant delete confirmation`, found, MODAL);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await open(page, '/roles');
      await page.getByRole('button', { name: 'New role' }).click();
      await expect(page.getByRole('dialog', { name: 'New role' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant new role drawer`, found, DIALOG);
      await page.keyboard.press('Escape');

      await open(page, '/payment-providers');
      await page.getByRole('button', { name: 'Edit: Revolut cards' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit payment provider Revolut cards' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant payment provider drawer`, found, DIALOG);
      await page.keyboard.press('Escape');

      await open(page, '/payment-available-agencies');
      await page.getByRole('button', { name: 'New agency' }).click();
      await expect(page.getByRole('dialog', { name: 'New agency' })).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('This field is required.').first()).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant agency drawer with errors`, found, DIALOG);
      await page.keyboard.press('Escape');

      await open(page, '/cache-management');
      await page.getByRole('button', { name: 'Clear all' }).click();
      await expect(page.getByRole('dialog', { name: 'Clear all caches?' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant clear caches confirmation`, found, MODAL);
      await page.getByRole('button', { name: 'Cancel' }).click();

      // Write-only credentials with a stored hint, and a check-box group of trip directions.
      await open(page, '/reservation-providers');
      await page.getByRole('button', { name: 'Edit: TV' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit reservation provider TV' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant reservation provider drawer`, found, DIALOG);
      await page.keyboard.press('Escape');

      await open(page, '/transfer-information-settings');
      await page.getByRole('button', { name: 'New supplier' }).click();
      await expect(page.getByRole('dialog', { name: 'New transfer supplier' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant transfer supplier drawer`, found, DIALOG);
      await page.keyboard.press('Escape');

      // An order with payments, their status histories and the audit trail; a customer with their orders.
      await open(page, '/orders?status=2');
      await page
        .getByRole('button', { name: /^Details: / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Order / })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant order drawer`, found, DIALOG);
      await page.keyboard.press('Escape');

      await open(page, '/customers');
      await page
        .getByRole('button', { name: /^Details: / })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Orders of the customer' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant customer drawer`, found, DIALOG);
      await page.keyboard.press('Escape');

      // A pending bank transfer with its payment and audit trail, and the commit confirmation (not confirmed).
      await open(page, '/bank-transfers?status=1');
      await page
        .getByRole('button', { name: /^Details: / })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant bank transfer drawer`, found, DIALOG);
      await page
        .getByRole('dialog', { name: /^Bank transfer / })
        .getByRole('button', { name: 'Commit' })
        .click();
      await expect(page.getByRole('dialog', { name: /^Commit bank transfer / })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant bank transfer commit confirmation`, found, MODAL);
      await page.getByRole('button', { name: 'Cancel' }).click();
      report(found);
    });

    test(`tenant admin email drawers have no axe violations (${scheme})`, async ({ page }) => {
      const found: Found[] = [];
      await signInAs(page, 'serbia');
      await open(page, '/email-templates');
      await page
        .getByRole('button', { name: /^Edit: / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Edit template / })).toBeVisible();
      await settled(page, { network: false });
      await scan(page, `${scheme} tenant email template editor`, found, DIALOG);
      await page.keyboard.press('Escape');

      await open(page, '/email-accounts');
      await page
        .getByRole('button', { name: /^Send test message: / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Send a test message / })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant send test message drawer`, found, DIALOG);
      report(found);
    });

    // A save refused because another admin changed the record meanwhile (409): the panel, then the comparison.
    test(`the edit conflict panel and its comparison have no axe violations (${scheme})`, async ({
      page,
    }) => {
      const found: Found[] = [];
      await signInAs(page, 'serbia');
      const token = await page.evaluate(() => localStorage.getItem('Abp.AuthToken'));
      const headers = { authorization: `Bearer ${token}`, 'Abp.TenantId': '3' };
      const base = '/api/services/app/BankAccount';
      const list = await page.request.get(`${base}/GetAll`, { headers, params: { MaxResultCount: 1 } });
      const [account] = ((await list.json()) as { result: { items: { id: number; bankName: string }[] } })
        .result.items;
      await open(page, '/bank-accounts');
      await page.getByRole('button', { name: `Edit: ${account!.bankName}` }).click();
      const drawer = page.getByRole('dialog', { name: `Edit bank account at ${account!.bankName}` });
      const bank = drawer.getByLabel('Bank', { exact: true });
      await expect(bank).toHaveValue(account!.bankName);
      // Another admin saves the same value again: the stamp moves on, nothing else changes.
      const fresh = await page.request.get(`${base}/Get`, { headers, params: { Id: account!.id } });
      const dto = ((await fresh.json()) as { result: object }).result;
      expect((await page.request.put(`${base}/Update`, { headers, data: dto })).status()).toBe(200);
      await bank.fill(`${account!.bankName} (a11y)`);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect(drawer.getByRole('alert')).toContainText('Someone else changed this record');
      await settled(page);
      await scan(page, `${scheme} tenant conflict panel`, found, DIALOG);
      await drawer.getByRole('button', { name: 'Compare' }).click();
      await expect(drawer.getByRole('table')).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} tenant conflict comparison`, found, DIALOG);
      report(found);
    });

    test(`on a phone, the shell and its menu have no axe violations (${scheme})`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const found: Found[] = [];
      await page.goto('/login?lng=en');
      await settled(page);
      await scan(page, `${scheme} phone /login`, found);
      await signInAs(page, 'serbia');
      for (const path of ['/users', '/profile-settings']) {
        await open(page, path);
        await scan(page, `${scheme} phone tenant ${path}`, found);
      }
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await settled(page);
      await scan(page, `${scheme} phone menu drawer`, found, '[role="dialog"][aria-label="Main menu"]');
      await page.keyboard.press('Escape');

      // The order record's tables (lines, travellers, transfers) scroll sideways on a phone: by keyboard too.
      await open(page, '/orders?status=2');
      await page
        .getByRole('button', { name: /More actions/ })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Details' }).click();
      await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
      await settled(page);
      await expect(page.getByRole('region', { name: 'Order lines' })).toBeVisible();
      await scan(page, `${scheme} phone order drawer`, found, DIALOG);
      report(found);
    });
  });
}

test.describe('light and dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system by default, and the choice in the top bar is applied at once and kept', async ({
    page,
  }) => {
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    const html = page.locator('html');
    await signInAs(page, 'serbia');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await open(page, '/users');
    const switcher = page.getByRole('combobox', { name: 'Theme' });
    await expect(page.locator('.app-topbar')).toContainText('System');

    // The browser's own select.
    await switcher.selectOption({ label: 'Light' });
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('.app-topbar')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    // Kept across a reload, although the system prefers dark, and in force before any script of the app ran.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/js/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('.app-boot')).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('.app-boot')).toHaveCSS('background-color', 'rgb(245, 246, 248)');
    release();
    await expect(page.locator('.app-topbar')).toContainText('Light');
    await expect(page.locator('.app-topbar')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    // Back to following the system.
    await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'System' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.app-topbar')).toHaveCSS('background-color', 'rgb(22, 27, 34)');
    expect(cspErrors).toEqual([]);
  });

  test('a dark-mode system gets a dark page before any script of the app ran', async ({ page }) => {
    await page.route('**/static/js/**', () => new Promise(() => undefined));
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('.app-boot')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.app-boot')).toHaveCSS('background-color', 'rgb(12, 15, 20)');
  });
});

test('the skip link is the first Tab stop and moves focus past the menu; the focus ring is visible', async ({
  page,
}) => {
  await signInAs(page, 'serbia');
  await open(page, '/users');
  // The page's own links (its breadcrumb first) are there before the keyboard walk starts.
  await expect(page.locator('main a[href]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New user' })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.y >= 0 && box.height > 0).toBe(true);
  await expect(skip).toHaveCSS('outline-style', 'solid');

  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is in the page (its breadcrumb), not in the side menu or the top bar.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

  // On the dark side menu, the focused entry shows a 2 px ring in a light orange.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Roles' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const entry = menu.getByRole('link', { name: 'Roles' });
  await expect(entry).toBeFocused();
  await expect(entry).toHaveCSS('outline-style', 'solid');
  await expect(entry).toHaveCSS('outline-width', '2px');
  await expect(entry).toHaveCSS('outline-color', 'rgb(255, 169, 64)');
  // The current entry (Users) is filled with the brand orange: its ring is dark, or it would not show.
  await page.keyboard.press('Shift+Tab');
  const current = menu.getByRole('link', { name: 'Users' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeFocused();
  await expect(current).toHaveCSS('outline-style', 'solid');
  await expect(current).toHaveCSS('outline-color', 'rgb(20, 20, 20)');
});

test('the sign-in page has the skip link too, and the theme switch next to the language', async ({
  page,
}) => {
  await page.goto('/login?lng=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Farbschema' })).toBeVisible();
});
