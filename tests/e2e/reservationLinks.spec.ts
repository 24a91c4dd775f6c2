import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { motionEnded } from './motion';

/**
 * Reservation links end to end, in Chromium against the real API: the Serbian tenant's agent generates a link
 * for a voucher (their own agent code, fixed), copies it, finds it in the list, and the link points at the
 * tenant's host. A second agent's links never show in the first agent's list.
 */
const SERBIA = 3;
// Each test signs in twice, creates a user and runs axe: more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

async function token(request: APIRequestContext, userName: string, password = '123qwe') {
  const res = await request.post('/api/TokenAuth/Authenticate', {
    headers: { 'Abp.TenantId': String(SERBIA) },
    data: { userNameOrEmailAddress: userName, password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
}

const call = async <T>(
  request: APIRequestContext,
  bearer: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> => {
  const res = await request.fetch(`/api/services/app/${path}`, {
    method,
    headers: { Authorization: `Bearer ${bearer}`, 'Abp.TenantId': String(SERBIA) },
    ...(body ? { data: body } : {}),
  });
  const json = (await res.json()) as { result: T; error: { message: string } | null };
  expect(res.ok(), json.error?.message).toBe(true);
  return json.result;
};

/**
 * axe-core over the page, or only `within` (an open drawer or dialog): every rule, every impact, once the dialog's
 * zoom-in has ended (half faded in, its buttons' contrast is too low).
 */
async function expectNoAxeViolations(page: Page, within?: string) {
  await motionEnded(page);
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signIn(page: Page, bearer: string) {
  await page.goto('/login?lng=en');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('Abp.AuthToken', t);
    localStorage.setItem('Abp.TenantId', '3');
  }, bearer);
}

test('an agent generates a link on the tenant’s host, copies it and sees only their own links', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const admin = await token(request, 'admin');
  // Agents link only their own orders: one sold by BEG-001 (the agent), one sold by NS-014 (the second agent).
  const soldBy = async (code: string) =>
    (
      await call<{ items: { voucherNo: string }[] }>(
        request,
        admin,
        'GET',
        // A cancelled order cannot be linked: an open one.
        `Order/GetOrders?MaxResultCount=1&Status=1&UserCode=${code}`,
      )
    ).items[0]!.voucherNo;
  const voucher = await soldBy('BEG-001');
  const otherVoucher = await soldBy('NS-014');

  // A second agent of the same tenant, with another agent code, makes a link first.
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await call(request, admin, 'POST', 'User/Create', {
    userName: `agent-${suffix}`,
    name: 'Second',
    surname: 'Agent',
    emailAddress: `agent-${suffix}@example.com`,
    password: 'Second-agent-1',
    isActive: true,
    roleNames: ['Agent'],
    agentCode: 'NS-014',
  });
  const second = await token(request, `agent-${suffix}`, 'Second-agent-1');
  const theirs = await call<{ url: string; agentCode: string }>(
    request,
    second,
    'POST',
    'ReservationLinkGenerator/GenerateReservationLink',
    { voucherNo: otherVoucher, language: 'sr' },
  );
  expect(theirs.agentCode).toBe('NS-014');

  await signIn(page, await token(request, 'agent'));
  await page.goto('/reservation-links?lng=en');
  const heading = page.getByRole('heading', { name: 'Generate a link' });
  // The page's chunk loads on first visit (slow on a busy machine).
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const form = page.locator('.ant-card', { has: heading });
  await expect(form.getByLabel('Agent code')).toHaveValue('BEG-001');
  await expect(form.getByLabel('Agent code')).toBeDisabled();
  await form.getByLabel('Voucher number').fill(voucher.toLowerCase());
  await form.getByText('7 days').click();
  await form.getByRole('button', { name: 'Generate link' }).click();

  const address = page.getByRole('textbox', { name: 'Link address' });
  await expect(address).toHaveValue(/token=/);
  const url = new URL(await address.inputValue());
  expect(url.hostname).toBe('rs.localhost');
  expect(url.port).toBe(new URL(baseURL!).port);
  expect(url.searchParams.get('lng')).toBe('en');
  await expect(page.getByLabel('QR code of the link')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url.toString());

  // The list shows the new link (newest first) with its own copy button; the other agent's never.
  const list = page.getByRole('table', { name: 'Reservation links' });
  const row = list.getByRole('row').filter({ hasText: voucher }).first();
  await expect(row).toContainText('BEG-001');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Copy link: ${voucher}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^http:\/\/rs\.localhost:\d+\/\?token=/,
  );
  const search = async (text: string) => {
    const answered = page.waitForResponse(
      (r) => r.url().includes('ReservationLinkGenerator/GetAll') && r.url().includes(`Keyword=${text}`),
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill(text);
    await answered;
  };
  await search(otherVoucher);
  await expect(list).not.toContainText('NS-014');
  await search('NS-014');
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
  expect(await page.content()).not.toContain(new URL(theirs.url).searchParams.get('token')!);
});

test('finance checks and commits an open payment from the order, once, and sees who did it', async ({
  page,
  request,
}) => {
  const finance = await token(request, 'finance');
  const open = await call<{ items: { id: number; orderId: number; voucherNo: string }[] }>(
    request,
    finance,
    'GET',
    'Order/GetOrderPayments?Status=10&PaymentType=1&MaxResultCount=1',
  );
  const payment = open.items[0]!;
  let commits = 0;
  page.on('request', (r) => {
    if (r.url().includes('Payment/UpdatePaymentCommit')) commits += 1;
  });
  await signIn(page, finance);
  await page.goto(`/orders/${payment.orderId}?lng=en`);
  const drawer = page.getByRole('dialog', { name: `Order ${payment.voucherNo}` });
  const card = drawer.locator(`[data-payment-id="${payment.id}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, '.ant-drawer-open');

  await card.getByRole('button', { name: /^Commit: / }).dblclick();
  const confirm = page.getByRole('dialog', { name: new RegExp(`^Commit payment #${payment.id} \\(Card, `) });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, '.ant-modal-wrap:not([style*="display: none"])');
  await confirm.getByRole('button', { name: 'Commit' }).dblclick();
  await expect(page.getByText(`Payment #${payment.id} committed: Succeeded.`)).toBeVisible();
  expect(commits).toBe(1);
  // The refreshed record: succeeded, no more actions, and the audit trail names the user.
  await expect(card.getByRole('button', { name: /^Commit: / })).toHaveCount(0);
  await expect(card).toContainText('Succeeded');
  await expect(card).toContainText('finance');
});
