import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDto } from '../../../src/api/types/operations.js';
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
