import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDto } from '../../../src/api/types/operations.js';
import { customers as customerTable, hotels, orders } from '../../../server/db/schema.js';
import { app, createSharedTestApp, createTestApp, type TestApp } from '../helpers.js';
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
let finance: Caller;

beforeAll(async () => {
  ({ app: t, dispose } = await createSharedTestApp());
  finance = await as(t, 'finance', SERBIA);
}, 60_000);
afterAll(() => dispose());

const customers = (caller: Caller, query: Record<string, string | number> = {}) =>
  page<CustomerDto>(caller, 'Customer/GetCustomers', query);
const count = (where: string) => scalar(t, sql`select count(*) n from customers c where ${raw(where)}`);

describe('Customer/GetCustomers', () => {
  it('applies every filter of the spec, case- and accent-insensitively', async () => {
    const [c] = await rows<{ email_address: string; phone_number: string; identity_number: string }>(
      t,
      sql`select email_address, phone_number, identity_number from customers
        where tenant_id = 3 and identity_number is not null order by id limit 1`,
    );
    const phone = c!.phone_number.replace(/\D/g, '').slice(3, 9);
    const cases: [Record<string, string | number>, string, (x: CustomerDto) => boolean][] = [
      [
        { Email: c!.email_address.slice(0, 6).toUpperCase() },
        `lower(c.email_address) like '%${c!.email_address.slice(0, 6)}%'`,
        (x) => x.emailAddress.includes(c!.email_address.slice(0, 6)),
      ],
      // "dorde" finds Đorđe, "jovanovic" finds Jovanović.
      [{ Name: 'dorde' }, "c.name = 'Đorđe'", (x) => x.name === 'Đorđe'],
      [{ Surname: 'JOVANOVIC' }, "c.surname = 'Jovanović'", (x) => x.surname === 'Jovanović'],
      [{ Gender: 2 }, 'c.gender = 2', (x) => x.gender === 2],
      [{ Gender: '0,1' }, 'c.gender in (0, 1)', (x) => x.gender < 2],
      [
        { PhoneNumber: `+${phone.slice(0, 3)} ${phone.slice(3)}` },
        `regexp_replace(c.phone_number, '[^0-9]', '', 'g') like '%${phone}%'`,
        (x) => x.phoneNumber.replace(/\D/g, '').includes(phone),
      ],
      [
        { IdentityNumber: c!.identity_number.slice(2, 9) },
        `c.identity_number like '%${c!.identity_number.slice(2, 9)}%'`,
        (x) => x.identityNumber!.includes(c!.identity_number.slice(2, 9)),
      ],
      [
        { StartCreationDate: new Date(Date.now() - 200 * 864e5).toISOString() },
        `c.creation_time >= now() - interval '200 days'`,
        () => true,
      ],
      [
        { EndCreationDate: new Date(Date.now() - 200 * 864e5).toISOString() },
        `c.creation_time <= now() - interval '200 days'`,
        () => true,
      ],
      [{ Keyword: 'petrovic' }, "c.surname = 'Petrović'", (x) => x.surname === 'Petrović'],
    ];
    for (const [query, where, holds] of cases) {
      const result = await customers(finance, query);
      expectTotal(result, await count(`c.tenant_id = 3 and ${where}`));
      expect(result.totalCount, JSON.stringify(query)).toBeGreaterThan(0);
      expect(result.items.every(holds), JSON.stringify(query)).toBe(true);
    }
  });

  it('sorts by every whitelisted field and pages both ways', async () => {
    const fields: Record<string, string> = {
      id: 'c.id',
      name: 'cc_fold(c.name)',
      surname: 'cc_fold(c.surname)',
      emailAddress: 'lower(c.email_address)',
      phoneNumber: 'c.phone_number',
      gender: 'c.gender',
      identityNumber: 'c.identity_number',
      language: 'c.language',
      creationTime: 'c.creation_time',
    };
    for (const [field, expression] of Object.entries(fields))
      for (const direction of ['asc', 'desc']) {
        const expected = await ids(
          t,
          sql`select c.id from customers c where c.tenant_id = 3
            order by ${raw(expression)} ${raw(direction)} nulls ${raw(direction === 'asc' ? 'last' : 'first')}, c.id ${raw(direction)} limit 10 offset 10`,
        );
        const bySorting = await customers(finance, {
          Sorting: `${field} ${direction}`,
          SkipCount: 10,
          MaxResultCount: 10,
        });
        expect(
          bySorting.items.map((x) => x.id),
          `${field} ${direction}`,
        ).toEqual(expected);
        const bySortBy = await customers(finance, {
          SortBy: `${field} ${direction}`,
          PageNumber: 2,
          MaxResultCount: 10,
        });
        expect(
          bySortBy.items.map((x) => x.id),
          `SortBy ${field} ${direction}`,
        ).toEqual(expected);
      }
    expect(
      rejection(await finance.call({ url: app('Customer/GetCustomers'), query: { SortBy: 'tenantId' } }))
        .members,
    ).toEqual(['sortBy']);
  });

  it('reads one customer with their order count; another tenant’s is a 404', async () => {
    const [id] = await ids(
      t,
      sql`select customer_id id from orders where tenant_id = 3 group by customer_id order by count(*) desc limit 1`,
    );
    const customer = expectOk(
      await finance.call<CustomerDto>({ url: app('Customer/GetCustomer'), query: { id: id! } }),
    );
    expect(customer.orderCount).toBe(
      await scalar(t, sql`select count(*) n from orders where customer_id = ${id!}`),
    );
    expect(customer.fullName).toBe(`${customer.name} ${customer.surname}`);
    const [other] = await ids(t, sql`select id from customers where tenant_id = 4 limit 1`);
    expect((await finance.call({ url: app('Customer/GetCustomer'), query: { id: other! } })).status).toBe(
      404,
    );
  });

  it('lets the host list every tenant’s customers or one tenant’s; needs Pages.Customers', async () => {
    const host = await as(t, 'admin', null);
    expectTotal(await customers(host, { MaxResultCount: 1 }), await count('true'));
    expectTotal(await customers(host, { TenantId: 4, MaxResultCount: 1 }), await count('c.tenant_id = 4'));
    const ignored = await customers(finance, { TenantId: 4, MaxResultCount: 5 });
    expect(ignored.items.every((x) => x.tenantId === SERBIA)).toBe(true);
    const agent = await as(t, 'agent', SERBIA);
    expect((await agent.call({ url: app('Customer/GetCustomers') })).status).toBe(403);
  });
});

