import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { currencyDto } from '../../../src/api/schemas/currency.js';
import { createTestApp } from '../helpers.js';
import { callerFor, expectOk, items, rejection, SERBIA, signIn } from './helpers.js';

type CurrencyDto = z.infer<typeof currencyDto>;
const S = 'Currency';

describe('Currency: the host catalogue', { timeout: 60_000 }, () => {
  it('starts with the nine product currencies, which every tenant administrator reads', async () => {
    const tenant = await signIn('admin', SERBIA);
    const list = items(await tenant.getAll<CurrencyDto>(S));
    expect(list.map((c) => c.code)).toEqual(['ALL', 'BAM', 'CHF', 'EUR', 'GBP', 'MKD', 'RON', 'RSD', 'USD']);
    expect(list.find((c) => c.code === 'EUR')).toMatchObject({ name: 'Euro', symbol: '€', decimalPlaces: 2 });
    expect(list.find((c) => c.code === 'ALL')).toMatchObject({ decimalPlaces: 0, isActive: true });
    expect(items(await tenant.getAll<CurrencyDto>(S, { Keyword: 'dinar' })).map((c) => c.code)).toEqual([
      'RSD',
    ]);
    expect(items(await tenant.getAll<CurrencyDto>(S, { Keyword: 'ден' })).map((c) => c.code)).toEqual([
      'MKD',
    ]);
    expect(items(await tenant.getAll<CurrencyDto>(S, { Sorting: 'name desc' }))[0]?.code).toBe('USD');
  });

  it('lets only the host change it: tenants get 403, users without Pages.Currencies too', async () => {
    const t = await createTestApp();
    const tenant = callerFor(t, await t.login('admin', SERBIA));
    const denied = await tenant.create(S, { code: 'JPY', name: 'Yen' });
    expect(denied.status).toBe(403);
    expect(denied.body.error?.message).toContain('Tenants');
    const [eur] = items(await tenant.getAll<CurrencyDto>(S, { Keyword: 'EUR' }));
    expect((await tenant.update(S, { ...eur, name: 'Changed' })).status).toBe(403);
    expect((await tenant.remove(S, eur!.id)).status).toBe(403);
    const agent = callerFor(t, await t.login('agent', SERBIA));
    expect((await agent.getAll(S)).status).toBe(403);
    expect((await agent.get(S, eur!.id)).status).toBe(403);
    const anonymous = callerFor(t, '');
    expect((await anonymous.getAll(S)).status).toBe(401);
  });

  it('adds an ISO 4217 currency with its minor units and the code as default symbol', async () => {
    const host = await signIn('admin', null);
    const jpy = expectOk(await host.create<CurrencyDto>(S, { code: ' jpy ', name: 'Japanese Yen' }));
    expect(jpy).toMatchObject({ code: 'JPY', name: 'Japanese Yen', symbol: 'JPY', decimalPlaces: 0 });
    const bhd = expectOk(
      await host.create<CurrencyDto>(S, { code: 'BHD', name: 'Bahraini Dinar', symbol: 'BD' }),
    );
    expect(bhd.decimalPlaces).toBe(3);
    const updated = expectOk(
      await host.update<CurrencyDto>(S, {
        id: jpy.id,
        code: 'JPY',
        name: 'Yen',
        symbol: '¥',
        isActive: false,
      }),
    );
    expect(updated).toMatchObject({ symbol: '¥', decimalPlaces: 0, isActive: false });
    expect(items(await host.getAll<CurrencyDto>(S, { IsActive: false })).map((c) => c.code)).toEqual(['JPY']);
  });

  it('refuses codes outside ISO 4217, funds and metals, naming the field in the caller language', async () => {
    const host = await signIn('admin', null);
    const unknown = rejection(await host.create(S, { code: 'ABC', name: 'Nothing' }));
    expect(unknown.members).toEqual(['code']);
    expect(unknown.messages[0]).toBe(
      "The Code field must be an ISO 4217 currency code such as EUR; 'ABC' is not one.",
    );
    for (const code of ['XAU', 'XTS', 'CHE']) {
      const res = rejection(await host.create(S, { code, name: 'Not a currency' }));
      expect(res.members).toEqual(['code']);
      expect(res.messages[0]).toContain('not a currency prices can be set in');
    }
    const serbian = rejection(
      await host.call({
        method: 'POST',
        url: '/api/services/app/Currency/Create',
        culture: 'sr',
        body: { code: 'EURO', name: 'x' },
      }),
    );
    expect(serbian.messages[0]).toBe("Polje Code mora biti ISO 4217 kod valute, npr. EUR; 'EURO' to nije.");
    expect(
      rejection(await host.create(S, { code: 'CAD', name: 'Dollar', decimalPlaces: 5 })).members,
    ).toEqual(['decimalPlaces']);
    expect(rejection(await host.create(S, { code: 'CAD', name: ' ' })).members).toEqual(['name']);
  });

  it('answers a duplicate code, in any case, with 400 naming code', async () => {
    const host = await signIn('admin', null);
    const res = rejection(await host.create(S, { code: 'eur', name: 'Euro again' }));
    expect(res).toEqual({ members: ['code'], messages: ['The currency EUR is already in the catalogue.'] });
    const [gbp] = items(await host.getAll<CurrencyDto>(S, { Keyword: 'GBP' }));
    expect(rejection(await host.update(S, { ...gbp, code: 'USD' })).members).toEqual(['code']);
  });

  it('deletes an unused currency; one in use is refused and can be switched off instead', async () => {
    const host = await signIn('admin', null);
    const jpy = expectOk(await host.create<CurrencyDto>(S, { code: 'JPY', name: 'Yen' }));
    expect((await host.remove(S, jpy.id)).status).toBe(200);
    expect((await host.get(S, jpy.id)).status).toBe(404);
    const [listed] = items(await host.getAll<CurrencyDto>(S, { Keyword: 'RSD' }));
    // The saves below both start from this copy: sent without its stamp, so not checked against each other.
    const { concurrencyStamp: _stamp, ...rsd } = listed!;
    const refused = await host.remove(S, rsd.id);
    expect(refused.status).toBe(500);
    expect(refused.body.error?.message).toBe(
      'The currency RSD is still in use (tenant currencies, bank accounts, payment providers or agencies): switch it off instead.',
    );
    expect(expectOk(await host.update<CurrencyDto>(S, { ...rsd, isActive: false })).isActive).toBe(false);
    expect(rejection(await host.update(S, { ...rsd, code: 'RUB' }))).toEqual({
      members: ['code'],
      messages: ['The code of RSD cannot change while the currency is in use.'],
    });
  });
});
