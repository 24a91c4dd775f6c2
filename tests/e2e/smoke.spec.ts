import { expect, test } from '@playwright/test';

test('the server reports a healthy database and serves the app', async ({ page, request }) => {
  const health = await request.get('/health');
  expect(await health.json()).toMatchObject({ status: 'ok', database: { up: true } });
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
});
