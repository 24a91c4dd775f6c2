import { expect, test } from '@playwright/test';

/**
 * Language detection on a regional host (issue 26, spec §9): the host's language is the default, but a language the
 * visitor chose is remembered and wins on the next visit; the stored choice is not overwritten by the host's.
 * Chromium resolves every *.localhost name to this machine, so rs.localhost is Serbia's site.
 */
test('a visitor who chose English on the Serbian site keeps English on the next visit', async ({
  page,
  baseURL,
}) => {
  const serbia = new URL('/', baseURL);
  serbia.hostname = 'rs.localhost';
  const stored = () => page.evaluate(() => window.localStorage.getItem('i18nextLng'));

  // First visit, nothing stored: the host's language.
  await page.goto(serbia.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Pronađite svoju rezervaciju' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^sr/);

  await page.getByRole('combobox', { name: 'Jezik' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your booking' })).toBeVisible();
  expect(await stored()).toBe('en');

  // The next visit, without `?lng=`: English again, and the stored choice is still English.
  await page.goto(serbia.toString());
  await expect(page).not.toHaveURL(/lng=sr/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your booking' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  expect(await stored()).toBe('en');

  // Asked for in the address, Serbian wins over what is stored.
  serbia.searchParams.set('lng', 'sr');
  await page.goto(serbia.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Pronađite svoju rezervaciju' })).toBeVisible();
});
