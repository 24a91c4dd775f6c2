import { createHmac, hkdfSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationLinkDto } from '../../../src/api/types/operations.js';
import {
  signReservationLinkToken,
  verifyReservationLinkToken,
} from '../../../server/services/reservationLinkToken.js';
import { app, createSharedTestApp, type TestApp } from '../helpers.js';
import { TEST_SECRET } from '../secret.js';
import { parseEnv, parsePublicOrigins } from '../../../server/config.js';
import type { UserDto } from '../../../src/api/types/identity.js';
import { as, callerFor, expectOk, page, rejection, rows, scalar, SERBIA, type Caller } from './helpers.js';

let t: TestApp;
let dispose: () => Promise<void>;
let admin: Caller;
let agent: Caller;
let voucher: string;
/** An order the agent (BEG-001) sold, and one another agent sold. */
let agentVoucher: string;
let otherAgentVoucher: string;

beforeAll(async () => {
  ({ app: t, dispose } = await createSharedTestApp({
    publicOrigins: { [SERBIA]: 'https://booking.travel.rs' },
  }));
  admin = await as(t, 'admin', SERBIA);
  agent = await as(t, 'agent', SERBIA);
  const [order] = await rows<{ voucher_no: string }>(
    t,
    sql`select voucher_no from orders where tenant_id = 3 order by id limit 1`,
  );
  voucher = order!.voucher_no;
  const byAgent = async (code: string) =>
    (
      await rows<{ voucher_no: string }>(
        t,
        sql`select voucher_no from orders where tenant_id = 3 and user_code = ${code} order by id limit 1`,
      )
    )[0]!.voucher_no;
  agentVoucher = await byAgent('BEG-001');
  otherAgentVoucher = await byAgent('KG-007');
}, 60_000);
afterAll(() => dispose());

const generate = (caller: Caller, body: Record<string, unknown>, culture?: string) =>
  caller.call<ReservationLinkDto>({
    method: 'POST',
    url: app('ReservationLinkGenerator/GenerateReservationLink'),
    body,
    culture,
  });
const tokenOf = (link: ReservationLinkDto) => new URL(link.url).searchParams.get('token')!;

describe('ReservationLinkGenerator/GenerateReservationLink', () => {
  it('returns a signed link on the tenant’s host that opens the landing page, expiring as asked', async () => {
    const before = Date.now();
    const link = expectOk(
      await generate(admin, {
        voucherNo: voucher.toLowerCase(),
        agentCode: 'ns-014',
        language: 'sr',
        expiresInHours: 24,
      }),
    );
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://booking.travel.rs/');
    expect(url.searchParams.get('lng')).toBe('sr');
    expect(link).toMatchObject({
      voucherNo: voucher,
      agentCode: 'NS-014',
      language: 'sr',
      isExpired: false,
      createdByUserName: 'admin',
    });
    const expires = Date.parse(link.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    const verified = verifyReservationLinkToken(TEST_SECRET, tokenOf(link));
    expect(verified).toEqual({
      ok: true,
      claims: {
        linkId: link.id,
        tenantId: SERBIA,
        voucherNo: voucher,
        agentCode: 'NS-014',
        language: 'sr',
        expiresAt: new Date(Math.floor(expires / 1000) * 1000),
      },
    });
  });

  it('uses the tenant’s development host when no public origin is configured', async () => {
    const mk = await as(t, 'admin', 4);
    const [order] = await rows<{ voucher_no: string }>(
      t,
      sql`select voucher_no from orders where tenant_id = 4 and status <> 4 limit 1`,
    );
    const link = expectOk(
      await generate(mk, { voucherNo: order!.voucher_no, agentCode: 'SKP-003', language: 'mk' }),
    );
    expect(new URL(link.url).hostname).toBe('mk.localhost');
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);
  });

  it('checks the voucher, the agent code, the language and the expiry, naming the fields', async () => {
    const members = async (body: Record<string, unknown>) => rejection(await generate(admin, body)).members;
    expect(await members({ voucherNo: 'RS-999999', agentCode: 'BEG-001', language: 'sr' })).toEqual([
      'voucherNo',
    ]);
    expect(await members({ voucherNo: voucher, language: 'sr' })).toEqual(['agentCode']);
    expect(await members({ voucherNo: voucher, agentCode: 'a b', language: 'sr' })).toEqual(['agentCode']);
    expect(await members({ voucherNo: voucher, agentCode: 'BEG-001', language: 'fr' })).toEqual(['language']);
    expect(
      await members({ voucherNo: voucher, agentCode: 'BEG-001', language: 'en', expiresInHours: 0 }),
    ).toEqual(['expiresInHours']);
    expect(
      await members({ voucherNo: voucher, agentCode: 'BEG-001', language: 'en', expiresInHours: 721 }),
    ).toEqual(['expiresInHours']);
    const other = rejection(
      await generate(admin, { voucherNo: 'XX-1', agentCode: 'BEG-001', language: 'en' }, 'de'),
    );
    expect(other.messages).toEqual(['Es gibt keine Bestellung mit dem Voucher XX-1.']);
  });

  it('needs a tenant: the host is asked to choose one', async () => {
    const host = await as(t, 'admin', null);
    const res = await generate(host, { voucherNo: voucher, agentCode: 'BEG-001', language: 'en' });
    expect(res.body.error?.message).toBe('Choose a tenant first: this data belongs to a tenant.');
  });
});

