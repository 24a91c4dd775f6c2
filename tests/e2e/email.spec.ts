import { expect, test, type Page } from '@playwright/test';

/**
 * E-mail end to end, in Chromium against the real API and its in-process SMTP catcher (the demo accounts send
 * to it): a tenant administrator sends a test message through the tenant's default account, and the host
 * administrator finds it among the caught messages and reads it.
 */
const recipient = `e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

async function signInWithToken(page: Page, tenantId: number | null) {
  const res = await page.request.post('/api/TokenAuth/Authenticate', {
    headers: tenantId === null ? {} : { 'Abp.TenantId': String(tenantId) },
    data: { userNameOrEmailAddress: 'admin', password: '123qwe' },
  });
  const token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  await page.goto('/login?lng=en');
  await page.evaluate(
    ([t, tenant]) => {
      localStorage.clear();
      localStorage.setItem('Abp.AuthToken', t as string);
      if (tenant !== null) localStorage.setItem('Abp.TenantId', String(tenant));
    },
    [token, tenantId] as const,
  );
}

test('a tenant admin sends a test message, and the host reads it in the SMTP catcher', async ({ page }) => {
  await signInWithToken(page, 3);
  await page.goto('/email-accounts?lng=en');
  const account = 'noreply@serbia.clientcare.test';
  await page.getByRole('button', { name: `Send test message: ${account}` }).click();
  const drawer = page.getByRole('dialog', { name: `Send a test message from ${account}` });
  const to = drawer.getByRole('textbox', { name: /Recipient/ });
  await expect(to).toHaveValue('admin@serbia.clientcare.test');
  await to.fill(recipient);
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Test message sent to ${recipient}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(account) }).getByText('Sent')).toBeVisible();
  // Tenants never see the catcher: it holds every tenant's messages.
  await expect(page.getByRole('tab', { name: 'Caught messages' })).toHaveCount(0);

  await signInWithToken(page, null);
  await page.goto('/email-accounts?lng=en&view=caught');
  const message = page.getByRole('row', { name: new RegExp(recipient) });
  await expect(message).toBeVisible();
  await expect(message).toContainText(account);
  await message.getByRole('button', { name: 'Test message from Client Care Serbia' }).click();
  const body = page.frameLocator('iframe[title="Message body"]');
  await expect(body.getByText(/This message was sent through the e-mail account/)).toBeVisible();
  await expect(page.locator('iframe[title="Message body"]')).toHaveAttribute('sandbox', '');
});
