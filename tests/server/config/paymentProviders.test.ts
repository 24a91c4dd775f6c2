import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { paymentProviderDto } from '../../../src/api/schemas/paymentProvider.js';
import { paymentProviders } from '../../../server/db/schema.js';
import { createTestApp } from '../helpers.js';
import { callerFor, expectOk, items, NORTH_MACEDONIA, rejection, SERBIA, signIn } from './helpers.js';

type ProviderDto = z.infer<typeof paymentProviderDto>;
const S = 'PaymentProvider';
const SECRET = 'sk_sandbox_4c1d7e0b93a25f68';

const revolut = {
  name: 'Revolut cards (EUR)',
  paymentType: 1,
  adapter: 'revolut',
  isSandbox: true,
  supportedCurrencies: ['eur'],
  credentials: SECRET,
};

describe('PaymentProvider', { timeout: 60_000 }, () => {
  it("lists the tenant's providers with type, adapter, sandbox and currency filters", async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const list = items(await serbia.getAll<ProviderDto>(S));
    expect(list.map((p) => [p.paymentType, p.name, p.adapter, p.supportedCurrencies, p.isActive])).toEqual([
      [0, 'Alternative payments (simulator)', 'simulator', ['EUR', 'RSD'], true],
      [1, 'Card payments (simulator)', 'simulator', ['EUR', 'RSD'], true],
      [1, 'Revolut cards', 'revolut', ['EUR'], false],
      [2, 'Bank transfer', 'simulator', ['EUR', 'RSD'], true],
    ]);
    const names = async (query: Record<string, string | number | boolean>) =>
      items(await serbia.getAll<ProviderDto>(S, query)).map((p) => p.name);
    expect(await names({ PaymentType: 2 })).toEqual(['Bank transfer']);
    expect(await names({ Adapter: 'revolut' })).toEqual(['Revolut cards']);
    expect(await names({ Currency: 'rsd', PaymentType: 1 })).toEqual(['Card payments (simulator)']);
    expect(await names({ IsActive: false })).toEqual(['Revolut cards']);
    expect(await names({ Keyword: 'transfer' })).toEqual(['Bank transfer']);
    expect((await serbia.getAll(S, { PaymentType: 3 })).status).toBe(400);
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expect((await macedonia.get(S, list[0]!.id)).status).toBe(404);
    expect((await callerFor(t, await t.login('finance', SERBIA)).getAll(S)).status).toBe(403);
  });

  it('keeps credentials write-only: hint only, sealed at rest, kept when left out', async () => {
    const admin = await signIn('admin', SERBIA);
    const created = await admin.create<ProviderDto>(S, revolut);
    const dto = expectOk(created);
    expect(dto).toMatchObject({
      supportedCurrencies: ['EUR'],
      hasCredentials: true,
      credentialsHint: '••••5f68',
    });
    for (const answer of [created, await admin.get(S, dto.id), await admin.getAll(S)])
      expect(JSON.stringify(answer.body)).not.toContain('sk_sandbox');
    const [row] = await admin.t.database.db
      .select()
      .from(paymentProviders)
      .where(eq(paymentProviders.id, dto.id));
    expect(row?.credentialsSealed).toMatch(/^v1:/);
    expect(row?.credentialsSealed).not.toContain(SECRET);
    const renamed = expectOk(await admin.update<ProviderDto>(S, { ...dto, name: 'Revolut (sandbox)' }));
    expect(renamed).toMatchObject({ hasCredentials: true, credentialsHint: '••••5f68' });
  });

  it('Revolut offers no bank transfer and cannot be switched on without credentials', async () => {
    const admin = await signIn('admin', SERBIA);
    expect(rejection(await admin.create(S, { ...revolut, paymentType: 2 }))).toEqual({
      members: ['adapter'],
      messages: ['Revolut does not offer bank transfers: use the simulator for bank-transfer payments.'],
    });
    expect(rejection(await admin.create(S, { ...revolut, credentials: null }))).toEqual({
      members: ['credentials'],
      messages: ["Enter the provider's credentials before switching it on."],
    });
    // Switched off, it may wait for its credentials; switching it on then needs them.
    const waiting = expectOk(
      await admin.create<ProviderDto>(S, { ...revolut, credentials: null, isActive: false }),
    );
    expect(rejection(await admin.update(S, { ...waiting, isActive: true })).members).toEqual(['credentials']);
    expect(
      expectOk(await admin.update<ProviderDto>(S, { ...waiting, isActive: true, credentials: SECRET }))
        .isActive,
    ).toBe(true);
    const active = expectOk(await admin.get<ProviderDto>(S, waiting.id));
    expect(rejection(await admin.update(S, { ...active, clearCredentials: true })).members).toEqual([
      'credentials',
    ]);
  });

  it("supports only the tenant's active currencies, ISO codes, at least one", async () => {
    const admin = await signIn('admin', SERBIA);
    expect(rejection(await admin.create(S, { ...revolut, supportedCurrencies: ['EUR', 'GBP'] }))).toEqual({
      members: ['supportedCurrencies.1'],
      messages: [
        "The currency GBP is not one of this tenant's active currencies: add it under tenant currencies first.",
      ],
    });
    expect(rejection(await admin.create(S, { ...revolut, supportedCurrencies: ['EURO'] })).members).toEqual([
      'supportedCurrencies.0',
    ]);
    expect(rejection(await admin.create(S, { ...revolut, supportedCurrencies: [] })).members).toEqual([
      'supportedCurrencies',
    ]);
    const dto = expectOk(
      await admin.create<ProviderDto>(S, { ...revolut, supportedCurrencies: ['rsd', 'EUR', 'RSD'] }),
    );
    expect(dto.supportedCurrencies).toEqual(['EUR', 'RSD']);
    expect(rejection(await admin.create(S, { ...revolut, paymentType: 7 })).members).toEqual(['paymentType']);
    expect(rejection(await admin.create(S, { ...revolut, adapter: 'paypal' })).members).toEqual(['adapter']);
  });

  it('names are unique per tenant (case-insensitively); delete is soft and frees the name', async () => {
    const admin = await signIn('admin', SERBIA);
    expect(
      rejection(
        await admin.create(S, { ...revolut, name: 'bank TRANSFER', paymentType: 2, adapter: 'simulator' }),
      ),
    ).toEqual({
      members: ['name'],
      messages: ["The name 'bank TRANSFER' is already taken."],
    });
    const [bank] = items(await admin.getAll<ProviderDto>(S, { PaymentType: 2 }));
    expect((await admin.remove(S, bank!.id)).status).toBe(200);
    expect((await admin.get(S, bank!.id)).status).toBe(404);
    const [row] = await admin.t.database.db
      .select()
      .from(paymentProviders)
      .where(eq(paymentProviders.id, bank!.id));
    expect(row?.isDeleted).toBe(true);
    expectOk(
      await admin.create(S, { ...revolut, name: 'Bank transfer', paymentType: 2, adapter: 'simulator' }),
    );
  });
});