describe('agents', () => {
  it('cannot link another agent’s order: its voucher is unknown to them, exactly like a made-up one', async () => {
    const before = await scalar(t, sql`select count(*) n from reservation_links`);
    const other = rejection(await generate(agent, { voucherNo: otherAgentVoucher, language: 'en' }));
    const madeUp = rejection(await generate(agent, { voucherNo: 'RS-999999', language: 'en' }));
    expect(other).toEqual({
      members: ['voucherNo'],
      messages: [`There is no order with the voucher ${otherAgentVoucher}.`],
    });
    expect(madeUp.members).toEqual(other.members);
    expect(await scalar(t, sql`select count(*) n from reservation_links`)).toBe(before);
    // Staff who see every order link any of them.
    expect(
      expectOk(await generate(admin, { voucherNo: otherAgentVoucher, agentCode: 'KG-007', language: 'en' }))
        .voucherNo,
    ).toBe(otherAgentVoucher);
  });

  it('create links only with their own code, and see only theirs', async () => {
    const own = expectOk(await generate(agent, { voucherNo: agentVoucher, language: 'en' }));
    expect(own.agentCode).toBe('BEG-001');
    expect(
      expectOk(await generate(agent, { voucherNo: agentVoucher, agentCode: 'beg-001', language: 'de' }))
        .agentCode,
    ).toBe('BEG-001');
    const refused = rejection(
      await generate(agent, { voucherNo: agentVoucher, agentCode: 'NS-014', language: 'en' }),
    );
    expect(refused).toEqual({
      members: ['agentCode'],
      messages: ['You can only create links with your own agent code, BEG-001.'],
    });

    const mine = await page<ReservationLinkDto>(agent, 'ReservationLinkGenerator/GetAll');
    expect(mine.totalCount).toBe(
      await scalar(
        t,
        sql`select count(*) n from reservation_links where tenant_id = 3 and agent_code = 'BEG-001'`,
      ),
    );
    expect(mine.items.every((l) => l.agentCode === 'BEG-001')).toBe(true);
    const everyone = await page<ReservationLinkDto>(admin, 'ReservationLinkGenerator/GetAll');
    expect(everyone.items.some((l) => l.agentCode !== 'BEG-001')).toBe(true);
    expect(
      (
        await page<ReservationLinkDto>(agent, 'ReservationLinkGenerator/GetByAgentCode', {
          AgentCode: 'NS-014',
        })
      ).totalCount,
    ).toBe(0);
    expect(
      (
        await page<ReservationLinkDto>(admin, 'ReservationLinkGenerator/GetByAgentCode', {
          AgentCode: 'ns-014',
        })
      ).items.every((l) => l.agentCode === 'NS-014'),
    ).toBe(true);
    const byVoucher = await page<ReservationLinkDto>(agent, 'ReservationLinkGenerator/GetByVoucherNo', {
      VoucherNo: agentVoucher.toLowerCase(),
    });
    expect(byVoucher.items.map((l) => l.id)).toEqual(expect.arrayContaining([own.id]));
    expect(byVoucher.items.every((l) => l.voucherNo === agentVoucher && l.agentCode === 'BEG-001')).toBe(
      true,
    );
    expect(
      rejection(await agent.call({ url: app('ReservationLinkGenerator/GetByAgentCode') })).members,
    ).toEqual(['agentCode']);
  });

  it('without an agent code and without Pages.Orders see none and create none', async () => {
    await t.database.db.execute(
      sql`update users set agent_code = null where tenant_id = 4 and user_name = 'agent'`,
    );
    await t.database.db.execute(sql`delete from role_permissions where name = 'Pages.Orders'
      and role_id = (select id from roles where tenant_id = 4 and name = 'Agent')`);
    const codeless = await as(t, 'agent', 4);
    expect((await page<ReservationLinkDto>(codeless, 'ReservationLinkGenerator/GetAll')).totalCount).toBe(0);
    const [order] = await rows<{ voucher_no: string }>(
      t,
      sql`select voucher_no from orders where tenant_id = 4 and status <> 4 limit 1`,
    );
    const refused = rejection(
      await generate(codeless, { voucherNo: order!.voucher_no, agentCode: 'SKP-003', language: 'mk' }),
    );
    expect(refused.members).toEqual(['agentCode']);
  });
});