describe('Customer/GetCustomers: the stay filters', () => {
  /** Customers of our own, each with the stays (check-in, check-out) of their orders. */
  const stays: Record<string, [string, string][]> = {
    Ana: [['2031-03-01', '2031-03-05']],
    Bojan: [['2031-03-10', '2031-03-12']],
    Dara: [
      ['2031-02-01', '2031-02-03'],
      ['2031-04-01', '2031-04-08'],
    ],
    Ema: [],
  };

  async function seedStays(app2: TestApp) {
    const db = app2.database.db;
    const [hotel] = await db.select({ id: hotels.id }).from(hotels).limit(1);
    let voucher = 900_001;
    for (const [name, list] of Object.entries(stays)) {
      const [customer] = await db
        .insert(customerTable)
        .values({
          tenantId: SERBIA,
          name,
          surname: 'Staytest',
          emailAddress: `${name}@stay.test`,
          phoneNumber: '+381 60 000',
        })
        .returning({ id: customerTable.id });
      for (const [checkInDate, checkOutDate] of list)
        await db.insert(orders).values({
          tenantId: SERBIA,
          voucherNo: `ZZ-${voucher++}`,
          customerId: customer!.id,
          hotelId: hotel!.id,
          checkInDate,
          checkOutDate,
          amount: '100',
          currency: 'EUR',
        });
    }
  }

  it('lists the customers with a stay in the range, each bound inclusive, all bounds on the same stay', async () => {
    const app2 = await createTestApp();
    await seedStays(app2);
    const caller = await as(app2, 'finance', SERBIA);
    const names = async (query: Record<string, string>) =>
      (await customers(caller, { Surname: 'Staytest', Sorting: 'name asc', ...query })).items.map(
        (c) => c.name,
      );
    expect(await names({})).toEqual(['Ana', 'Bojan', 'Dara', 'Ema']);
    expect(await names({ StartCheckInDate: '2031-03-10' })).toEqual(['Bojan', 'Dara']);
    expect(await names({ EndCheckInDate: '2031-03-01' })).toEqual(['Ana', 'Dara']);
    expect(await names({ StartCheckOutDate: '2031-04-08' })).toEqual(['Dara']);
    expect(await names({ EndCheckOutDate: '2031-03-05' })).toEqual(['Ana', 'Dara']);
    expect(await names({ StartCheckInDate: '2031-03-01', EndCheckInDate: '2031-03-10' })).toEqual([
      'Ana',
      'Bojan',
    ]);
    // One stay must satisfy every bound: Dara checks in after the 15th once and out before the 20th once, never both.
    expect(await names({ StartCheckInDate: '2031-03-15', EndCheckOutDate: '2031-03-20' })).toEqual([]);
    // A date-time is read as its date, as on the orders list.
    expect(
      await names({ StartCheckOutDate: '2031-03-12T23:59:59.000Z', EndCheckOutDate: '2031-03-12' }),
    ).toEqual(['Bojan']);
  });

  it('refuses a malformed stay date with a 400 naming the field', async () => {
    for (const field of ['StartCheckInDate', 'EndCheckInDate', 'StartCheckOutDate', 'EndCheckOutDate']) {
      const res = await finance.call({ url: app('Customer/GetCustomers'), query: { [field]: '2031-02-30' } });
      const camel = field.charAt(0).toLowerCase() + field.slice(1);
      expect(rejection(res).members, field).toEqual([camel]);
      const bad = rejection(
        await finance.call({ url: app('Customer/GetCustomers'), query: { [field]: 'soon' } }),
      );
      expect(bad.members, field).toEqual([camel]);
      expect(bad.messages.join(' '), field).toContain(field);
    }
  });

  it('documents the four stay bounds in the swagger document', async () => {
    type Parameter = { name: string; in: string; description?: string };
    type Doc = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
    const doc = (await t.app.inject({ url: '/swagger/v1/swagger.json' })).json<Doc>();
    const params = doc.paths['/api/services/app/Customer/GetCustomers']!.get!.parameters ?? [];
    for (const name of ['StartCheckInDate', 'EndCheckInDate', 'StartCheckOutDate', 'EndCheckOutDate'])
      expect(params.find((p) => p.name === name && p.in === 'query')?.description, name).toMatch(/order/i);
  });
});
