import { eq, sql } from 'drizzle-orm';
import { pgTable, timestamp, type PgSelect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { moneyText } from '../../../src/api/schemas/money.js';
import { readRows, timestampIso, type ListSelect } from '../../../server/abp/crud/index.js';
import { customers, orders, payments, users } from '../../../server/db/schema.js';
import { paymentSelect } from '../../../server/services/orderQueries.js';
import { moneyOf, nightsBetween } from '../../../server/services/operationsRules.js';
import { createTestApp } from '../helpers.js';

/** A deterministic pseudo-random sequence (the same cases on every run). */
function* numbers(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x / 2147483648;
  }
}
const random = numbers(12);
const pick = (n: number) => Math.floor(random.next().value! * n);
const digits = (n: number) => Array.from({ length: n }, () => pick(10)).join('');

describe('list rows read from the driver', () => {
  it('decode each column as Drizzle does, joined columns and computed ones too', async () => {
    const t = await createTestApp();
    const db = t.database.db;
    const drizzleRows = (select: ListSelect, table: typeof payments | typeof users) => {
      const query = db
        .select(select.columns as Record<string, typeof payments.id>)
        .from(table)
        .$dynamic() as unknown as PgSelect;
      return select.join ? select.join(query) : query;
    };
    const payments_ = await readRows(db, payments, paymentSelect, undefined);
    expect(payments_.length).toBeGreaterThan(10);
    expect(payments_).toEqual(await drizzleRows(paymentSelect, payments));
    const userSelect: ListSelect = {
      columns: {
        id: users.id,
        tenantId: users.tenantId,
        creationTime: users.creationTime,
        isActive: users.isActive,
        shout: sql<string>`upper(${users.userName})`,
        orders:
          sql<number>`(select count(*) from ${orders} where ${orders.tenantId} = ${users.tenantId})`.mapWith(
            Number,
          ),
        firstCustomer: sql`(select min(${customers.id}) from ${customers})`.as('first_customer'),
      },
    };
    const read = await readRows(db, users, userSelect, eq(users.isActive, true));
    expect(read.length).toBeGreaterThan(3);
    expect(read).toEqual(await drizzleRows(userSelect, users).where(eq(users.isActive, true)));
  });
});

describe('the readers of the orders list', () => {
  it('write a timestamp’s text as the Date Drizzle makes of it would', () => {
    const plain = timestampIso(orders.creationTime);
    const viaDate = (text: string) => new Date(`${text}+0000`).toISOString();
    for (let i = 0; i < 5000; i += 1) {
      const day = `${1000 + pick(9000)}-${String(1 + pick(12)).padStart(2, '0')}-${String(1 + pick(28)).padStart(2, '0')}`;
      const time = `${String(pick(24)).padStart(2, '0')}:${pick(6)}${pick(10)}:${pick(6)}${pick(10)}`;
      const text = `${day} ${time}${['', `.${digits(1)}`, `.${digits(2)}`, `.${digits(3)}`][pick(4)]}`;
      expect(plain(text)).toBe(viaDate(text));
    }
    // Other texts (a year before 1000, microseconds) and Dates take Drizzle's way.
    for (const text of ['0099-01-01 00:00:00', '2026-01-01 10:00:00.123456', '2026-06-30 23:59:59.9999'])
      expect(plain(text)).toBe(viaDate(text));
    expect(plain(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02T03:04:05.006Z');
    // With a time zone the text says its offset.
    const zoned = pgTable('zoned', { at: timestamp('at', { withTimezone: true }) });
    expect(timestampIso(zoned.at)('2026-01-02 03:04:05.6+02')).toBe('2026-01-02T01:04:05.600Z');
  });

  it('write money as moneyText does, from any text, in 0 to 6 places', () => {
    const cases = ['0.0000', '-0.0000', '-0.5000', '00.5000', '1.5', '12', ' 1.0000', '1.00000', '1250.5000'];
    for (let i = 0; i < 5000; i += 1) {
      const whole = pick(10) === 0 ? '0' : String(pick(10) + 1) + digits(pick(15));
      cases.push(`${pick(10) === 0 ? '-' : ''}${whole}.${digits(4)}`);
    }
    for (const text of cases)
      for (const places of [0, 1, 2, 3, 4, 6]) expect(moneyOf(text, places)).toBe(moneyText(text, places));
  });

  it('count nights as the dates’ UTC midnights would, invalid dates as before', () => {
    const viaDates = (a: string, b: string) =>
      Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
    const day = () =>
      `${String(pick(10000)).padStart(4, '0')}-${String(pick(14)).padStart(2, '0')}-${String(pick(33)).padStart(2, '0')}`;
    for (let i = 0; i < 20000; i += 1) {
      const [a, b] = [day(), day()];
      expect(Object.is(nightsBetween(a, b), viaDates(a, b)), `${a} → ${b}`).toBe(true);
    }
    expect(nightsBetween('2028-02-27', '2028-03-02')).toBe(4);
    expect(nightsBetween('2026-02-30', '2026-03-02')).toBe(0);
    expect(nightsBetween('2026-13-01', '2026-12-01')).toBeNaN();
  });
});
