import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { currencyDto } from '../../../src/api/schemas/currency.js';
import type { paymentAvailableAgencyDto } from '../../../src/api/schemas/paymentAvailableAgency.js';
import { createTestApp } from '../helpers.js';
import {
  callerFor,
  expectOk,
  items,
  NORTH_MACEDONIA,
  rejection,
  SERBIA,
  signIn,
  type Caller,
} from './helpers.js';

type AgencyDto = z.infer<typeof paymentAvailableAgencyDto>;
const S = 'PaymentAvailableAgency';

async function currencyId(caller: Caller, code: string) {
  const list = items(await caller.getAll<z.infer<typeof currencyDto>>('Currency', { Keyword: code }));
  return list.find((c) => c.code === code)!.id;
}

describe('PaymentAvailableAgency', { timeout: 60_000 }, () => {
  it("lists the tenant's agencies with payment type, currency and partial-payment filters", async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const list = items(await serbia.getAll<AgencyDto>(S));
    expect(list.map((a) => [a.agentCode, a.paymentTypes, a.currencyCode, a.minAmount, a.maxAmount])).toEqual([
      ['BEG-001', [0, 1, 2], 'RSD', '1000', '1500000'],
      ['KG-007', [2], null, null, null],
      ['NS-014', [1], 'EUR', '50', '8000'],
    ]);
    const codes = async (query: Record<string, string | number | boolean>) =>
      items(await serbia.getAll<AgencyDto>(S, query)).map((a) => a.agentCode);
    expect(await codes({ PaymentType: 2 })).toEqual(['BEG-001', 'KG-007']);
    expect(await codes({ Currency: 'eur' })).toEqual(['NS-014']);
    expect(await codes({ IsPartialPaymentAllowed: true })).toEqual(['BEG-001']);
    expect(await codes({ IsActive: false })).toEqual(['KG-007']);
    expect(await codes({ Keyword: 'ns-' })).toEqual(['NS-014']);
    // No maximum is no limit: it sorts above every amount.
    expect(await codes({ Sorting: 'maxAmount desc' })).toEqual(['KG-007', 'BEG-001', 'NS-014']);
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expect((await macedonia.get(S, list[0]!.id)).status).toBe(404);
    expect((await callerFor(t, await t.login('agent', SERBIA)).getAll(S)).status).toBe(403);
  });

  it('keeps amounts exact and within the currency decimals; the maximum not below the minimum', async () => {
    const admin = await signIn('admin', SERBIA);
    const eur = await currencyId(admin, 'EUR');
    const body = { agentCode: 'SU-031', paymentTypes: [1, 0, 1], currencyId: eur };
    // The saves below all start from this copy: sent without its stamp, so not checked against each other.
    const { concurrencyStamp: _stamp, ...created } = expectOk(
      await admin.create<AgencyDto>(S, { ...body, minAmount: '0.10', maxAmount: '12345678901234.56' }),
    );
    expect(created).toMatchObject({ paymentTypes: [0, 1], minAmount: '0.1', maxAmount: '12345678901234.56' });
    expect(rejection(await admin.update(S, { ...created, minAmount: '10.005' }))).toEqual({
      members: ['minAmount'],
      messages: ['The MinAmount field has more decimal places than EUR allows (2).'],
    });
    // 100.1 > 100.09 although a naive string comparison says otherwise.
    expect(rejection(await admin.update(S, { ...created, minAmount: '100.1', maxAmount: '100.09' }))).toEqual(
      {
        members: ['maxAmount'],
        messages: ['The maximum amount must not be less than the minimum amount.'],
      },
    );
    expect(rejection(await admin.update(S, { ...created, currencyId: null })).members).toEqual([
      'currencyId',
    ]);
    const open = expectOk(
      await admin.update<AgencyDto>(S, { ...created, currencyId: null, minAmount: null, maxAmount: null }),
    );
    expect(open).toMatchObject({ currencyId: null, currencyCode: null, minAmount: null, maxAmount: null });
    const chf = await currencyId(admin, 'CHF');
    expect(rejection(await admin.update(S, { ...created, currencyId: chf })).members).toEqual(['currencyId']);
  });

  it('checks payment types and agent codes, unique per tenant', async () => {
    const admin = await signIn('admin', SERBIA);
    expect(rejection(await admin.create(S, { agentCode: 'X-1', paymentTypes: [] }))).toEqual({
      members: ['paymentTypes'],
      messages: ['The PaymentTypes field is required.'],
    });
    expect(rejection(await admin.create(S, { agentCode: 'X-1', paymentTypes: [1, 3] }))).toEqual({
      members: ['paymentTypes'],
      messages: ['The PaymentTypes field may only hold these values: 0, 1, 2.'],
    });
    expect(rejection(await admin.create(S, { agentCode: 'beg-001', paymentTypes: [1] }))).toEqual({
      members: ['agentCode'],
      messages: ["The code 'beg-001' is already taken."],
    });
    const created = expectOk(await admin.create<AgencyDto>(S, { agentCode: 'X-1', paymentTypes: ['2'] }));
    expect(created).toMatchObject({ paymentTypes: [2], isPartialPaymentAllowed: false, isActive: true });
    expect((await admin.remove(S, created.id)).status).toBe(200);
  });
});
