import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { marketDto } from '../../../src/api/schemas/market.js';
import type { reservationProviderMarketDto } from '../../../src/api/schemas/reservationProviderMarket.js';
import { createTestApp } from '../helpers.js';
import { callerFor, expectOk, items, NORTH_MACEDONIA, rejection, SERBIA, signIn } from './helpers.js';

type MarketDto = z.infer<typeof marketDto>;
const S = 'Market';

describe('Market', { timeout: 60_000 }, () => {
  it("lists the tenant's own markets with keyword, country and active filters", async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const codes = async (query: Record<string, string | boolean> = {}) =>
      items(await serbia.getAll<MarketDto>(S, query)).map((m) => m.code);
    expect(await codes()).toEqual(['DE', 'ME', 'RS']);
    expect(await codes({ Keyword: 'monte' })).toEqual(['ME']);
    expect(await codes({ CountryCode: 'rs' })).toEqual(['RS']);
    expect(await codes({ Sorting: 'name desc' })).toEqual(['RS', 'ME', 'DE']);
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expect(items(await macedonia.getAll<MarketDto>(S)).map((m) => m.code)).toEqual(['BG', 'MK']);
    const [rs] = items(await serbia.getAll<MarketDto>(S, { Keyword: 'RS' }));
    expect((await macedonia.get(S, rs!.id)).status).toBe(404);
    expect((await callerFor(t, await t.login('agent', SERBIA)).getAll(S)).status).toBe(403);
  });

  it('creates a market with an ISO 3166 country; codes are unique per tenant, case-insensitively', async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const ba = expectOk(
      await serbia.create<MarketDto>(S, { code: 'BA-RS', name: 'Republika Srpska', countryCode: 'ba' }),
    );
    expect(ba).toMatchObject({ code: 'BA-RS', countryCode: 'BA', isActive: true });
    expect(
      rejection(await serbia.create(S, { code: 'rs', name: 'Serbia again', countryCode: 'RS' })),
    ).toEqual({
      members: ['code'],
      messages: ["The code 'rs' is already taken."],
    });
    expect(rejection(await serbia.update(S, { ...ba, code: 'Me' })).members).toEqual(['code']);
    // Another tenant may use the same code.
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expectOk(await macedonia.create(S, { code: 'RS', name: 'Serbia', countryCode: 'RS' }));
    expect(rejection(await serbia.create(S, { code: 'QQ', name: 'Nowhere', countryCode: 'QQ' }))).toEqual({
      members: ['countryCode'],
      messages: [
        "The CountryCode field must be a two-letter ISO 3166 country code such as RS; 'QQ' is not one.",
      ],
    });
    expect(
      rejection(await serbia.create(S, { code: 'a b', name: 'Spaces', countryCode: 'RS' })).members,
    ).toEqual(['code']);
  });

  it('twenty parallel identical creates give one market and 19 × 400 naming code (the unique index)', async () => {
    const admin = await signIn('admin', SERBIA);
    const body = { code: 'HR', name: 'Croatia', countryCode: 'HR' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.create(S, body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(19).fill(400));
    for (const a of refused) expect(a.body.error?.validationErrors?.[0]?.members).toEqual(['code']);
  });

  it('deleting a market removes which providers served it', async () => {
    const admin = await signIn('admin', SERBIA);
    const [rs] = items(await admin.getAll<MarketDto>(S, { Keyword: 'RS' }));
    const links = () =>
      admin.getAll<z.infer<typeof reservationProviderMarketDto>>('ReservationProviderMarket', {
        MarketId: rs!.id,
      });
    expect(items(await links()).map((l) => l.reservationProviderCode)).toEqual(['SIM', 'TV']);
    expect((await admin.remove(S, rs!.id)).status).toBe(200);
    expect(items(await links())).toEqual([]);
  });
});
