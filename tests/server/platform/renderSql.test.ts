import {
  and,
  between,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, integer, jsonb, pgSchema, pgTable, PgDialect, text } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { containsText, filter, type Filter } from '../../../server/abp/crud/index.js';
import { renderSql } from '../../../server/abp/crud/render.js';
import { scopeCondition } from '../../../server/abp/crud/scope.js';
import type { ServiceContext } from '../../../server/abp/service.js';
import { arrayHoldsFilter, currencyCodeFilter } from '../../../server/services/configRules.js';
import { opsFilter } from '../../../server/services/operationsRules.js';
import { customers, orders, users } from '../../../server/db/schema.js';

const dialect = new PgDialect();
const drizzle = (chunk: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(chunk);
  return { sql: text, params };
};

const ctxOf = (tenantId: number | null) => ({ session: { tenantId } }) as unknown as ServiceContext;
const day = new Date('2026-05-31T22:22:23.151Z');
/** Every filter kind of the lists, with inputs that make each of them say something. */
const filters: [Filter, Record<string, unknown>][] = [
  [filter.text('user', users.userName, users.emailAddress), { user: 'Ça_l%' }],
  [filter.exact('status', orders.status), { status: 3 }],
  [filter.bool('isActive', users.isActive), { isActive: false }],
  [filter.oneOf('status', orders.status), { status: [1, 2, 3] }],
  [filter.range('amount', orders.amount), { minAmount: '10.5', maxAmount: 20 }],
  [filter.dateRange('creationDate', orders.creationTime), { startCreationDate: day, endCreationDate: day }],
  [filter.tenant(orders.tenantId), { tenantId: 0 }],
  [filter.tenant(orders.tenantId), { tenantId: 4 }],
  [opsFilter.exactAmount(orders.amount), { amount: '1250.5' }],
  [opsFilter.upperOneOf('currency', orders.currency), { currency: ['rsd', ' eur '] }],
  [opsFilter.upperPrefix('voucherNo', orders.voucherNo), { voucherNo: 'rs-1_%' }],
  [opsFilter.phoneDigits('phoneNumber', customers.phoneNumber), { phoneNumber: '+381 64' }],
  [opsFilter.upperExact('userCode', orders.userCode), { userCode: 'beg-001' }],
  [
    opsFilter.dayRange('checkInDate', orders.checkInDate),
    { startCheckInDate: '2026-01-01', endCheckInDate: '2026-02-01' },
  ],
  [currencyCodeFilter(orders.currency), { currency: 'eur' }],
  [arrayHoldsFilter('language', users.name, z.string()), { language: 'sr' }],
];

afterEach(() => vi.restoreAllMocks());

describe('renderSql', () => {
  it('renders every filter kind, scope and search as the dialect does, without asking Drizzle', () => {
    const conditions: SQL[] = [];
    for (const [kind, input] of filters) {
      const where = kind.where(input, ctxOf(null));
      expect(where, JSON.stringify(input)).toBeDefined();
      conditions.push(where!);
    }
    conditions.push(
      scopeCondition(ctxOf(3), 'tenant', { tenantId: users.tenantId, isDeleted: users.isDeleted })!,
      scopeCondition(ctxOf(null), 'tenant', { tenantId: users.tenantId, isDeleted: users.isDeleted })!,
      containsText('Đorđe 50%', [orders.voucherNo, customers.name, customers.emailAddress])!,
      and(...conditions)!,
      sql`false`,
    );
    const expected = conditions.map(drizzle);
    const asked = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    expect(conditions.map(renderSql)).toEqual(expected);
    expect(asked).not.toHaveBeenCalled();
  });

  it('leaves what it does not render to Drizzle, with the same answer', () => {
    const other = pgSchema('other');
    const elsewhere = other.table('elsewhere', { id: integer('id'), data: jsonb('data') });
    const keyed = pgTable('keyed', { someColumn: text() });
    const u2 = alias(users, 'u2');
    const sub = sql`select 1 from ${customers} where ${customers.id} = ${orders.customerId}`;
    const conditions: SQL[] = [
      eq(orders.id, sql.placeholder('id')),
      sql`${orders.id} = ${sql.placeholder('x')}`,
      eq(u2.id, 3),
      sql`${u2} is not null`,
      eq(elsewhere.id, 4),
      sql`${elsewhere} is not null`,
      eq(elsewhere.data, { a: [1, '2'] }),
      eq(keyed.someColumn, 'x'),
      sql`${orders.amount} > ${5}`.inlineParams(),
      and(eq(orders.id, 1), sql`${orders.status} = ${2}`.inlineParams())!,
      exists(sql`(${sub})`),
      sql`${sql.identifier('weird"name')} = ${sql.raw("'raw'")}`,
      sql`${orders.id} = ${eq(orders.id, 1)}`,
      sql`${{ getSQL: () => sql`1 = 1` }}`,
      sql`${Buffer.from('ab')} is not null`,
    ];
    for (const condition of conditions) expect(renderSql(condition)).toEqual(drizzle(condition));
  });

  it('renders what a condition is made of: operators, lists, nulls, dates, numbers, nested SQL', () => {
    const conditions: SQL[] = [
      or(isNull(orders.userCode), isNotNull(orders.userCode), not(eq(orders.isPartialPayment, true)))!,
      and(inArray(orders.id, [1, 2, 3]), notInArray(orders.status, [4]), inArray(orders.id, []))!,
      and(between(orders.amount, '1', '2.5'), like(orders.voucherNo, 'A%'), ilike(customers.name, '%a%'))!,
      and(gte(orders.creationTime, day), eq(orders.checkInDate, '2026-01-02'))!,
      sql`${orders.id} in ${[1, null, 'x', day, 10n, true]} and ${null} is null and ${[[1, 2], []]} is not null`,
      sql`(${sql`${sql`${orders.tenantId} = ${3}`} and ${undefined}`}) or ${orders} is not null`,
      sql`${users.emailAddress} = ${'a"b\'c'} and ${sql.raw('1 = 1')}`,
    ];
    const asked = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const rendered = conditions.map(renderSql);
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    expect(rendered).toEqual(conditions.map(drizzle));
  });
});
