import { expect, test } from '@playwright/test';

/**
 * One date format per language in tables and date pickers (the QA pass found `2026-11-22` in the picker next to
 * `22. 11. 2026.` in the table, in Serbian, Macedonian and English). sessions.spec.ts covers Macedonian with its
 * weekday names and CSV; this covers Serbian and English.
 */
const today = new Date();
const [d, m, y] = [today.getDate(), today.getMonth() + 1, today.getFullYear()];
const pad = (n: number) => String(n).padStart(2, '0');
const cases = [
  { lng: 'sr', date: `${d}. ${m}. ${y}.`, shape: /^\d{1,2}\. \d{1,2}\. \d{4}\. \d{1,2}:\d{2}$/ },
  { lng: 'en', date: `${pad(m)}/${pad(d)}/${y}`, shape: /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/ },
];

for (const { lng, date, shape } of cases)
  test(`${lng}: the table and the date picker write dates alike`, async ({ page }) => {
    const auth = await page.request.post('/api/TokenAuth/Authenticate', {
      data: { userNameOrEmailAddress: 'admin', password: '123qwe' },
      headers: { 'Abp.TenantId': '3' },
    });
    const token = ((await auth.json()) as { result: { accessToken: string } }).result.accessToken;
    await page.goto(`/login?lng=${lng}`);
    await page.evaluate((t) => {
      localStorage.setItem('Abp.AuthToken', t);
      localStorage.setItem('Abp.TenantId', '3');
    }, token);
    await page.goto(`/login-logs?lng=${lng}`);
    await expect(page.locator('tbody time').first()).toHaveText(shape);
    // A plain box until the user goes for it; then antd's picker takes its place, open.
    await page.locator('input.app-filter-input--from').first().click();
    const picker = page.locator('.ant-picker input').first();
    await page.locator('.ant-picker-dropdown:visible td.ant-picker-cell-today').click();
    await expect(picker).toHaveValue(date);
  });
