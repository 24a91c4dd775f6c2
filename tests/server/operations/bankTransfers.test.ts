import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankTransferDto, BankTransferOptionsDto } from '../../../src/api/types/operations.js';
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

const transfers = (caller: Caller, query: Record<string, string | number> = {}) =>
  page<BankTransferDto>(caller, 'BankTransfer/GetAll', query);
const count = (where: string) =>
  scalar(
    t,
    sql`select count(*) n from bank_transfers b join payments p on p.id = b.payment_id join orders o on o.id = p.order_id
      where ${raw(where)}`,
  );
const commit = (caller: Caller, id: number, culture?: string) =>
  caller.call<BankTransferDto>({
    method: 'POST',
    url: app('BankTransfer/BankTransferCommit'),
    body: { id },
    culture,
  });

describe('BankTransfer/GetAll', () => {
  it('applies every filter of the spec and both paging styles', async () => {
    const [b] = await rows<{ amount: string; payer_email: string }>(
      t,
      sql`select amount::text, payer_email from bank_transfers where tenant_id = 3 order by id limit 1`,
    );
    const cases: [Record<string, string | number>, string, (x: BankTransferDto) => boolean][] = [
      [
        { Email: b!.payer_email.slice(2, 10).toUpperCase() },
        `lower(b.payer_email) like '%${b!.payer_email.slice(2, 10).toLowerCase()}%'`,
        (x) => x.payerEmail.includes(b!.payer_email.slice(2, 10)),
      ],
      [{ Amount: b!.amount }, `b.amount = ${b!.amount}`, (x) => Number(x.amount) === Number(b!.amount)],
      [
        { MinAmount: '100', MaxAmount: '50000' },
        'b.amount between 100 and 50000',
        (x) => +x.amount >= 100 && +x.amount <= 50000,
      ],
      [{ Currency: 'rsd' }, "b.currency = 'RSD'", (x) => x.currency === 'RSD'],
      [{ Status: 1 }, 'b.status = 1', (x) => x.status === 1 && x.paymentStatus === 10],
      [{ Status: '3,4' }, 'b.status in (3, 4)', (x) => x.status === 3 || x.status === 4],
      [
        { StartCreationDate: new Date(Date.now() - 45 * 864e5).toISOString() },
        `b.creation_time >= now() - interval '45 days'`,
        () => true,
      ],
      [
        { EndCreationDate: new Date(Date.now() - 45 * 864e5).toISOString() },
        `b.creation_time <= now() - interval '45 days'`,
        () => true,
      ],
      [
        { StartCheckInDate: dayIn(40) },
        `o.check_in_date >= '${dayIn(40)}'`,
        (x) => x.checkInDate >= dayIn(40),
      ],
      [
        { EndCheckOutDate: dayIn(60) },
        `o.check_out_date <= '${dayIn(60)}'`,
        (x) => x.checkOutDate <= dayIn(60),
      ],
    ];
    for (const [query, where, holds] of cases) {
      const result = await transfers(finance, query);
      expect(result.totalCount, JSON.stringify(query)).toBe(await count(`b.tenant_id = 3 and ${where}`));
      expect(result.totalCount, JSON.stringify(query)).toBeGreaterThan(0);
      expect(result.items.every(holds), JSON.stringify(query)).toBe(true);
    }
    const skip = await transfers(finance, { SkipCount: 10, MaxResultCount: 10 });
    const numbered = await transfers(finance, { PageNumber: 2, MaxResultCount: 10 });
    expect(numbered.items.map((x) => x.id)).toEqual(skip.items.map((x) => x.id));
    expect(skip.items).toHaveLength(10);
  });

  it('sorts by every whitelisted field; refuses others', async () => {
    const fields: Record<string, string> = {
      id: 'b.id',
      creationTime: 'b.creation_time',
      reference: 'b.reference',
      amount: 'b.amount',
      currency: 'b.currency',
      payerEmail: 'lower(b.payer_email)',
      payerName: 'cc_fold(b.payer_name)',
      status: 'b.status',
      statusTime: 'b.status_time',
    };
    for (const [field, expression] of Object.entries(fields))
      for (const direction of ['asc', 'desc']) {
        const expected = await ids(
          t,
          sql`select b.id from bank_transfers b where b.tenant_id = 3
            order by ${raw(expression)} ${raw(direction)} nulls ${raw(direction === 'asc' ? 'last' : 'first')}, b.id ${raw(direction)} limit 10`,
        );
        const result = await transfers(finance, { SortBy: `${field} ${direction}`, MaxResultCount: 10 });
        expect(
          result.items.map((x) => x.id),
          `${field} ${direction}`,
        ).toEqual(expected);
      }
    const bad = await finance.call({ url: app('BankTransfer/GetAll'), query: { Sorting: 'iban' } });
    expect(rejection(bad).members).toEqual(['sorting']);
  });

  it('lets the host see every tenant’s transfers, or one tenant’s with TenantId; agents are refused', async () => {
    const host = await as(t, 'admin', null);
    expectTotal(await transfers(host, { MaxResultCount: 1 }), await count('true'));
    expectTotal(await transfers(host, { TenantId: 4, MaxResultCount: 1 }), await count('b.tenant_id = 4'));
    const agent = await as(t, 'agent', SERBIA);
    expect((await agent.call({ url: app('BankTransfer/GetAll') })).status).toBe(403);
  });
});

