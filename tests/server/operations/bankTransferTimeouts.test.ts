import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { parseEnv } from '../../../server/config.js';
import { openPglite } from '../../../server/db/client.js';
import type { BankTransferDetailDto, BankTransferDto } from '../../../src/api/types/operations.js';
import { app, createTestApp, type TestApp } from '../helpers.js';
import { TEST_SECRET } from '../secret.js';
import { as, expectOk, ids, rejection, rows, scalar, SERBIA } from './helpers.js';

/** Pending transfers of Serbia (the seed gives them deadlines in the coming days), oldest id first. */
const pending = (t: TestApp, n: number) =>
  ids(t, sql`select id from bank_transfers where tenant_id = 3 and status = 1 order by id limit ${n}`);

/** Moves the transfers' deadlines into the past: they are due. */
const overdue = (t: TestApp, list: number[]) =>
  t.database.db.execute(
    sql`update bank_transfers set expires_at = now() - interval '1 minute'
      where id in (${sql.join(
        list.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );

/** A transfer's status, its payment's status, and how many history and audit rows record their change. */
async function outcome(t: TestApp, id: number) {
  const [row] = await rows<{ status: number; payment_status: number; payment_id: string }>(
    t,
    sql`select b.status, p.status payment_status, b.payment_id from bank_transfers b
      join payments p on p.id = b.payment_id where b.id = ${id}`,
  );
  const paymentId = Number(row!.payment_id);
  return {
    status: Number(row!.status),
    paymentStatus: Number(row!.payment_status),
    paymentMoves: await scalar(
      t,
      sql`select count(*) n from payment_status_history where payment_id = ${paymentId}
        and to_status in (20, 40) and creation_time > now() - interval '10 minutes'`,
    ),
    transferEntries: await scalar(
      t,
      sql`select count(*) n from audit_logs where entity_type = 'BankTransfer' and entity_id = ${id}`,
    ),
  };
}

describe('the bank-transfer time-out job', () => {
  it(
    'times out an overdue transfer after a restart: status 3, payment canceled, one history entry',
    { timeout: 90_000 },
    async () => {
      const first = await createTestApp();
      const [id, notDue] = await pending(first, 2);
      await overdue(first, [id!]);
      const before = await outcome(first, id!);
      expect(before).toMatchObject({ status: 1, paymentStatus: 10, transferEntries: 0 });

      // Restart: the first server stops without having run the job; on the embedded database only what is on
      // "disk" (the data directory) reaches the second one.
      await first.app.close();
      const database =
        first.database.driver === 'pglite'
          ? await openPglite({ loadDataDir: await first.database.dumpDataDir() })
          : first.database;
      // (The first database stays as it is: nothing reads it again, and the test suite puts it back afterwards.)
      const second = await buildApp({ database, jwtSecret: TEST_SECRET, loginRateLimit: 0 });
      try {
        const t: TestApp = { ...first, app: second, database };
        const run = await timeOut(t);
        expect(run.timedOut).toEqual([id]);
        expect(await outcome(t, id!)).toEqual({
          status: 3,
          paymentStatus: 40,
          paymentMoves: 1,
          transferEntries: 1,
        });
        const [history] = await rows<{ from_status: number; to_status: number; user_name: string | null }>(
          t,
          sql`select h.from_status, h.to_status, h.user_name from payment_status_history h
          join bank_transfers b on b.payment_id = h.payment_id where b.id = ${id} order by h.id desc limit 1`,
        );
        expect(history).toEqual({ from_status: 10, to_status: 40, user_name: null });
        expect((await outcome(t, notDue!)).status).toBe(1);
        // Idempotent: the next run finds nothing more to do.
        expect((await timeOut(t)).timedOut).toEqual([]);
        expect((await outcome(t, id!)).transferEntries).toBe(1);
      } finally {
        await second.close();
        if (database !== first.database) await database.close();
      }
    },
  );

  it('uses the creation time plus BANK_TRANSFER_TIMEOUT_HOURS for a transfer without its own deadline', async () => {
    const t = await createTestApp({ bankTransferTimeout: { hours: 5 } });
    const [young, old] = await pending(t, 2);
    await t.database.db.execute(
      sql`update bank_transfers set expires_at = null, creation_time = now() - interval '4 hours' where id = ${young}`,
    );
    await t.database.db.execute(
      sql`update bank_transfers set expires_at = null, creation_time = now() - interval '6 hours' where id = ${old}`,
    );
    expect((await timeOut(t)).timedOut).toEqual([old]);
    expect((await outcome(t, young!)).status).toBe(1);
    const finance = await as(t, 'finance', SERBIA);
    const shown = expectOk(
      await finance.call<BankTransferDto>({
        url: app('BankTransfer/GetBankTransfer'),
        query: { id: young! },
      }),
    );
    const deadline = Date.parse(shown.expiresAt!) - Date.parse(shown.creationTime);
    expect(deadline).toBe(5 * 3_600_000);
  });

  it(
    'ends a transfer committed while it times out in exactly one final state',
    { timeout: 60_000 },
    async () => {
      const t = await createTestApp();
      const finance = await as(t, 'finance', SERBIA);
      const list = await pending(t, 6);
      await overdue(t, list);
      const commits = list.map((id) =>
        finance.call<BankTransferDto>({
          method: 'POST',
          url: app('BankTransfer/BankTransferCommit'),
          body: { id },
        }),
      );
      const [run, ...answers] = await Promise.all([timeOut(t), ...commits]);
      for (const [i, id] of list.entries()) {
        const end = await outcome(t, id);
        const answer = answers[i]!;
        if (answer.status === 200) {
          expect(end, `transfer ${id}`).toEqual({
            status: 2,
            paymentStatus: 20,
            paymentMoves: 1,
            transferEntries: 1,
          });
          expect(run.timedOut).not.toContain(id);
        } else {
          expect(rejection(answer).messages[0]).toContain("'timed out'");
          expect(end, `transfer ${id}`).toEqual({
            status: 3,
            paymentStatus: 40,
            paymentMoves: 1,
            transferEntries: 1,
          });
          expect(run.timedOut).toContain(id);
        }
      }
    },
  );

  it('shares the work between two server instances: each transfer times out once', async () => {
    const t = await createTestApp();
    const list = await pending(t, 8);
    await overdue(t, list);
    const other = await buildApp({ database: t.database, jwtSecret: TEST_SECRET, loginRateLimit: 0 });
    try {
      const [a, b] = await Promise.all([timeOut(t), other.jobs.bankTransferTimeouts.runOnce()]);
      // Every due transfer was timed out by exactly one of the two.
      expect([...a.timedOut, ...b!.timedOut].sort((x, y) => x - y)).toEqual(list);
      for (const id of list)
        expect(await outcome(t, id)).toMatchObject({ status: 3, paymentMoves: 1, transferEntries: 1 });
    } finally {
      await other.close();
    }
  });

  it(
    'runs by itself from ready to close when the server is given a poll interval',
    { timeout: 60_000 },
    async () => {
      const t = await createTestApp();
      const [id] = await pending(t, 1);
      await overdue(t, [id!]);
      const running = await buildApp({
        database: t.database,
        jwtSecret: TEST_SECRET,
        loginRateLimit: 0,
        bankTransferTimeout: { pollSeconds: 1 },
      });
      await running.ready();
      try {
        await expect.poll(async () => (await outcome(t, id!)).status, { timeout: 30_000 }).toBe(3);
      } finally {
        await running.close();
      }
    },
  );
});

describe('the time-out settings', () => {
  it('default to 72 hours polled every minute, take whole numbers, and refuse the rest naming the variable', () => {
    expect(parseEnv({})).toMatchObject({
      BANK_TRANSFER_TIMEOUT_HOURS: 72,
      BANK_TRANSFER_TIMEOUT_POLL_SECONDS: 60,
    });
    expect(
      parseEnv({ BANK_TRANSFER_TIMEOUT_HOURS: '24', BANK_TRANSFER_TIMEOUT_POLL_SECONDS: '0' }),
    ).toMatchObject({
      BANK_TRANSFER_TIMEOUT_HOURS: 24,
      BANK_TRANSFER_TIMEOUT_POLL_SECONDS: 0,
    });
    expect(() => parseEnv({ BANK_TRANSFER_TIMEOUT_HOURS: '0' })).toThrow(
      /BANK_TRANSFER_TIMEOUT_HOURS must be between 1/,
    );
    expect(() => parseEnv({ BANK_TRANSFER_TIMEOUT_HOURS: '1.5' })).toThrow(
      /BANK_TRANSFER_TIMEOUT_HOURS must be a whole/,
    );
    expect(() => parseEnv({ BANK_TRANSFER_TIMEOUT_POLL_SECONDS: 'often' })).toThrow(
      /BANK_TRANSFER_TIMEOUT_POLL_SECONDS/,
    );
  });
});

describe('BankTransfer/GetBankTransfer', () => {
  it('answers one transfer with its deadline and the audit trail of it and its payment; another tenant’s is a 404', async () => {
    const t = await createTestApp();
    const finance = await as(t, 'finance', SERBIA);
    const [id] = await pending(t, 1);
    const get = (transferId: number) =>
      finance.call<BankTransferDetailDto>({
        url: app('BankTransfer/GetBankTransfer'),
        query: { id: transferId },
      });
    const open = expectOk(await get(id!));
    expect(open.status).toBe(1);
    expect(Date.parse(open.expiresAt!)).toBeGreaterThan(Date.now());
    expectOk(
      await finance.call({ method: 'POST', url: app('BankTransfer/BankTransferCommit'), body: { id } }),
    );
    const done = expectOk(await get(id!));
    expect(done).toMatchObject({
      status: 2,
      paymentStatus: 20,
      expiresAt: null,
      committedByUserName: 'finance',
    });
    const entries = done.history.map((e) => [e.entityType, e.action, e.userName]);
    expect(entries).toContainEqual(['BankTransfer', 'Committed', 'finance']);
    expect(entries).toContainEqual(['Payment', 'StatusChanged', 'finance']);
    expect(done.history.every((e) => e.entityId === id || e.entityId === done.paymentId)).toBe(true);
    const [other] = await ids(t, sql`select id from bank_transfers where tenant_id = 4 limit 1`);
    expect((await get(other!)).status).toBe(404);
  });
});

/** One run of the job of `t`'s server, as its poller would start it. */
async function timeOut(t: TestApp) {
  const run = await t.app.jobs.bankTransferTimeouts.runOnce();
  if (!run) throw new Error('the time-out run failed (see the log)');
  return run;
}
