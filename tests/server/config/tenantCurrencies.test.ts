import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { bankAccountDto } from '../../../src/api/schemas/bankAccount.js';
import type { currencyDto } from '../../../src/api/schemas/currency.js';
import type { tenantCurrencyDto } from '../../../src/api/schemas/tenantCurrency.js';
import type { ListResultDto } from '../../../src/api/types/abp.js';
import { app, createTestApp } from '../helpers.js';
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

type TenantCurrencyDto = z.infer<typeof tenantCurrencyDto>;
const S = 'TenantCurrency';

async function currencyId(caller: Caller, code: string) {
  const list = items(await caller.getAll<z.infer<typeof currencyDto>>('Currency', { Keyword: code }));
  return list.find((c) => c.code === code)!.id;
}

const rates = (list: TenantCurrencyDto[]) =>
  Object.fromEntries(list.map((c) => [c.currencyCode, [c.exchangeRate, c.isDefault]]));

describe('TenantCurrency: what a tenant sells in', { timeout: 60_000 }, () => {
  it('gives the Serbian tenant RSD (default) and EUR at an exact rate; each tenant sees only its own', async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const list = items(await serbia.getAll<TenantCurrencyDto>(S));
    expect(list.map((c) => [c.currencyCode, c.exchangeRate, c.isDefault])).toEqual([
      ['RSD', '1', true],
      ['EUR', '117.17', false],
    ]);
    expect(list[0]).toMatchObject({
      currencyName: 'Serbian Dinar',
      currencySymbol: 'din.',
      decimalPlaces: 2,
    });
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expect(rates(items(await macedonia.getAll<TenantCurrencyDto>(S)))).toEqual({
      MKD: ['1', true],
      EUR: ['61.695', false],
    });
    expect((await macedonia.get(S, list[1]!.id)).status).toBe(404);
    expect((await macedonia.update(S, { ...list[1], exchangeRate: '1' })).status).toBe(404);
    expect((await macedonia.remove(S, list[1]!.id)).status).toBe(404);
    expect(
      items(await serbia.getAll<TenantCurrencyDto>(S, { Currency: 'eur' })).map((c) => c.currencyCode),
    ).toEqual(['EUR']);
    expect(
      items(await serbia.getAll<TenantCurrencyDto>(S, { IsDefault: true })).map((c) => c.currencyCode),
    ).toEqual(['RSD']);
  });

  it('GetCurrencies lists the active currencies, default first, for any signed-in user of the tenant', async () => {
    const t = await createTestApp();
    const agent = callerFor(t, await t.login('agent', SERBIA));
    expect((await agent.getAll(S)).status).toBe(403);
    const picker = await agent.call<ListResultDto<TenantCurrencyDto>>({
      url: app('TenantCurrency/GetCurrencies'),
    });
    expect(items(picker).map((c) => c.currencyCode)).toEqual(['RSD', 'EUR']);
    const admin = callerFor(t, await t.login('admin', SERBIA));
    const eur = items(await admin.getAll<TenantCurrencyDto>(S, { Currency: 'EUR' }))[0]!;
    expectOk(await admin.update(S, { ...eur, isActive: false }));
    const after = await agent.call<ListResultDto<TenantCurrencyDto>>({
      url: app('TenantCurrency/GetCurrencies'),
    });
    expect(items(after).map((c) => c.currencyCode)).toEqual(['RSD']);
    expect((await callerFor(t, '').call({ url: app('TenantCurrency/GetCurrencies') })).status).toBe(401);
  });

  it('keeps exchange rates exact: strings in, the same decimal out, never through a float', async () => {
    const admin = await signIn('admin', SERBIA);
    const chf = await currencyId(admin, 'CHF');
    // 1234567890.12345678 has 18 significant digits: a double would round it to 1234567890.1234567.
    // The saves below all start from this copy: sent without its stamp, so not checked against each other.
    const { concurrencyStamp: _stamp, ...created } = expectOk(
      await admin.create<TenantCurrencyDto>(S, { currencyId: chf, exchangeRate: '1234567890.12345678' }),
    );
    expect(created.exchangeRate).toBe('1234567890.12345678');
    expect(expectOk(await admin.get<TenantCurrencyDto>(S, created.id)).exchangeRate).toBe(
      '1234567890.12345678',
    );
    for (const [sent, stored] of [
      ['0.1', '0.1'],
      ['0.00000001', '0.00000001'],
      ['125.4200', '125.42'],
      ['007.5', '7.5'],
      [1.95583, '1.95583'],
    ] as const) {
      const res = expectOk(await admin.update<TenantCurrencyDto>(S, { ...created, exchangeRate: sent }));
      expect(res.exchangeRate, String(sent)).toBe(stored);
    }
    for (const bad of ['0', '-1', '1e3', '1,5', '1.123456789', '12345678901', 'NaN', 1e21]) {
      const res = rejection(await admin.update(S, { ...created, exchangeRate: bad }));
      expect(res.members, String(bad)).toEqual(['exchangeRate']);
    }
    const tooPrecise = rejection(await admin.update(S, { ...created, exchangeRate: '1.123456789' }));
    expect(tooPrecise.messages[0]).toBe(
      'The ExchangeRate field must be a decimal number with at most 10 digits before the point and 8 after it.',
    );
    expect(rejection(await admin.update(S, { ...created, exchangeRate: '0' })).messages[0]).toBe(
      'The ExchangeRate field must be greater than zero.',
    );
  });

  it('requires a rate for a currency that is not the default, refuses duplicates and switched-off currencies', async () => {
    const t = await createTestApp();
    const admin = callerFor(t, await t.login('admin', SERBIA));
    const usd = await currencyId(admin, 'USD');
    expect(rejection(await admin.create(S, { currencyId: usd })).members).toEqual(['exchangeRate']);
    const eur = await currencyId(admin, 'EUR');
    const duplicate = rejection(await admin.create(S, { currencyId: eur, exchangeRate: '117' }));
    expect(duplicate).toEqual({
      members: ['currencyId'],
      messages: ["This currency is already one of the tenant's currencies."],
    });
    expect(rejection(await admin.create(S, { currencyId: 99999, exchangeRate: '1' })).members).toEqual([
      'currencyId',
    ]);
    const host = callerFor(t, await t.login('admin', null));
    const [usdRow] = items(await host.getAll<z.infer<typeof currencyDto>>('Currency', { Keyword: 'USD' }));
    expectOk(await host.update('Currency', { ...usdRow, isActive: false }));
    expect(rejection(await admin.create(S, { currencyId: usd, exchangeRate: '99.5' })).messages).toEqual([
      'The currency USD is switched off in the catalogue.',
    ]);
  });

  it('makes another currency the default by converting every rate to it exactly', async () => {
    const admin = await signIn('admin', SERBIA);
    const list = items(await admin.getAll<TenantCurrencyDto>(S));
    const eur = list.find((c) => c.currencyCode === 'EUR')!;
    expectOk(await admin.update(S, { ...eur, isDefault: true }));
    // 1 RSD = 1 / 117.17 EUR, rounded to 8 decimals in NUMERIC.
    expect(rates(items(await admin.getAll<TenantCurrencyDto>(S)))).toEqual({
      EUR: ['1', true],
      RSD: ['0.00853461', false],
    });
    // A new default brings its rate in the old default currency: 1 GBP = 1.185 EUR.
    const gbp = await currencyId(admin, 'GBP');
    expectOk(await admin.create(S, { currencyId: gbp, exchangeRate: '1.185', isDefault: true }));
    expect(rates(items(await admin.getAll<TenantCurrencyDto>(S)))).toEqual({
      GBP: ['1', true],
      EUR: ['0.84388186', false],
      RSD: ['0.0072022', false],
    });
  });

  it('keeps exactly one default: it cannot be unset, switched off or deleted while others remain', async () => {
    const admin = await signIn('admin', SERBIA);
    const list = items(await admin.getAll<TenantCurrencyDto>(S));
    const rsd = list.find((c) => c.isDefault)!;
    expect(rejection(await admin.update(S, { ...rsd, isDefault: false })).members).toEqual(['isDefault']);
    expect(rejection(await admin.update(S, { ...rsd, isActive: false })).members).toEqual(['isActive']);
    // The default's rate stays 1 whatever is sent.
    expect(
      expectOk(await admin.update<TenantCurrencyDto>(S, { ...rsd, exchangeRate: '3' })).exchangeRate,
    ).toBe('1');
    const refused = await admin.remove(S, rsd.id);
    expect(refused.status).toBe(500);
    expect(refused.body.error?.message).toContain('default currency cannot be deleted');
  });

  it('refuses to delete a currency the tenant still uses, then deletes it once unused', async () => {
    const admin = await signIn('admin', SERBIA);
    const eur = items(await admin.getAll<TenantCurrencyDto>(S, { Currency: 'EUR' }))[0]!;
    const refused = await admin.remove(S, eur.id);
    expect(refused.status).toBe(500);
    expect(refused.body.error?.message).toBe(
      "The currency EUR is still used by this tenant's bank accounts, payment providers or agencies: change those first, or switch the currency off.",
    );
    const chf = await currencyId(admin, 'CHF');
    const added = expectOk(
      await admin.create<TenantCurrencyDto>(S, { currencyId: chf, exchangeRate: '125.42' }),
    );
    expect((await admin.remove(S, added.id)).status).toBe(200);
    // A bank account in the currency blocks it again.
    const readded = expectOk(
      await admin.create<TenantCurrencyDto>(S, { currencyId: chf, exchangeRate: '125.42' }),
    );
    expectOk(
      await admin.create<z.infer<typeof bankAccountDto>>('BankAccount', {
        bankName: 'UBS',
        accountHolder: 'Client Care Travel',
        iban: 'CH93 0076 2011 6238 5295 7',
        swiftCode: 'UBSWCHZH80A',
        currencyId: chf,
      }),
    );
    expect((await admin.remove(S, readded.id)).status).toBe(500);
  });

  it('lets the host work on a tenant by naming it in the Abp.TenantId header', async () => {
    const t = await createTestApp();
    const token = await t.login('admin', null);
    const host = callerFor(t, token, { 'Abp.TenantId': String(SERBIA) });
    expect(items(await host.getAll<TenantCurrencyDto>(S)).map((c) => c.currencyCode)).toEqual(['RSD', 'EUR']);
    // Without the header, the host has no currencies of its own.
    expect(items(await callerFor(t, token).getAll<TenantCurrencyDto>(S))).toEqual([]);
  });
});
