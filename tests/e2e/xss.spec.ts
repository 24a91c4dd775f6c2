import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Stored XSS: markup and script payloads saved through the API in every text field a user can fill (user,
 * role, tenant, and the sign-in log's user name and browser), then opened in Chromium on every screen that shows
 * them (lists, edit drawers, the sign-in log). Zero executions: no payload function runs, no markup lands in the
 * page, no dialog opens, and the Content Security Policy never has to refuse anything.
 */
const tag = Date.now().toString(36).slice(-4);
const payloads = {
  img: `<img src=x onerror=__xss()>${tag}`,
  script: `"><script>__xss()</script>${tag}`,
  svg: `<svg onload=__xss()>${tag}`,
  js: `javascript:__xss()//${tag}`,
  template: `{{constructor.constructor('__xss()')()}}${tag}`,
};

async function api(request: APIRequestContext, tenantId: number | null, userName = 'admin') {
  const headers: Record<string, string> = tenantId === null ? {} : { 'Abp.TenantId': String(tenantId) };
  const res = await request.post('/api/TokenAuth/Authenticate', {
    headers,
    data: { userNameOrEmailAddress: userName, password: '123qwe' },
  });
  const token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  const call = async (method: 'POST' | 'PUT', url: string, data: unknown) => {
    const r = await request.fetch(`/api/services/app/${url}`, {
      method,
      headers: { ...headers, Authorization: `Bearer ${token}` },
      data,
    });
    expect(r.status(), `${url}: ${await r.text()}`).toBe(200);
    return ((await r.json()) as { result: { id: number } }).result;
  };
  return { token, call };
}

async function open(page: Page, token: string, tenantId: number | null, path: string) {
  await page.goto('/login?lng=en');
  await page.evaluate(
    ([t, tenant]) => {
      localStorage.setItem('Abp.AuthToken', t!);
      if (tenant) localStorage.setItem('Abp.TenantId', tenant);
      else localStorage.removeItem('Abp.TenantId');
    },
    [token, tenantId === null ? '' : String(tenantId)],
  );
  await page.goto(path);
}

/** Opens the edit drawer of the row showing `text`. */
async function edit(page: Page, text: string) {
  await page.getByRole('row').filter({ hasText: text }).getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('payloads saved in every text field never execute on any screen', async ({ page, request }) => {
  const executions: string[] = [];
  await page.exposeFunction('__xssReport', (where: string) => executions.push(where));
  await page.addInitScript(() => {
    (window as unknown as { __xss: () => void }).__xss = () =>
      void (window as unknown as { __xssReport: (w: string) => void }).__xssReport(location.pathname);
  });
  page.on('dialog', (dialog) => {
    executions.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) executions.push(`csp: ${message.text()}`);
  });

  const tenant = await api(request, 3);
  await tenant.call('POST', 'Role/Create', {
    name: payloads.img.slice(0, 32),
    displayName: payloads.script,
    description: `${payloads.svg} ${payloads.template}`,
    grantedPermissions: [],
  });
  await tenant.call('POST', 'User/Create', {
    userName: payloads.img,
    name: payloads.script.slice(0, 64),
    surname: payloads.svg,
    emailAddress: `xss${tag}@example.com`,
    password: 'X55-payload',
    roleNames: [],
  });
  // The sign-in log keeps what strangers type and which browser they claim.
  await request.post('/api/TokenAuth/Authenticate', {
    headers: { 'Abp.TenantId': '3', 'User-Agent': payloads.svg },
    data: { userNameOrEmailAddress: payloads.script, password: 'nope' },
  });
  const host = await api(request, null);
  await host.call('POST', 'Tenant/Create', {
    tenancyName: `xss${tag}`,
    name: payloads.img,
    adminEmailAddress: `boss${tag}@example.com`,
    adminPassword: 'X55-payload',
    isActive: true,
  });

  // Lists, then an edit drawer of each record, then the sign-in log; the host's tenant list last.
  await open(page, tenant.token, 3, `/users?lng=en&q=${tag}`);
  await expect(page.getByText(payloads.img).first()).toBeVisible();
  await edit(page, payloads.img);
  await page.goto(`/roles?lng=en&q=${tag}`);
  await expect(page.getByText(payloads.script).first()).toBeVisible();
  await edit(page, payloads.script);
  await page.goto('/login-logs?lng=en');
  await expect(page.getByText(payloads.script).first()).toBeVisible();
  await open(page, host.token, null, `/tenants?lng=en&q=${tag}`);
  await expect(page.getByText(payloads.img).first()).toBeVisible();
  await edit(page, payloads.img);

  // Nothing ran, and no payload became markup.
  await page.waitForTimeout(500);
  // The one inline script allowed is the light/dark decision of index.html (its hash is in the CSP).
  const injected = 'img[src="x"], svg[onload], script:not([src]):not(#color-scheme-boot)';
  expect(await page.locator(injected).count()).toBe(0);
  expect(executions).toEqual([]);
});
