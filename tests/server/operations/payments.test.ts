import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStatuses, paymentTransitions, type PaymentStatus } from '../../../src/api/schemas/payment.js';
import type { PaymentStatusDto } from '../../../src/api/types/operations.js';
import { inTransaction } from '../../../server/abp/crud/index.js';
import { AbpValidationError } from '../../../server/abp/errors.js';
import { translate } from '../../../server/abp/l10n/index.js';
import type { ServiceContext } from '../../../server/abp/service.js';
import { payments } from '../../../server/db/schema.js';
import { legalMoves, movePayment } from '../../../server/services/paymentTransitions.js';
import { app, createSharedTestApp, type TestApp } from '../helpers.js';
import { as, expectOk, ids, rejection, rows, scalar, SERBIA } from './helpers.js';

// One server for the file: each test works on its own rows (the transition table on North Macedonia's payments,
// the service on Serbia's, each picking different ones).
let t: TestApp;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, dispose } = await createSharedTestApp());
}, 60_000);
afterAll(() => dispose());

/** A context for calling the transition module directly, as the system (no user). */
const systemContext = (t: TestApp) =>
  ({
    db: t.database.db,
    session: { userId: null, tenantId: SERBIA, user: null },
    culture: 'en',
    t: (key: Parameters<typeof translate>[1], ...args: (string | number)[]) => translate('en', key, args),
  }) as unknown as ServiceContext;

const state = async (t: TestApp, paymentId: number) => {
  const [row] = await rows<{
    status: number;
    history: string;
    audit: string;
    paid: string;
    order_status: number;
  }>(
    t,
    sql`select p.status, o.paid_amount::text paid, o.status order_status,
      (select count(*) from payment_status_history h where h.payment_id = p.id) history,
      (select count(*) from audit_logs a where a.entity_type = 'Payment' and a.entity_id = p.id) audit
      from payments p join orders o on o.id = p.order_id where p.id = ${paymentId}`,
  );
  return { ...row!, history: Number(row!.history), audit: Number(row!.audit) };
};

describe('the payment transition table', () => {
  it('has the documented shape: open statuses move on, final ones never', () => {
    expect(legalMoves()).toHaveLength(16);
    for (const final of [20, 30, 40, 60] as PaymentStatus[]) expect(paymentTransitions[final]).toEqual([]);
    for (const from of paymentStatuses) expect(paymentTransitions[from]).not.toContain(from);
  });

  it(
    'applies every legal move with one history row and one audit entry; a success pays the order',
    { timeout: 60_000 },
    async () => {
      const ctx = systemContext(t);
      // Card payments of pending North Macedonian orders, none paid yet: one per legal move.
      const candidates = await ids(
        t,
        sql`select p.id from payments p join orders o on o.id = p.order_id
        where p.tenant_id = 4 and p.type = 1 and o.status = 1 and p.currency = o.currency order by p.id`,
      );
      const moves = legalMoves();
      expect(candidates.length).toBeGreaterThanOrEqual(moves.length);
      for (const [i, [from, to]] of moves.entries()) {
        const id = candidates[i]!;
        await t.database.db.update(payments).set({ status: from }).where(eq(payments.id, id));
        const before = await state(t, id);
        await inTransaction(ctx, async (tx) => {
          const [row] = await tx.db.select().from(payments).where(eq(payments.id, id));
          await movePayment(tx, row!, to, 'test');
        });
        const after = await state(t, id);
        expect(after.status, `${from}→${to}`).toBe(to);
        expect(after.history - before.history, `${from}→${to}`).toBe(1);
        expect(after.audit - before.audit, `${from}→${to}`).toBe(1);
        if (to === 20) {
          expect(Number(after.paid)).toBeGreaterThan(Number(before.paid));
          expect([2, 3]).toContain(after.order_status);
        } else expect(after.paid).toBe(before.paid);
      }
      const [last] = await rows<{
        from_status: number;
        to_status: number;
        user_name: string | null;
        reason: string;
      }>(
        t,
        sql`select from_status, to_status, user_name, reason from payment_status_history
        where payment_id = ${candidates[moves.length - 1]!} order by id desc limit 1`,
      );
      expect(last).toEqual({
        from_status: moves.at(-1)![0],
        to_status: moves.at(-1)![1],
        user_name: null,
        reason: 'test',
      });
    },
  );

  it('refuses every other move with a 400 naming both statuses, and changes nothing', async () => {
    const ctx = systemContext(t);
    const [id] = await ids(
      t,
      sql`select id from payments where tenant_id = 4 and type = 1 order by id desc limit 1`,
    );
    let refused = 0;
    for (const from of paymentStatuses)
      for (const to of paymentStatuses) {
        if (paymentTransitions[from].includes(to)) continue;
        await t.database.db.update(payments).set({ status: from }).where(eq(payments.id, id!));
        const before = await state(t, id!);
        const error = await inTransaction(ctx, async (tx) => {
          const [row] = await tx.db.select().from(payments).where(eq(payments.id, id!));
          return movePayment(tx, row!, to, null);
        }).catch((e: unknown) => e);
        expect(error, `${from}→${to}`).toBeInstanceOf(AbpValidationError);
        expect(await state(t, id!)).toEqual(before);
        refused += 1;
      }
    expect(refused).toBe(49 - 16);
  });
});

