import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { marketDto } from '../../../src/api/schemas/market.js';
import type { reservationProviderDto } from '../../../src/api/schemas/reservationProvider.js';
import type { reservationProviderMarketDto } from '../../../src/api/schemas/reservationProviderMarket.js';
import type { ListResultDto } from '../../../src/api/types/abp.js';
import { openSecret } from '../../../server/abp/secrets.js';
import { reservationProviders } from '../../../server/db/schema.js';
import { app, createTestApp } from '../helpers.js';
import { callerFor, expectOk, items, NORTH_MACEDONIA, rejection, SERBIA, signIn } from './helpers.js';

type ProviderDto = z.infer<typeof reservationProviderDto>;
type LinkDto = z.infer<typeof reservationProviderMarketDto>;
const S = 'ReservationProvider';
const L = 'ReservationProviderMarket';
const SECRET = 'tv-api-key-7f3a9c21d84b6e05';
const JWT_SECRET = 'test-secret-test-secret-test-secret';

const tourVisio = {
  code: 'TV2',
  name: 'TourVisio (second account)',
  kind: 'tourvisio',
  endpoint: 'https://tourvisio.example.test/v2',
  userName: 'cc-api',
};

describe('ReservationProvider', { timeout: 60_000 }, () => {
  it('never returns credentials: a masked hint only, in Create, Get, GetAll and Update answers', async () => {
    const admin = await signIn('admin', SERBIA);
    const created = await admin.create<ProviderDto>(S, { ...tourVisio, credentials: SECRET });
    // The saves below all start from this copy: sent without its stamp, so not checked against each other.
    const { concurrencyStamp: _stamp, ...dto } = expectOk(created);
    expect(dto).toMatchObject({ hasCredentials: true, credentialsHint: '••••6e05', userName: 'cc-api' });
    expect(dto).not.toHaveProperty('credentials');
    const answers = [
      created,
      await admin.get(S, dto.id),
      await admin.getAll(S),
      await admin.update(S, { ...dto, name: 'Renamed' }),
    ];
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(SECRET.slice(0, 12));
    // Stored sealed, not in plain text; the server alone can open it.
    const [row] = await admin.t.database.db
      .select()
      .from(reservationProviders)
      .where(eq(reservationProviders.id, dto.id));
    expect(row?.credentialsSealed).not.toContain(SECRET);
    expect(openSecret(JWT_SECRET, row!.credentialsSealed!)).toBe(SECRET);
    // Left out on Update, the credentials stay; a short secret shows no character; clearCredentials removes them.
    expect(expectOk(await admin.get<ProviderDto>(S, dto.id))).toMatchObject({
      hasCredentials: true,
      name: 'Renamed',
    });
    expect(
      expectOk(await admin.update<ProviderDto>(S, { ...dto, credentials: 'short' })).credentialsHint,
    ).toBe('••••');
    const cleared = expectOk(await admin.update<ProviderDto>(S, { ...dto, clearCredentials: true }));
    expect(cleared).toMatchObject({ hasCredentials: false, credentialsHint: null });
  });

  it('never writes credentials to the logs, not even for a refused request', async () => {
    const logged: string[] = [];
    const t = await createTestApp({
      logger: { level: 'trace', stream: { write: (line: string) => logged.push(line) } },
    });
    const admin = callerFor(t, await t.login('admin', SERBIA));
    expectOk(await admin.create(S, { ...tourVisio, credentials: SECRET }));
    expect((await admin.create(S, { ...tourVisio, credentials: SECRET })).status).toBe(400);
    expect((await admin.create(S, { ...tourVisio, code: 'x y', credentials: SECRET })).status).toBe(400);
    expect(logged.length).toBeGreaterThan(3);
    expect(logged.join('\n')).not.toContain(SECRET);
  });

  it('needs an http(s) endpoint unless it is the simulator; codes are unique per tenant', async () => {
    const admin = await signIn('admin', SERBIA);
    expect(rejection(await admin.create(S, { ...tourVisio, endpoint: null })).members).toEqual(['endpoint']);
    expect(rejection(await admin.create(S, { ...tourVisio, endpoint: 'ftp://files.test' }))).toEqual({
      members: ['endpoint'],
      messages: ['The Endpoint field must be an http:// or https:// address.'],
    });
    expect(rejection(await admin.create(S, { ...tourVisio, kind: 'sabre' })).members).toEqual(['kind']);
    const sim = expectOk(
      await admin.create<ProviderDto>(S, { code: 'SIM2', name: 'Second simulator', kind: 'simulator' }),
    );
    expect(sim).toMatchObject({ endpoint: null, hasCredentials: false });
    expect(rejection(await admin.create(S, { ...tourVisio, code: 'tv' }))).toEqual({
      members: ['code'],
      messages: ["The code 'tv' is already taken."],
    });
  });

  it('filters by kind, active flag and keyword; keeps tenants apart', async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const codes = async (query: Record<string, string | boolean>) =>
      items(await serbia.getAll<ProviderDto>(S, query)).map((p) => p.code);
    expect(await codes({})).toEqual(['SIM', 'TV']);
    expect(await codes({ Kind: 'tourvisio' })).toEqual(['TV']);
    expect(await codes({ IsActive: true })).toEqual(['SIM']);
    expect(await codes({ Keyword: 'tourvisio.serbia' })).toEqual(['TV']);
    const [tv] = items(await serbia.getAll<ProviderDto>(S, { Kind: 'tourvisio' }));
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expect((await macedonia.get(S, tv!.id)).status).toBe(404);
    expect(JSON.stringify((await macedonia.getAll(S)).body)).not.toContain('serbia');
  });
});

