import { expect, test, type Page } from '@playwright/test';

/**
 * The one rule of the host's working tenant (issue 26, 8c), in Chromium against the real API: once the host
 * administrator chooses Serbia from the tenant list, the banner states the rule, and the tenant-scoped screens
 * (bank transfers, login logs, orders) list only Serbia's rows, while the host-wide screens (tenants, currencies)
 * keep the host's view. Before the rule, bank transfers and login logs stayed all-tenant. On a desktop and a phone.
 */
async function signInAsHost(page: Page, suffix: string) {
  // A failed sign-in in Serbia and one on the host, under names no other test uses: one login log of each.
  for (const [tenant, name] of [
    ['3', `serbia-${suffix}`],
    ['', `host-${suffix}`],
  ] as const) {
    const failed = await page.request.post('/api/TokenAuth/Authenticate', {
      headers: tenant ? { 'Abp.TenantId': tenant } : {},
      data: { userNameOrEmailAddress: name, password: 'not-the-password' },
    });
    // ABP answers a refused sign-in with 500 and its envelope (the wire contract).
    expect(((await failed.json()) as { success: boolean }).success).toBe(false);
  }
  const res = await page.request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: 'admin', password: '123qwe' },
  });
  const token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  await page.goto('/login?lng=en');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('Abp.AuthToken', t);
  }, token);
}

/** The texts of the list's body rows, once the first one is there and no other page is loading. */
async function rowTexts(page: Page, first: RegExp) {
  const rows = page.getByRole('table').locator('tbody').getByRole('row');
  await expect(rows.first()).toContainText(first);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return rows.allInnerTexts();
}

const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 360, height: 740 } },
];

for (const { name, size } of viewports) {
  test(`the host's working tenant: tenant-scoped screens show only its rows, host-wide ones keep the host's (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const suffix = `${name}-${Date.now().toString(36)}`;
    await signInAsHost(page, suffix);

    // All tenants' bank transfers before the host chooses one.
    await page.goto('/bank-transfers?lng=en');
    // Other browser tests add transfers of their own (references RF…) at the top: what says "every tenant" here is
    // the Tenant column, which the list shows only while no working tenant is chosen.
    await rowTexts(page, /\S/);
    await expect(page.getByRole('columnheader', { name: 'Tenant' })).toBeVisible();

    await page.goto('/tenants?lng=en&q=serbia');
    await page.getByRole('button', { name: 'More actions for Serbia' }).click();
    await page.getByRole('menuitem', { name: 'Users and roles' }).click();
    await expect(page).toHaveURL(/\/users/);
    const banner = page.getByRole('status').filter({ hasText: 'tenant Serbia' });
    await expect(banner).toContainText(
      'Working in tenant Serbia: every screen shows and saves Serbia’s data, except the host-wide screens (Tenants, Currencies, Language codes).',
    );
    await expect(banner.getByRole('button', { name: 'Back to the host' })).toBeVisible();

    // Tenant-scoped: only Serbia's rows, under the banner.
    await page.goto('/bank-transfers?lng=en');
    await expect(banner).toBeVisible();
    // Serbia's rows only: each names a Serbian voucher (RS-…), whether its reference is BT-RS-… or RF….
    const transfers = await rowTexts(page, /RS-\d/);
    expect(transfers.filter((r) => !/RS-\d/.test(r))).toEqual([]);
    await expect(page.getByRole('columnheader', { name: 'Tenant' })).toHaveCount(0);

    // The failed sign-ins: Serbia's, not the host's.
    await page.goto('/login-logs?lng=en&isSuccess=false');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('cell', { name: `serbia-${suffix}`, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: `host-${suffix}`, exact: true })).toHaveCount(0);

    await page.goto('/orders?lng=en');
    const orders = await rowTexts(page, /RS-\d{6}/);
    expect(orders.filter((r) => !/\bRS-\d{6}\b/.test(r) || /\b(?!RS)[A-Z]{2}-\d{6}\b/.test(r))).toEqual([]);

    // Host-wide: every tenant and every currency, as the banner says, with the banner still there.
    // Each looked up by name: other browser tests add tenants of their own to the first page.
    for (const tenant of ['Romania', 'Germany', 'Serbia']) {
      await page.goto(`/tenants?lng=en&q=${tenant}`);
      await expect(banner).toBeVisible();
      await expect(page.getByRole('cell', { name: tenant, exact: true }).last()).toBeVisible();
    }
    await page.goto('/currencies?lng=en');
    for (const currency of ['Romanian Leu', 'Euro', 'Serbian Dinar', 'Albanian Lek']) {
      await expect(page.getByRole('cell', { name: currency, exact: true }).last()).toBeVisible();
    }

    // Back to the host: all tenants' transfers again, no banner.
    await banner.getByRole('button', { name: 'Back to the host' }).click();
    await expect(page).toHaveURL(/\/tenants/);
    await page.goto('/bank-transfers?lng=en');
    await rowTexts(page, /\S/);
    await expect(page.getByRole('columnheader', { name: 'Tenant' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'tenant Serbia' })).toHaveCount(0);
    await page.goto('/login-logs?lng=en&isSuccess=false');
    for (const who of [`serbia-${suffix}`, `host-${suffix}`]) {
      await expect(page.getByRole('cell', { name: who, exact: true })).toBeVisible();
    }
  });
}
