import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers.js';
import { rows, scalar } from '../operations/helpers.js';
import { callerFor, expectOk, SERBIA } from './helpers.js';

/** Issue 26 (8d): Serbia ended with no bank account and 8 pending transfers pointing at deleted ones. */
describe('BankAccount/Delete with pending transfers', () => {
  it('refuses an account that pending transfers point to, naming it and the count, in the caller language', async () => {
    const t = await createTestApp();
    const admin = callerFor(t, await t.login('admin', SERBIA));
    const [busy] = await rows<{ id: number; bank_name: string; n: string }>(
      t,
      sql`select a.id, a.bank_name, count(*) n from bank_accounts a join bank_transfers b on b.bank_account_id = a.id
        where a.tenant_id = ${SERBIA} and b.status = 1 and not a.is_deleted group by a.id, a.bank_name limit 1`,
    );
    expect(busy, 'the demo data has a pending transfer in Serbia').toBeDefined();
    const pending = await scalar(
      t,
      sql`select count(*) n from bank_transfers where bank_account_id = ${busy!.id} and status = 1`,
    );

    const refused = await admin.call({
      method: 'DELETE',
      url: '/api/services/app/BankAccount/Delete',
      query: { Id: busy!.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain(busy!.bank_name);
    expect(refused.body.error?.message).toContain(`${pending} pending`);
    const german = await admin.call({
      method: 'DELETE',
      url: '/api/services/app/BankAccount/Delete',
      query: { Id: busy!.id },
      culture: 'de',
    });
    expect(german.body.error?.message).toContain('kann nicht gelöscht werden');
    expect(
      await scalar(t, sql`select count(*) n from bank_accounts where id = ${busy!.id} and not is_deleted`),
    ).toBe(1);

    // Once the transfers are no longer pending, the account can go.
    await t.database.db.execute(
      sql`update bank_transfers set status = 3 where bank_account_id = ${busy!.id}`,
    );
    await t.database.db.execute(
      sql`update payments set status = 40 where bank_account_id = ${busy!.id} and status in (0, 10, 50)`,
    );
    expectOk(await admin.remove('BankAccount', busy!.id));
  });

  it('refuses an account an open payment still points to, although no transfer was announced yet', async () => {
    const t = await createTestApp();
    const admin = callerFor(t, await t.login('admin', SERBIA));
    const [free] = await rows<{ id: number }>(
      t,
      sql`insert into bank_accounts (tenant_id, bank_name, account_holder, iban, swift_code, currency_id, is_active)
        select tenant_id, 'Spare bank', account_holder, 'RS35105008123123123173', swift_code, currency_id, true
        from bank_accounts where tenant_id = ${SERBIA} limit 1 returning id`,
    );
    const [order] = await rows<{ id: number }>(
      t,
      sql`select id from orders where tenant_id = ${SERBIA} limit 1`,
    );
    expect(free && order).toBeTruthy();
    // A bank-transfer payment opened (status 10, waiting) whose transfer the payer has not announced yet.
    await t.database.db.execute(
      sql`insert into payments (tenant_id, order_id, type, status, amount, currency, payer, email, bank_account_id, idempotency_key)
        values (${SERBIA}, ${order!.id}, 2, 10, 100, 'RSD', 'Ana', 'ana@example.test', ${free!.id}, 'issue26-open')`,
    );
    const refused = await admin.remove('BankAccount', free!.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain('1 pending');
  });
});
