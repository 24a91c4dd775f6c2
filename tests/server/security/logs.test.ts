import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeError } from '../../../server/abp/errorLog.js';
import { createPoller } from '../../../server/jobs/poller.js';
import { createPaymentRuntime } from '../../../server/payments/runtime.js';
import { signReservationLinkToken } from '../../../server/services/reservationLinkToken.js';
import { getReservation, grantHeader, knownOrder, SERBIA } from '../booking/helpers.js';
import { app, createTestApp } from '../helpers.js';
import { TEST_SECRET } from '../secret.js';

describe('error logs', () => {
  it('carry no SQL, parameters, password hashes, tokens or bodies: one short line per error', async () => {
    const logged: string[] = [];
    const t = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } },
    });
    const token = await t.login('admin', 3);
    // Make the password update fail inside the database: its query carries the new hash as a parameter.
    await t.database.db.execute(
      sql`alter table users add constraint no_new_hashes check (length(password_hash) < 10) not valid`,
    );
    const res = await t.call({
      method: 'POST',
      url: app('User/ChangePassword'),
      token,
      body: { currentPassword: '123qwe', newPassword: 'Sup3r-secret' },
    });
    expect(res.status).toBe(500);
    const correlationId = res.body.error?.correlationId;
    const errors = logged.filter((l) => l.includes('"level":50'));
    expect(errors).toHaveLength(1);
    const line = errors[0]!;
    expect(line).toContain(correlationId);
    expect(line).toContain('23514');
    for (const secret of ['scrypt$', 'update "users"', 'params', 'Sup3r-secret', '123qwe', token, 'Bearer'])
      expect(line).not.toContain(secret);
    expect(line.length).toBeLessThan(1200);
    // Request logs carry neither the Authorization header nor the body.
    const all = logged.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain('Sup3r-secret');
  });
});

describe('request logs', () => {
  it('name the query’s parameters but never their values: link and document tokens, surnames, phones', async () => {
    const logged: string[] = [];
    const t = await createTestApp({
      logger: { level: 'trace', stream: { write: (line: string) => logged.push(line) } },
    });
    const order = await knownOrder(t, SERBIA);
    const token = signReservationLinkToken(TEST_SECRET, {
      linkId: 1,
      tenantId: SERBIA,
      voucherNo: order.voucherNo,
      agentCode: 'BEG-001',
      language: 'sr',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const opened = await getReservation(t, SERBIA, { Token: token, Surname: order.surname });
    expect(opened.status).toBe(200);
    const byPhone = await getReservation(t, SERBIA, {
      VoucherNo: order.voucherNo,
      Surname: order.surname,
      PhoneNumber: order.phone,
    });
    const grant = byPhone.body.result!.bookingGrant;
    const documents = await t.call<{ documents: { url: string }[] }>({
      url: app('Reservation/GetUserDocument'),
      tenantId: SERBIA,
      query: { VoucherNo: order.voucherNo },
      headers: grantHeader(grant),
    });
    const documentUrl = documents.body.result!.documents[0]!.url;
    expect((await t.app.inject({ url: documentUrl })).statusCode).toBe(200);
    const documentToken = new URL(documentUrl, 'http://x').searchParams.get('t')!;

    const all = logged.join('\n');
    expect(all).toContain('/api/services/app/Reservation/GetReservation?Token=…&Surname=…');
    expect(all).toContain('/api/booking/documents/voucher?t=…&lng=…');
    for (const secret of [token, documentToken, grant, order.voucherNo, order.phone, order.surname])
      expect(all).not.toContain(secret);
    expect(all).not.toContain(encodeURIComponent(order.surname));
  });
});

describe('background work', () => {
  // What Drizzle throws for a failed query: the SQL and its parameters in the message, the database's error as cause.
  const failedQuery = () =>
    Object.assign(
      new Error('Failed query: update "users" set "password_hash" = $1\nparams: scrypt$hash-of-a-secret'),
      { cause: Object.assign(new Error('connection terminated'), { code: '57P01' }) },
    );

  it('logs a failed job run and a failed payment task without the query or its parameters', async () => {
    const lines: unknown[] = [];
    const log = { error: (object: unknown, message: string) => void lines.push({ object, message }) };
    const poller = createPoller({
      name: 'probe',
      intervalMs: 1000,
      work: () => Promise.reject(failedQuery()),
      log,
    });
    await poller.runOnce();
    const runtime = createPaymentRuntime();
    runtime.app = { log } as unknown as FastifyInstance;
    runtime.background(() => Promise.reject(failedQuery()));
    await runtime.close();
    expect(lines).toHaveLength(2);
    const text = JSON.stringify(lines);
    expect(text).toContain('57P01');
    for (const leak of ['Failed query:', 'password_hash', 'params', 'scrypt$'])
      expect(text).not.toContain(leak);
    const unknown = JSON.stringify(describeError(new Error('Failed query: select secret\nparams: 1')));
    expect(unknown).not.toContain('select secret');
  });
});