describe('BankTransfer/GetBankTransferOptions', () => {
  it('gives the tenant’s active accounts and currencies, the default first; a currency narrows them', async () => {
    const options = expectOk(
      await finance.call<BankTransferOptionsDto>({
        method: 'POST',
        url: app('BankTransfer/GetBankTransferOptions'),
        body: {},
      }),
    );
    expect(options.bankAccounts.map((a) => [a.bankName, a.currency])).toEqual([
      ['Raiffeisen banka Beograd', 'EUR'],
      ['Banca Intesa Beograd', 'RSD'],
    ]);
    expect(options.currencies.map((c) => [c.code, c.isDefault])).toEqual([
      ['RSD', true],
      ['EUR', false],
    ]);
    const eur = expectOk(
      await finance.call<BankTransferOptionsDto>({
        method: 'POST',
        url: app('BankTransfer/GetBankTransferOptions'),
        body: { currency: 'eur' },
      }),
    );
    expect(eur.bankAccounts.map((a) => a.iban)).toEqual(['RS35265000003124578848']);
    expect(eur.currencies.map((c) => c.code)).toEqual(['EUR']);
  });
});

describe('BankTransfer/BankTransferCommit', () => {
  it(
    'commits a pending transfer exactly once under fifty parallel requests',
    { timeout: 60_000 },
    async () => {
      const [row] = await rows<{
        id: string;
        payment_id: string;
        order_id: string;
        paid: string;
        amount: string;
      }>(
        t,
        sql`select b.id, b.payment_id, p.order_id, o.paid_amount::text paid, b.amount::text amount from bank_transfers b
        join payments p on p.id = b.payment_id join orders o on o.id = p.order_id
        where b.tenant_id = 3 and b.status = 1 order by b.id limit 1`,
      );
      const id = Number(row!.id);
      const history = () =>
        scalar(t, sql`select count(*) n from payment_status_history where payment_id = ${row!.payment_id}`);
      const historyBefore = await history();
      const answers = await Promise.all(Array.from({ length: 50 }, () => commit(finance, id)));
      const ok = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status === 400);
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(49);
      expect(ok[0]!.body.result).toMatchObject({
        id,
        status: 2,
        paymentStatus: 20,
        committedByUserName: 'finance',
      });
      for (const r of refused)
        expect(r.body.error?.validationErrors?.[0]?.message).toBe(
          "This bank transfer is already 'successful': only a pending transfer can be committed, and only once.",
        );
      expect(await scalar(t, sql`select status n from bank_transfers where id = ${id}`)).toBe(2);
      expect(await scalar(t, sql`select status n from payments where id = ${row!.payment_id}`)).toBe(20);
      expect((await history()) - historyBefore).toBe(1);
      expect(
        await scalar(
          t,
          sql`select count(*) n from audit_logs where entity_type = 'BankTransfer' and entity_id = ${id}`,
        ),
      ).toBe(1);
      const [order] = await rows<{ paid: string }>(
        t,
        sql`select paid_amount::text paid from orders where id = ${row!.order_id}`,
      );
      expect(Number(order!.paid)).toBeCloseTo(Number(row!.paid) + Number(row!.amount), 4);
    },
  );

  it('refuses a transfer that is no longer pending with a 400 saying why, in the caller’s language', async () => {
    const [timedOut] = await ids(
      t,
      sql`select id from bank_transfers where tenant_id = 3 and status = 3 limit 1`,
    );
    expect(rejection(await commit(finance, timedOut!, 'sr')).messages).toEqual([
      "Ovaj bankovni transfer je već 'istekao': samo transfer na čekanju može da se potvrdi, i to samo jednom.",
    ]);
    expect(await scalar(t, sql`select status n from bank_transfers where id = ${timedOut!}`)).toBe(3);
  });

  it('answers 404 for another tenant’s transfer and changes nothing', async () => {
    const [other] = await ids(
      t,
      sql`select id from bank_transfers where tenant_id = 4 and status = 1 limit 1`,
    );
    expect((await commit(finance, other!)).status).toBe(404);
    expect(await scalar(t, sql`select status n from bank_transfers where id = ${other!}`)).toBe(1);
  });
});

function dayIn(days: number) {
  return new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);
}
