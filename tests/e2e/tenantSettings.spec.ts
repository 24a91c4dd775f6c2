import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Self-registration is off by default and a tenant administrator turns it on (issue 26, 13), in Chromium against
 * the real API: while it is off, Account/Register answers a translated 400; the administrator opens
 * /tenant-settings, switches it on, saves, reloads and finds it on; a registration then succeeds, inactive. The
 * switch is turned off again at the end, through the page.
 */
const SERBIA = '3';

async function signInAsSerbiaAdmin(page: Page) {
  const res = await page.request.post('/api/TokenAuth/Authenticate', {
    headers: { 'Abp.TenantId': SERBIA },
    data: { userNameOrEmailAddress: 'admin', password: '123qwe' },
  });
  const token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  await page.goto('/login?lng=en');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('Abp.AuthToken', t);
    localStorage.setItem('Abp.TenantId', '3');
  }, token);
}

async function register(request: APIRequestContext, language: string, userName: string) {
  const res = await request.post('/api/services/app/Account/Register', {
    headers: { 'Abp.TenantId': SERBIA, 'Accept-Language': language },
    data: {
      userName,
      name: 'Vesna',
      surname: 'Posetilac',
      emailAddress: `${userName}@example.test`,
      password: 'Putnik2026!',
    },
  });
  return {
    status: res.status(),
    body: (await res.json()) as {
      success: boolean;
      result: { canLogin: boolean } | null;
      error: { message: string } | null;
    },
  };
}

test('a tenant admin turns self-registration on in the tenant settings; while off, registering is refused', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  // Off by default: refused, in the visitor's language.
  const de = await register(request, 'de', `besucher-${suffix}`);
  expect(de.status).toBe(400);
  expect(de.body.error?.message).toBe(
    'Die Registrierung ist für diesen Mandanten ausgeschaltet. Bitten Sie einen Administrator um ein Konto.',
  );
  const en = await register(request, 'en', `visitor-${suffix}`);
  expect(en.body.error?.message).toBe(
    'Registration is switched off for this tenant. Ask an administrator for an account.',
  );

  await signInAsSerbiaAdmin(page);
  await page.goto('/tenant-settings?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const selfRegistration = page.getByRole('switch', { name: 'Allow self-registration' });
  await expect(selfRegistration).not.toBeChecked();
  await selfRegistration.click();
  await expect(selfRegistration).toBeChecked();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Allow self-registration' })).toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Allow online payment after the stay has ended' }),
  ).toBeVisible();

  // Now open: the visitor's account is created, waiting for an administrator to activate it.
  const open = await register(request, 'en', `visitor-${suffix}`);
  expect(open.status).toBe(200);
  expect(open.body.result).toEqual({ canLogin: false });

  // And off again, through the page.
  await page.getByRole('switch', { name: 'Allow self-registration' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const closed = await register(request, 'en', `late-${suffix}`);
  expect(closed.status).toBe(400);
});