describe('ReservationProviderMarket', { timeout: 60_000 }, () => {
  it('links a provider to a market once; both must belong to the caller tenant', async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const [tv] = items(await serbia.getAll<ProviderDto>(S, { Kind: 'tourvisio' }));
    const markets = items(await serbia.getAll<z.infer<typeof marketDto>>('Market'));
    const me = markets.find((m) => m.code === 'ME')!;
    const link = expectOk(
      await serbia.create<LinkDto>(L, { reservationProviderId: tv!.id, marketId: me.id }),
    );
    expect(link).toMatchObject({ reservationProviderCode: 'TV', marketCode: 'ME', marketName: 'Montenegro' });
    expect(rejection(await serbia.create(L, { reservationProviderId: tv!.id, marketId: me.id }))).toEqual({
      members: ['marketId'],
      messages: ['The provider already serves this market.'],
    });
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    const [mk] = items(await macedonia.getAll<z.infer<typeof marketDto>>('Market', { Keyword: 'MK' }));
    expect(rejection(await serbia.create(L, { reservationProviderId: tv!.id, marketId: mk!.id }))).toEqual({
      members: ['marketId'],
      messages: [`The MarketId field refers to a record that does not exist (id ${mk!.id}).`],
    });
    expect(
      rejection(await macedonia.create(L, { reservationProviderId: tv!.id, marketId: mk!.id })).members,
    ).toEqual(['reservationProviderId']);
    expect((await macedonia.get(L, link.id)).status).toBe(404);
    expect(
      items(await serbia.getAll<LinkDto>(L, { Keyword: 'montenegro' })).map((l) => l.reservationProviderCode),
    ).toEqual(['SIM', 'TV']);
    expect((await callerFor(t, await t.login('agent', SERBIA)).getAll(L)).status).toBe(403);
  });

  it('GetMarkets lists the active markets, or those a provider actively serves', async () => {
    const admin = await signIn('admin', SERBIA);
    const getMarkets = async (query: Record<string, number> = {}) =>
      items(
        await admin.call<ListResultDto<z.infer<typeof marketDto>>>({ url: app(`${L}/GetMarkets`), query }),
      ).map((m) => m.code);
    expect(await getMarkets()).toEqual(['DE', 'ME', 'RS']);
    const [tv] = items(await admin.getAll<ProviderDto>(S, { Kind: 'tourvisio' }));
    expect(await getMarkets({ ReservationProviderId: tv!.id })).toEqual(['RS']);
    const [link] = items(await admin.getAll<LinkDto>(L, { ReservationProviderId: tv!.id }));
    expectOk(await admin.update(L, { ...link, isActive: false }));
    expect(await getMarkets({ ReservationProviderId: tv!.id })).toEqual([]);
    // Deleting the provider removes its links.
    expect((await admin.remove(S, tv!.id)).status).toBe(200);
    expect(items(await admin.getAll<LinkDto>(L)).map((l) => l.reservationProviderCode)).toEqual([
      'SIM',
      'SIM',
      'SIM',
    ]);
  });
});