describe('two agents of one tenant', () => {
  it('never see each other’s links, whichever way they ask', async () => {
    const created = await admin.call<UserDto>({
      method: 'POST',
      url: app('User/Create'),
      body: {
        userName: 'agent2',
        name: 'Second',
        surname: 'Agent',
        emailAddress: 'agent2@example.com',
        password: 'Agent2-secret!',
        isActive: true,
        roleNames: ['Agent'],
        agentCode: 'NS-014',
      },
    });
    expectOk(created);
    const second = callerFor(t, await t.login('agent2', SERBIA, 'Agent2-secret!'));
    // Two links to one order under two codes (the agent's own, and one the staff made for the second agent).
    const theirs = expectOk(
      await generate(admin, { voucherNo: agentVoucher, agentCode: 'NS-014', language: 'sr' }),
    );
    const mine = expectOk(await generate(agent, { voucherNo: agentVoucher, language: 'en' }));
    expect(theirs.agentCode).toBe('NS-014');
    const ids = async (caller: Caller, operation: string, query?: Record<string, string>) =>
      (await page<ReservationLinkDto>(caller, `ReservationLinkGenerator/${operation}`, query)).items.map(
        (l) => l.id,
      );
    for (const [caller, own, other] of [
      [agent, mine.id, theirs.id],
      [second, theirs.id, mine.id],
    ] as const) {
      const all = await ids(caller, 'GetAll', { MaxResultCount: '1000' });
      expect(all).toContain(own);
      expect(all).not.toContain(other);
      expect(
        await ids(caller, 'GetByVoucherNo', { VoucherNo: agentVoucher, MaxResultCount: '1000' }),
      ).not.toContain(other);
      expect(await ids(caller, 'GetAll', { Keyword: agentVoucher, MaxResultCount: '1000' })).not.toContain(
        other,
      );
    }
    expect(await ids(agent, 'GetByAgentCode', { AgentCode: 'NS-014' })).toEqual([]);
    expect(await ids(second, 'GetByAgentCode', { AgentCode: 'BEG-001' })).toEqual([]);
  });
});

describe('the current user', () => {
  it('carries the agent code, so the SPA can fix an agent’s own code in the generator', async () => {
    const me = (caller: Caller) =>
      caller.call<{ user: { agentCode: string | null } }>({ url: app('Session/GetCurrentUserInformations') });
    expect(expectOk(await me(agent)).user.agentCode).toBe('BEG-001');
    expect(expectOk(await me(admin)).user.agentCode).toBeNull();
  });
});

describe('agent codes on users', () => {
  it('are set, kept and removed through User/Update, and limit the user to their own records', async () => {
    const users = await page<UserDto>(admin, 'User/GetAll', { Keyword: 'finance' });
    const user = users.items.find((u) => u.userName === 'finance')!;
    expect(user.agentCode).toBeNull();
    const body = {
      id: user.id,
      userName: user.userName,
      name: user.name,
      surname: user.surname,
      emailAddress: user.emailAddress,
    };
    const update = (extra: Record<string, unknown>) =>
      admin.call<UserDto>({ method: 'PUT', url: app('User/Update'), body: { ...body, ...extra } });
    expect(expectOk(await update({ agentCode: ' ns-014 ' })).agentCode).toBe('NS-014');
    expect(expectOk(await update({})).agentCode).toBe('NS-014');
    expect(rejection(await update({ agentCode: 'NS 014' })).members).toEqual(['agentCode']);
    // Finance holds Pages.Orders but not the links: with a code, it sees only that agent's orders.
    const finance = await as(t, 'finance', SERBIA);
    const orders = await page<{ userCode: string | null }>(finance, 'Order/GetOrders');
    expect(orders.totalCount).toBe(
      await scalar(t, sql`select count(*) n from orders where tenant_id = 3 and user_code = 'NS-014'`),
    );
    expect(orders.items.every((o) => o.userCode === 'NS-014')).toBe(true);
    expect(expectOk(await update({ agentCode: '' })).agentCode).toBeNull();
  });
});

