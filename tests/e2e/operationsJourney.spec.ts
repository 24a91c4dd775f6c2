import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * The day's work across both user groups, in Chromium against the real API (issue 12): the Serbian tenant's agent
 * generates a reservation link on the screen; the customer opens it on another device, confirms who they are and
 * chooses a bank transfer; a finance user sees the transfer pending on the dashboard, commits it from the bank
 * transfers screen, the customer's result page turns to success without a reload, and the dashboard's pending
 * figure goes down again. Dinar transfers are this test's own: the other browser tests pay in euros.
 */
const SERBIA = 3;
test.describe.configure({ timeout: 180_000 });

async function token(request: APIRequestContext, userName: string) {
  const res = await request.post('/api/TokenAuth/Authenticate', {
    headers: { 'Abp.TenantId': String(SERBIA) },
    data: { userNameOrEmailAddress: userName, password: '123qwe' },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
}

async function signIn(page: Page, bearer: string) {
  await page.goto('/login?lng=en');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('Abp.AuthToken', t);
    localStorage.setItem('Abp.TenantId', '3');
  }, bearer);
}

/** An unpaid dinar order sold by the agent BEG-001, with nothing pending on it. */
async function agentsOpenOrder(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await token(request, 'admin')}`, 'Abp.TenantId': '3' };
  const list = await request.get('/api/services/app/Order/GetOrders', {
    headers,
    params: {
      Status: '1',
      Currency: 'RSD',
      UserCode: 'BEG-001',
      // A stay that is over cannot be paid online (unless the tenant allows it).
      StartCheckOutDate: new Date().toISOString().slice(0, 10),
      MaxResultCount: 50,
      Sorting: 'id desc',
    },
  });
  const items = ((await list.json()) as { result: { items: { id: number; paidAmount: string }[] } }).result
    .items;
  for (const item of items.filter((o) => Number(o.paidAmount) === 0)) {
    const payments = await request.get('/api/services/app/Order/GetOrderPayments', {
      headers,
      params: { OrderId: item.id, MaxResultCount: 1 },
    });
    if (((await payments.json()) as { result: { totalCount: number } }).result.totalCount > 0) continue;
    const detail = await request.get('/api/services/app/Order/GetOrder', {
      headers,
      params: { id: item.id },
    });
    const { result } = (await detail.json()) as {
      result: { voucherNo: string; customer: { surname: string } };
    };
    return { id: item.id, voucherNo: result.voucherNo, surname: result.customer.surname };
  }
  throw new Error('no open dinar order of BEG-001 left');
}

/** The number of pending dinar transfers the dashboard shows ("in 3 transfers" under the RSD amount). */
async function pendingDinarTransfers(page: Page): Promise<number> {
  await page.goto('/admin?lng=en');
  const card = page.getByRole('group', { name: 'Pending bank transfers' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const line: Locator = card.locator('li', { hasText: 'RSD' });
  if ((await line.count()) === 0) return 0;
  const note = await line.innerText();
  return Number(/in (\d+) transfers?/.exec(note)?.[1] ?? NaN);
}

test('an agent’s link, a customer’s bank transfer, finance’s commit: the customer sees success and the dashboard follows', async ({
  page,
  browser,
  request,
}) => {
  const order = await agentsOpenOrder(request);
  const finance = await token(request, 'finance');
  await signIn(page, finance);
  const pendingAtStart = await pendingDinarTransfers(page);

  // The agent generates the link on the reservation links screen.
  const agentContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const agent = await agentContext.newPage();
  await signIn(agent, await token(request, 'agent'));
  await agent.goto('/reservation-links?lng=en');
  const heading = agent.getByRole('heading', { name: 'Generate a link' });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const form = agent.locator('.ant-card', { has: heading });
  await form.getByLabel('Voucher number').fill(order.voucherNo);
  await form.getByRole('button', { name: 'Generate link' }).click();
  const address = agent.getByRole('textbox', { name: 'Link address' });
  await expect(address).toHaveValue(/token=/);
  const link = new URL(await address.inputValue());
  expect(link.hostname).toBe('rs.localhost');
  await agentContext.close();

  // The customer opens it on their own device, in English, and chooses a bank transfer.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  link.searchParams.set('lng', 'en');
  await customer.goto(link.toString());
  await expect(customer.getByRole('heading', { level: 1, name: 'Confirm it’s you' })).toBeVisible();
  await customer.getByRole('textbox', { name: 'Surname' }).fill(order.surname);
  await customer.getByRole('button', { name: 'Open my booking' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await customer.goto(new URL('/payment?lng=en', link).toString());
  await customer.getByRole('radio', { name: /^Bank transfer/ }).check();
  await customer.getByRole('button', { name: /^Pay / }).click();
  await expect(
    customer.getByRole('heading', { level: 1, name: 'Waiting for your bank transfer' }),
  ).toBeVisible();
  const reference = (await customer.locator('[data-field="reference"]').innerText()).replace(/\s/g, '');

  // Finance sees one more pending dinar transfer, finds it by its reference and commits it.
  expect(await pendingDinarTransfers(page)).toBe(pendingAtStart + 1);
  const found = await request.get('/api/services/app/BankTransfer/GetAll', {
    headers: { authorization: `Bearer ${finance}`, 'Abp.TenantId': '3' },
    params: { Keyword: reference, MaxResultCount: 1 },
  });
  const transfer = ((await found.json()) as { result: { items: { id: number; reference: string }[] } }).result
    .items[0]!;
  expect(transfer.reference).toBe(reference);
  await page.goto(`/bank-transfers/${transfer.id}?lng=en`);
  const drawer = page.getByRole('dialog', { name: `Bank transfer ${reference}` });
  await expect(drawer).toContainText('Waiting');
  await drawer.getByRole('button', { name: 'Commit' }).click();
  const confirm = page.getByRole('dialog', { name: `Commit bank transfer ${reference}?` });
  await confirm.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByText(`Bank transfer ${reference} committed: its payment succeeded.`)).toBeVisible();

  // The customer's page turns to success on its own; the dashboard's pending figure goes back down.
  await expect(customer.getByRole('heading', { level: 1, name: 'Bank transfer received' })).toBeVisible({
    timeout: 40_000,
  });
  expect(await pendingDinarTransfers(page)).toBe(pendingAtStart);
  await customerContext.close();
});
