import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetailDto, OrderDto, PaymentDto } from '../../../src/api/types/operations.js';
import { app, createSharedTestApp, type TestApp } from '../helpers.js';
import {
  as,
  expectOk,
  expectTotal,
  ids,
  page,
  raw,
  rejection,
  rows,
  scalar,
  SERBIA,
  type Caller,
} from './helpers.js';

let t: TestApp;
let dispose: () => Promise<void>;
let admin: Caller;
let host: Caller;

beforeAll(async () => {
  ({ app: t, dispose } = await createSharedTestApp());
  admin = await as(t, 'admin', SERBIA);
  host = await as(t, 'admin', null);
}, 60_000);
afterAll(() => dispose());

const orders = (caller: Caller, query: Record<string, string | number | boolean> = {}) =>
  page<OrderDto>(caller, 'Order/GetOrders', query);
const count = (where: string) =>
  scalar(
    t,
    sql`select count(*) n from orders o join customers c on c.id = o.customer_id where ${raw(where)}`,
  );

describe('Order/GetOrders', () => {
  it('lists the tenant’s orders newest first with customer and hotel, money in the currency’s decimals', async () => {
    const result = await orders(admin, { MaxResultCount: 20 });
    expectTotal(result, await count('o.tenant_id = 3'));
    expect(result.totalCount).toBeGreaterThanOrEqual(300);
    const times = result.items.map((o) => o.creationTime);
    expect(times).toEqual([...times].sort().reverse());
    const first = result.items[0]!;
    expect(first.tenantId).toBe(SERBIA);
    expect(first.customerName).toMatch(/\S+ \S+/);
    expect(first.hotelName).not.toBe('');
    expect(first.amount).toMatch(/^\d+\.\d{2}$/);
    expect(['RSD', 'EUR']).toContain(first.currency);
  });

  it('applies every filter of the spec, each alone, as the database counts it', async () => {
    const [sample] = await rows<{ amount: string; voucher_no: string; phone: string; user_code: string }>(
      t,
      sql`select o.amount::text, o.voucher_no, c.phone_number phone, o.user_code from orders o
        join customers c on c.id = o.customer_id where o.tenant_id = 3 and o.user_code is not null order by o.id limit 1`,
    );
    const digits = sample!.phone.replace(/\D/g, '').slice(-6);
    const cases: [Record<string, string | number | boolean>, string, (o: OrderDto) => boolean][] = [
      [
        { Amount: sample!.amount },
        `o.amount = ${sample!.amount}`,
        (o) => Number(o.amount) === Number(sample!.amount),
      ],
      [
        { MinAmount: '500', MaxAmount: '2000.5' },
        'o.amount between 500 and 2000.5',
        (o) => +o.amount >= 500 && +o.amount <= 2000.5,
      ],
      [{ Currency: 'eur' }, "o.currency = 'EUR'", (o) => o.currency === 'EUR'],
      [{ Currency: 'EUR,RSD' }, "o.currency in ('EUR','RSD')", () => true],
      [{ VoucherNo: 'rs-10001' }, "o.voucher_no like 'RS-10001%'", (o) => o.voucherNo.startsWith('RS-10001')],
      [
        { PhoneNumber: digits },
        `regexp_replace(c.phone_number, '[^0-9]', '', 'g') like '%${digits}%'`,
        (o) => o.phoneNumber.replace(/\D/g, '').includes(digits),
      ],
      [{ IsPartialPayment: true }, 'o.is_partial_payment', (o) => o.isPartialPayment],
      [{ IsPartialPayment: false }, 'not o.is_partial_payment', (o) => !o.isPartialPayment],
      [{ Status: '1,2' }, 'o.status in (1, 2)', (o) => o.status === 1 || o.status === 2],
      [{ Status: 4 }, 'o.status = 4', (o) => o.status === 4],
      [
        { UserCode: sample!.user_code.toLowerCase() },
        `o.user_code = '${sample!.user_code}'`,
        (o) => o.userCode === sample!.user_code,
      ],
      [
        { StartCreationDate: new Date(Date.now() - 30 * 864e5).toISOString() },
        `o.creation_time >= now() - interval '30 days'`,
        (o) => Date.parse(o.creationTime) >= Date.now() - 30 * 864e5 - 60_000,
      ],
      [
        { EndCreationDate: new Date(Date.now() - 60 * 864e5).toISOString() },
        `o.creation_time <= now() - interval '60 days'`,
        (o) => Date.parse(o.creationTime) <= Date.now() - 60 * 864e5 + 60_000,
      ],
      [
        { StartCheckInDate: '2000-01-01', EndCheckInDate: dayIn(30) },
        `o.check_in_date <= '${dayIn(30)}'`,
        (o) => o.checkInDate <= dayIn(30),
      ],
      [
        { StartCheckOutDate: `${dayIn(40)}T10:00:00+02:00` },
        `o.check_out_date >= '${dayIn(40)}'`,
        (o) => o.checkOutDate >= dayIn(40),
      ],
      [
        { EndCheckOutDate: dayIn(50) },
        `o.check_out_date <= '${dayIn(50)}'`,
        (o) => o.checkOutDate <= dayIn(50),
      ],
      [
        { Keyword: sample!.voucher_no.toLowerCase() },
        `o.voucher_no = '${sample!.voucher_no}'`,
        (o) => o.voucherNo === sample!.voucher_no,
      ],
    ];
    for (const [query, where, holds] of cases) {
      const result = await orders(admin, query);
      const expected = await count(`o.tenant_id = 3 and ${where}`);
      expect(result.totalCount, JSON.stringify(query)).toBe(expected);
      expect(expected, JSON.stringify(query)).toBeGreaterThan(0);
      expect(result.items.every(holds), JSON.stringify(query)).toBe(true);
    }
    const both = await orders(admin, {
      Status: 3,
      Currency: 'EUR',
      StartCreationDate: new Date(Date.now() - 90 * 864e5).toISOString(),
    });
    expect(both.totalCount).toBe(
      await count(
        `o.tenant_id = 3 and o.status = 3 and o.currency = 'EUR' and o.creation_time >= now() - interval '90 days'`,
      ),
    );
  });

  it('narrows by customer and hotel; the host sees every tenant, TenantId narrows, a tenant’s TenantId is ignored', async () => {
    const [one] = await rows<{ customer_id: string; hotel_id: number }>(
      t,
      sql`select customer_id, hotel_id from orders where tenant_id = 3 limit 1`,
    );
    const byCustomer = await orders(admin, { CustomerId: Number(one!.customer_id) });
    expect(byCustomer.items.every((o) => o.customerId === Number(one!.customer_id))).toBe(true);
    expectTotal(byCustomer, await count(`o.customer_id = ${one!.customer_id}`));
    const byHotel = await orders(admin, { HotelId: one!.hotel_id });
    expectTotal(byHotel, await count(`o.tenant_id = 3 and o.hotel_id = ${one!.hotel_id}`));

    const all = await orders(host, { MaxResultCount: 1 });
    expectTotal(all, await count('true'));
    const serbian = await orders(host, { TenantId: SERBIA, MaxResultCount: 5 });
    expectTotal(serbian, await count('o.tenant_id = 3'));
    const ignored = await orders(admin, { TenantId: 4, MaxResultCount: 5 });
    expect(ignored.items.every((o) => o.tenantId === SERBIA)).toBe(true);
  });

  it('sorts by every whitelisted field both ways (Sorting, or SortBy with PageNumber), ties by creation time and id', async () => {
    const fields: Record<string, string> = {
      id: 'o.id',
      creationTime: 'o.creation_time',
      voucherNo: 'o.voucher_no collate "C"',
      userCode: 'o.user_code',
      customerName: "cc_fold(c.name || ' ' || c.surname)",
      hotelName: 'cc_fold(h.name)',
      checkInDate: 'o.check_in_date',
      checkOutDate: 'o.check_out_date',
      amount: 'o.amount',
      paidAmount: 'o.paid_amount',
      currency: 'o.currency',
      isPartialPayment: 'o.is_partial_payment',
      status: 'o.status',
    };
    for (const [field, expression] of Object.entries(fields))
      for (const direction of ['asc', 'desc']) {
        const expected = await ids(
          t,
          sql`select o.id from orders o join customers c on c.id = o.customer_id join hotels h on h.id = o.hotel_id
            where o.tenant_id = 3 order by ${raw(expression)} ${raw(direction)} nulls ${raw(direction === 'asc' ? 'last' : 'first')},
            ${raw(field === 'id' ? '' : `o.creation_time ${direction},`)} o.id ${raw(direction)} limit 15 offset 15`,
        );
        const bySorting = await orders(admin, {
          Sorting: `${field} ${direction}`,
          SkipCount: 15,
          MaxResultCount: 15,
        });
        expect(
          bySorting.items.map((o) => o.id),
          `${field} ${direction}`,
        ).toEqual(expected);
        const bySortBy = await orders(admin, {
          SortBy: `${field} ${direction}`,
          PageNumber: 2,
          MaxResultCount: 15,
        });
        expect(
          bySortBy.items.map((o) => o.id),
          `SortBy ${field} ${direction}`,
        ).toEqual(expected);
      }
  });

  it('refuses a sort outside the whitelist with a 400 naming the input, and bad filters naming theirs', async () => {
    const bad = async (query: Record<string, string>) =>
      rejection(await admin.call({ url: app('Order/GetOrders'), query })).members;
    expect(await bad({ Sorting: 'passwordHash desc' })).toEqual(['sorting']);
    expect(await bad({ SortBy: 'amount; drop table orders' })).toEqual(['sortBy']);
    expect(await bad({ MinAmount: '-5' })).toEqual(['minAmount']);
    expect(await bad({ Status: '9' })).toEqual(['status.0']);
    expect(await bad({ StartCheckInDate: '2025-02-30' })).toEqual(['startCheckInDate']);
  });
});