describe('PUBLIC_ORIGINS', () => {
  it('maps tenants to origins and refuses anything else, naming the variable', () => {
    expect(parsePublicOrigins(' 3=https://booking.travel.rs, 8=http://de.example.test:8080 ')).toEqual({
      3: 'https://booking.travel.rs',
      8: 'http://de.example.test:8080',
    });
    expect(parsePublicOrigins('')).toEqual({});
    expect(() => parseEnv({ PUBLIC_ORIGINS: '3=booking.travel.rs' })).toThrow(
      /PUBLIC_ORIGINS must be tenantId=origin/,
    );
    expect(() => parseEnv({ PUBLIC_ORIGINS: '3=https://a.test/path' })).toThrow(/PUBLIC_ORIGINS/);
  });
});

describe('GetAll', () => {
  it('filters by expiry and language; seeded links are signed with the server secret', async () => {
    const expired = await page<ReservationLinkDto>(admin, 'ReservationLinkGenerator/GetAll', {
      IsExpired: true,
    });
    expect(expired.totalCount).toBe(
      await scalar(
        t,
        sql`select count(*) n from reservation_links where tenant_id = 3 and expires_at <= now()`,
      ),
    );
    expect(expired.items.every((l) => l.isExpired)).toBe(true);
    const live = await page<ReservationLinkDto>(admin, 'ReservationLinkGenerator/GetAll', {
      IsExpired: false,
      Language: 'sr',
    });
    expect(live.items.every((l) => !l.isExpired && l.language === 'sr')).toBe(true);
    for (const link of [...expired.items.slice(0, 2), ...live.items.slice(0, 2)]) {
      const result = verifyReservationLinkToken(TEST_SECRET, tokenOf(link));
      expect(result.ok ? 'ok' : result.reason).toBe(link.isExpired ? 'expired' : 'ok');
    }
  });
});

describe('verifyReservationLinkToken', () => {
  const claims = {
    linkId: 7,
    tenantId: 3,
    voucherNo: 'RS-100001',
    agentCode: 'BEG-001',
    language: 'sr',
    expiresAt: new Date('2030-01-01T00:00:00Z'),
  };
  const token = signReservationLinkToken(TEST_SECRET, claims);
  const [version, body, signature] = token.split('.') as [string, string, string];

  it('accepts its own tokens until they expire', () => {
    expect(verifyReservationLinkToken(TEST_SECRET, token, new Date('2029-12-31T23:59:59Z'))).toEqual({
      ok: true,
      claims,
    });
    expect(verifyReservationLinkToken(TEST_SECRET, token, new Date('2030-01-01T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses tampered claims, tampered signatures, another secret and garbage', () => {
    const now = new Date('2029-01-01T00:00:00Z');
    const forged = Buffer.from(
      JSON.stringify({ lid: 7, tid: 4, vno: 'RS-100001', ac: 'BEG-001', lng: 'sr', exp: 1893456000 }),
    ).toString('base64url');
    expect(verifyReservationLinkToken(TEST_SECRET, `${version}.${forged}.${signature}`, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'AB' : 'AA');
    expect(verifyReservationLinkToken(TEST_SECRET, `${version}.${body}.${flipped}`, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyReservationLinkToken('another-secret-another-secret-1234', token, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    // A later expiry with a signature made by someone who guessed the scheme but not the key.
    const later = Buffer.from(
      JSON.stringify({ lid: 7, tid: 3, vno: 'RS-100001', ac: 'BEG-001', lng: 'sr', exp: 4102444800 }),
    ).toString('base64url');
    const guessedKey = Buffer.from(hkdfSync('sha256', 'guess', 'client-care', 'reservation-links/v1', 32));
    const guessed = createHmac('sha256', guessedKey).update(`v1.${later}`).digest('base64url');
    expect(verifyReservationLinkToken(TEST_SECRET, `v1.${later}.${guessed}`, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    for (const junk of ['', 'v1', 'v1..', `v2.${body}.${signature}`, `${token}.x`, 'x'.repeat(3000)])
      expect(verifyReservationLinkToken(TEST_SECRET, junk, now).ok).toBe(false);
  });
});