describe('Payment service', () => {
  it('commits a waiting payment once: the order follows; a second commit is a 400 that changes nothing', async () => {
    const finance = await as(t, 'finance', SERBIA);
    const [id] = await ids(
      t,
      sql`select p.id from payments p join orders o on o.id = p.order_id
      where p.tenant_id = 3 and p.type = 1 and p.status = 10 and o.status = 1 and p.amount = o.amount order by p.id limit 1`,
    );
    const commit = () =>
      finance.call<PaymentStatusDto>({
        method: 'PUT',
        url: app('Payment/UpdatePaymentCommit'),
        query: { paymentId: id!, reason: 'Paid at the desk' },
      });
    const done = expectOk(await commit());
    expect(done).toMatchObject({ paymentId: id, status: 20, orderStatus: 3 });
    expect(done.orderPaidAmount).toBe(done.amount);
    const after = await state(t, id!);
    const [history] = await rows<{ user_name: string; reason: string }>(
      t,
      sql`select user_name, reason from payment_status_history where payment_id = ${id!} order by id desc limit 1`,
    );
    expect(history).toEqual({ user_name: 'finance', reason: 'Paid at the desk' });
    const again = rejection(await commit());
    expect(again.messages).toEqual(["The payment is already 'succeeded'."]);
    expect(await state(t, id!)).toEqual(after);
  });

  it('refuses to commit a canceled payment, in the caller’s language', async () => {
    const finance = await as(t, 'finance', SERBIA);
    const [id] = await ids(t, sql`select id from payments where tenant_id = 3 and status = 40 limit 1`);
    const before = await state(t, id!);
    const res = await finance.call({
      method: 'PUT',
      url: app('Payment/UpdatePaymentCommit'),
      query: { paymentId: id! },
      culture: 'de',
    });
    expect(rejection(res).messages).toEqual([
      "Eine Zahlung kann nicht von 'storniert' zu 'erfolgreich' wechseln.",
    ]);
    expect(await state(t, id!)).toEqual(before);
  });

  it('commits a bank-transfer payment together with its pending transfer', async () => {
    const finance = await as(t, 'finance', SERBIA);
    const [row] = await rows<{ payment_id: string; id: string }>(
      t,
      sql`select payment_id, id from bank_transfers where tenant_id = 3 and status = 1 order by id limit 1`,
    );
    const res = expectOk(
      await finance.call<PaymentStatusDto>({
        method: 'PUT',
        url: app('Payment/UpdatePaymentCommit'),
        query: { paymentId: Number(row!.payment_id) },
      }),
    );
    expect(res.status).toBe(20);
    expect(await scalar(t, sql`select status n from bank_transfers where id = ${row!.id}`)).toBe(2);
  });

  it('checks a payment with its source of truth: the transfer, or the simulated gateway', async () => {
    const finance = await as(t, 'finance', SERBIA);
    const check = async (paymentId: number) =>
      expectOk(
        await finance.call<PaymentStatusDto>({
          method: 'POST',
          url: app('Payment/CheckPaymentStatus'),
          body: { paymentId },
        }),
      );
    // A transfer that timed out cancels its payment.
    const [bt] = await rows<{ payment_id: string; id: string }>(
      t,
      sql`select payment_id, id from bank_transfers where tenant_id = 3 and status = 1 order by id desc limit 1`,
    );
    expect(await check(Number(bt!.payment_id))).toMatchObject({
      previousStatus: 10,
      status: 10,
      changed: false,
    });
    await t.database.db.execute(sql`update bank_transfers set status = 3 where id = ${bt!.id}`);
    expect(await check(Number(bt!.payment_id))).toMatchObject({
      previousStatus: 10,
      status: 40,
      changed: true,
    });
    // The simulator: test addresses decide, like a sandbox's test cards.
    const open = await ids(
      t,
      sql`select id from payments where tenant_id = 3 and type = 1 and status = 10 and payment_provider_id is not null order by id desc limit 3`,
    );
    await t.database.db.execute(sql`update payments set email = 'ana+fail@x.test' where id = ${open[0]!}`);
    await t.database.db.execute(sql`update payments set email = 'ana+3ds@x.test' where id = ${open[1]!}`);
    expect(await check(open[0]!)).toMatchObject({ status: 30, changed: true });
    expect(await check(open[1]!)).toMatchObject({ status: 50, changed: true });
    expect(await check(open[1]!)).toMatchObject({ previousStatus: 50, status: 20, changed: true });
    expect(await check(open[2]!)).toMatchObject({ status: 20, changed: true });
    expect(await check(open[2]!)).toMatchObject({ status: 20, changed: false });
  });

  it('reads a payment’s status with Pages.Orders; checking and committing need Pages.Orders.Payments; other tenants get 404', async () => {
    const agent = await as(t, 'agent', SERBIA);
    const admin4 = await as(t, 'admin', 4);
    const [own] = await ids(
      t,
      sql`select p.id from payments p join orders o on o.id = p.order_id where o.tenant_id = 3 and o.user_code = 'BEG-001' limit 1`,
    );
    const [foreign] = await ids(
      t,
      sql`select p.id from payments p join orders o on o.id = p.order_id where o.tenant_id = 3 and o.user_code is distinct from 'BEG-001' limit 1`,
    );
    expect(
      expectOk(
        await agent.call<PaymentStatusDto>({
          url: app('Payment/GetPaymentStatus'),
          query: { paymentId: own! },
        }),
      ).paymentId,
    ).toBe(own);
    expect(
      (await agent.call({ url: app('Payment/GetPaymentStatus'), query: { paymentId: foreign! } })).status,
    ).toBe(404);
    expect(
      (
        await agent.call({
          method: 'POST',
          url: app('Payment/CheckPaymentStatus'),
          body: { paymentId: own! },
        })
      ).status,
    ).toBe(403);
    expect(
      (await admin4.call({ url: app('Payment/GetPaymentStatus'), query: { paymentId: own! } })).status,
    ).toBe(404);
    expect(
      (
        await admin4.call({
          method: 'PUT',
          url: app('Payment/UpdatePaymentCommit'),
          query: { paymentId: own! },
        })
      ).status,
    ).toBe(404);
  });
});