describe('PaymentProvider: kept credentials never go to another endpoint', { timeout: 60_000 }, () => {
  it('refuses to keep the credentials when the adapter or sandbox/live changes, in the caller’s language', async () => {
    const admin = await signIn('admin', SERBIA);
    // The saves below all start from this copy: sent without its stamp, so not checked against each other.
    const { concurrencyStamp: _stamp, ...dto } = expectOk(await admin.create<ProviderDto>(S, revolut));
    expect(rejection(await admin.update(S, { ...dto, isSandbox: false }))).toEqual({
      members: ['credentials'],
      messages: ["The adapter or the sandbox/live setting changed: enter the provider's credentials again."],
    });
    const german = await admin.call({
      method: 'PUT',
      url: '/api/services/app/PaymentProvider/Update',
      culture: 'de',
      body: { ...dto, adapter: 'simulator' },
    });
    expect(rejection(german).messages).toEqual([
      'Adapter oder Sandbox-/Live-Einstellung wurden geändert: Geben Sie die Zugangsdaten des Anbieters erneut ein.',
    ]);
    // Unchanged, the stored credentials stay; entered again, the live endpoint gets the new ones.
    expect(expectOk(await admin.update<ProviderDto>(S, { ...dto, name: 'Revolut' })).credentialsHint).toBe(
      '••••5f68',
    );
    const live = expectOk(
      await admin.update<ProviderDto>(S, {
        ...dto,
        isSandbox: false,
        credentials: 'sk_live_000000000000aa11',
      }),
    );
    expect(live).toMatchObject({ isSandbox: false, credentialsHint: '••••aa11' });
    const [row] = await admin.t.database.db
      .select()
      .from(paymentProviders)
      .where(eq(paymentProviders.id, dto.id));
    expect(row?.isSandbox).toBe(false);
  });
});