describe('Order/GetOrder and GetOrderPayments', () => {
  it('returns an order with its lines, travellers, customer, hotel, payments with their history, and its audit trail', async () => {
    const [paid] = await ids(
      t,
      sql`select o.id from orders o where o.tenant_id = 3 and o.status = 3
      and exists (select 1 from payments p join bank_transfers b on b.payment_id = p.id where p.order_id = o.id and b.status = 2) limit 1`,
    );
    const order = expectOk(
      await admin.call<OrderDetailDto>({ url: app('Order/GetOrder'), query: { id: paid! } }),
    );
    expect(order.lines.length).toBeGreaterThan(0);
    const lineTotal = order.lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
    expect(lineTotal).toBe(Math.round(Number(order.amount) * 100));
    expect(order.travellers.filter((x) => x.isLead)).toHaveLength(1);
    expect(order.customer.id).toBe(order.customerId);
    expect(order.hotel.tvHotelCode).toBe(order.hotelCode);
    expect(order.hotel.images[0]).toMatch(/^\/hotels\/tv\d+-1\.svg$/);
    expect(order.paidAmount).toBe(order.amount);
    const succeeded = order.payments.filter((p) => p.status === 20);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(succeeded[0]!.statusHistory.map((h) => h.toStatus).at(-1)).toBe(20);
    expect(succeeded[0]!.statusHistory[0]).toMatchObject({ fromStatus: null, toStatus: 0 });
    expect(order.bankTransfers.some((b) => b.status === 2)).toBe(true);
    expect(order.history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['Created', 'PaymentReceived', 'Committed']),
    );
    const committed = order.history.find((h) => h.action === 'Committed')!;
    expect(committed).toMatchObject({
      entityType: 'BankTransfer',
      userName: 'finance',
      changes: { status: [1, 2] },
    });
  });

  it('gives the hotel description in the caller’s language', async () => {
    const [id] = await ids(t, sql`select id from orders where tenant_id = 3 limit 1`);
    const de = expectOk(
      await admin.call<OrderDetailDto>({ url: app('Order/GetOrder'), query: { id: id! }, culture: 'de' }),
    );
    expect(de.hotel.description).toMatch(/Hotel in .*Frühstück/);
    const mk = expectOk(
      await admin.call<OrderDetailDto>({ url: app('Order/GetOrder'), query: { id: id! }, culture: 'mk' }),
    );
    expect(mk.hotel.description).toMatch(/хотел со \d ѕвезди/);
  });

  it('answers 404 for another tenant’s order', async () => {
    const [other] = await ids(t, sql`select id from orders where tenant_id = 4 limit 1`);
    const res = await admin.call({ url: app('Order/GetOrder'), query: { id: other! } });
    expect(res.status).toBe(404);
  });

  it('filters order payments by every filter of the spec', async () => {
    const [p] = await rows<{ order_id: string; email: string; payer: string; bank_account_id: number }>(
      t,
      sql`select order_id, email, payer, bank_account_id from payments where tenant_id = 3 and bank_account_id is not null limit 1`,
    );
    const pay = (query: Record<string, string | number>) =>
      page<PaymentDto>(admin, 'Order/GetOrderPayments', query);
    const countP = (where: string) =>
      scalar(t, sql`select count(*) n from payments p where p.tenant_id = 3 and ${raw(where)}`);
    const cases: [Record<string, string | number>, string, (x: PaymentDto) => boolean][] = [
      [
        { OrderId: Number(p!.order_id) },
        `p.order_id = ${p!.order_id}`,
        (x) => x.orderId === Number(p!.order_id),
      ],
      [
        { Email: p!.email.toUpperCase().slice(0, 8) },
        `lower(p.email) like '%${p!.email.slice(0, 8).toLowerCase()}%'`,
        (x) => x.email.includes(p!.email.slice(0, 8)),
      ],
      [
        { Payer: p!.payer.split(' ')[0]! },
        `p.payer like '%${p!.payer.split(' ')[0]}%'`,
        (x) => x.payer.includes(p!.payer.split(' ')[0]!),
      ],
      [{ PaymentType: 2 }, 'p.type = 2', (x) => x.type === 2 && x.bankAccountIban !== null],
      [{ PaymentType: '0,1' }, 'p.type in (0, 1)', (x) => x.type !== 2],
      [
        { BankAccount: p!.bank_account_id },
        `p.bank_account_id = ${p!.bank_account_id}`,
        (x) => x.bankAccountId === p!.bank_account_id,
      ],
      [{ PushStatus: 1 }, 'p.push_status = 1', (x) => x.pushStatus === 1],
      [{ Status: '50,60' }, 'p.status in (50, 60)', (x) => x.status === 50 || x.status === 60],
    ];
    for (const [query, where, holds] of cases) {
      const result = await pay(query);
      expect(result.totalCount, JSON.stringify(query)).toBe(await countP(where));
      expect(result.totalCount, JSON.stringify(query)).toBeGreaterThan(0);
      expect(result.items.every(holds), JSON.stringify(query)).toBe(true);
    }
    const sorted = await pay({ Sorting: 'amount desc', MaxResultCount: 30 });
    const amounts = sorted.items.map((x) => Number(x.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});

describe('agents', () => {
  it('see only the orders and payments carrying their agent code', async () => {
    const agent = await as(t, 'agent', SERBIA);
    const list = await orders(agent);
    expectTotal(list, await count("o.tenant_id = 3 and o.user_code = 'BEG-001'"));
    expect(list.items.every((o) => o.userCode === 'BEG-001')).toBe(true);
    const [foreign] = await ids(
      t,
      sql`select id from orders where tenant_id = 3 and user_code is distinct from 'BEG-001' limit 1`,
    );
    expect((await agent.call({ url: app('Order/GetOrder'), query: { id: foreign! } })).status).toBe(404);
    const payments = await page<PaymentDto>(agent, 'Order/GetOrderPayments');
    expect(payments.totalCount).toBe(
      await scalar(
        t,
        sql`select count(*) n from payments p join orders o on o.id = p.order_id where o.tenant_id = 3 and o.user_code = 'BEG-001'`,
      ),
    );
  });
});

function dayIn(days: number) {
  return new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);
}
