import { eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { z } from 'zod';
import type {
  caughtMessageDetailDto,
  caughtMessageListDto,
  emailAccountDto,
} from '../../../src/api/schemas/emailAccount.js';
import { emailAccounts } from '../../../server/db/schema.js';
import { startSmtpCatcher } from '../../../server/mail/catcher.js';
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

type AccountDto = z.infer<typeof emailAccountDto>;
const S = 'EmailAccount';
const PASSWORD = 'mailgun-key-7f3a9c2e51d4b8a0';

const account = {
  host: 'SMTP.Example.com ',
  port: 587,
  tlsMode: 'starttls',
  userName: 'bookings@example.com',
  password: PASSWORD,
  fromAddress: 'bookings@example.com',
  fromName: 'Bookings',
};

const sendTest = (caller: Caller, id: number, to = 'ana@example.com') =>
  caller.call<{ messageId: string; response: string }>({
    method: 'POST',
    url: app(`${S}/SendTestMessage`),
    body: { id, to },
  });

/** The tenant's default account, pointed at `port` on this machine without TLS. */
async function defaultAccountOn(caller: Caller, port: number, extra: Record<string, unknown> = {}) {
  const [main] = items(await caller.getAll<AccountDto>(S, { IsDefault: true }));
  return expectOk(
    await caller.update<AccountDto>(S, { ...main, host: '127.0.0.1', port, tlsMode: 'none', ...extra }),
  );
}

/** A port nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('EmailAccount', { timeout: 60_000 }, () => {
  it("lists the tenant's accounts with status, default and TLS filters, within the tenant", async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const list = items(await serbia.getAll<AccountDto>(S));
    expect(list.map((a) => [a.fromAddress, a.host, a.tlsMode, a.isDefault, a.isActive])).toEqual([
      ['noreply@serbia.clientcare.test', '127.0.0.1', 'none', true, true],
      ['rezervacije@serbia.clientcare.test', 'smtp.eu.mailgun.org', 'starttls', false, false],
    ]);
    const addresses = async (query: Record<string, string | number | boolean>) =>
      items(await serbia.getAll<AccountDto>(S, query)).map((a) => a.fromAddress);
    expect(await addresses({ IsActive: false })).toEqual(['rezervacije@serbia.clientcare.test']);
    expect(await addresses({ TlsMode: 'starttls' })).toEqual(['rezervacije@serbia.clientcare.test']);
    expect(await addresses({ Keyword: 'MAILGUN' })).toEqual(['rezervacije@serbia.clientcare.test']);
    expect(await addresses({ IsDefault: true })).toEqual(['noreply@serbia.clientcare.test']);
    expect((await serbia.getAll(S, { Sorting: 'passwordSealed' })).status).toBe(400);
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    expect((await macedonia.get(S, list[0]!.id)).status).toBe(404);
    expect((await sendTest(macedonia, list[0]!.id)).status).toBe(404);
    expect((await callerFor(t, await t.login('finance', SERBIA)).getAll(S)).status).toBe(403);
    const host = callerFor(t, await t.login('admin', null));
    expect(items(await host.getAll<AccountDto>(S)).map((a) => a.fromAddress)).toEqual([
      'noreply@clientcare.test',
    ]);
  });

  it('keeps the password write-only: a hint only, sealed at rest, kept, replaced or cleared', async () => {
    const admin = await signIn('admin', SERBIA);
    const created = await admin.create<AccountDto>(S, account);
    // The saves below all start from this copy: sent without its stamp, so not checked against each other.
    const { concurrencyStamp: _stamp, ...dto } = expectOk(created);
    expect(dto).toMatchObject({
      host: 'smtp.example.com',
      hasPassword: true,
      passwordHint: '••••b8a0',
      isDefault: false,
      isActive: true,
    });
    for (const answer of [created, await admin.get(S, dto.id), await admin.getAll(S)])
      expect(JSON.stringify(answer.body)).not.toContain('mailgun-key');
    const stored = async () =>
      (await admin.t.database.db.select().from(emailAccounts).where(eq(emailAccounts.id, dto.id)))[0]!;
    expect((await stored()).passwordSealed).toMatch(/^v1:/);
    expect((await stored()).passwordSealed).not.toContain(PASSWORD);
    const kept = expectOk(await admin.update<AccountDto>(S, { ...dto, fromName: 'Reservations' }));
    expect(kept).toMatchObject({ fromName: 'Reservations', hasPassword: true, passwordHint: '••••b8a0' });
    const replaced = expectOk(await admin.update<AccountDto>(S, { ...dto, password: 'short' }));
    expect(replaced.passwordHint).toBe('••••');
    const cleared = expectOk(await admin.update<AccountDto>(S, { ...dto, clearPassword: true }));
    expect(cleared).toMatchObject({ hasPassword: false, passwordHint: null });
    expect((await stored()).passwordSealed).toBeNull();
    // A password needs a user name; no user name means no authentication and no password.
    expect(rejection(await admin.update(S, { ...dto, userName: ' ', password: PASSWORD }))).toEqual({
      members: ['userName'],
      messages: ['Enter the user name that goes with the password.'],
    });
  });

  it('names each bad field, in the caller’s language', async () => {
    const admin = await signIn('admin', SERBIA);
    const bad = async (body: Record<string, unknown>) =>
      rejection(await admin.create(S, { ...account, ...body })).members;
    expect(await bad({ host: 'smtp example.com' })).toEqual(['host']);
    expect(await bad({ host: '' })).toEqual(['host']);
    expect(await bad({ port: 70000 })).toEqual(['port']);
    expect(await bad({ tlsMode: 'ssl' })).toEqual(['tlsMode']);
    expect(await bad({ fromAddress: 'bookings@' })).toEqual(['fromAddress']);
    const serbian = await admin.call({
      method: 'POST',
      url: app(`${S}/Create`),
      culture: 'sr',
      body: { ...account, host: 'smtp_example' },
    });
    expect(rejection(serbian).messages).toEqual([
      "Polje Host mora biti ime servera, npr. smtp.example.com, ili IP adresa; 'smtp_example' to nije.",
    ]);
    expect(
      rejection(await admin.create(S, { ...account, fromAddress: 'NOREPLY@serbia.clientcare.test' })),
    ).toEqual({
      members: ['fromAddress'],
      messages: ['An e-mail account already sends as NOREPLY@serbia.clientcare.test.'],
    });
  });

  it('keeps exactly one default, active, which cannot be unset or deleted while others remain', async () => {
    const admin = await signIn('admin', SERBIA);
    const [first] = items(await admin.getAll<AccountDto>(S, { IsDefault: true }));
    expect(rejection(await admin.update(S, { ...first, isDefault: false })).members).toEqual(['isDefault']);
    expect(rejection(await admin.update(S, { ...first, isActive: false })).members).toEqual(['isActive']);
    expect(
      rejection(await admin.create(S, { ...account, isDefault: true, isActive: false })).members,
    ).toEqual(['isActive']);
    const second = expectOk(await admin.create<AccountDto>(S, { ...account, isDefault: true }));
    expect(second.isDefault).toBe(true);
    expect(items(await admin.getAll<AccountDto>(S, { IsDefault: true })).map((a) => a.id)).toEqual([
      second.id,
    ]);
    const removal = await admin.remove(S, second.id);
    expect(removal.status).toBe(500);
    expect(removal.body.error?.message).toBe(
      'The default e-mail account cannot be deleted while there are other accounts: make another one the default first.',
    );
    expect((await admin.remove(S, first!.id)).status).toBe(200);
    // The first account of a tenant without one becomes its default.
    const other = await signIn('admin', NORTH_MACEDONIA, admin.t);
    for (const a of items(await other.getAll<AccountDto>(S))) await other.remove(S, a.id);
    const only = expectOk(await other.create<AccountDto>(S, { ...account, fromAddress: 'mk@example.com' }));
    expect(only.isDefault).toBe(true);
  });

  it('sends a test message that arrives in the catcher, which only the host reads', async () => {
    const catcher = await startSmtpCatcher();
    onTestFinished(() => catcher.close());
    const t = await createTestApp({ smtpCatcher: catcher });
    const admin = callerFor(t, await t.login('admin', SERBIA));
    const main = await defaultAccountOn(admin, catcher.port, { userName: 'demo', password: 'any' });
    const sent = await admin.call<{ messageId: string; response: string }>({
      method: 'POST',
      url: app(`${S}/SendTestMessage`),
      culture: 'de',
      body: { id: main.id, to: 'ana@example.com' },
    });
    expect(expectOk(sent).response).toMatch(/^250 /);
    const message = await catcher.waitFor((m) => m.to.includes('ana@example.com'));
    expect(message).toMatchObject({
      from: 'noreply@serbia.clientcare.test',
      subject: 'Testnachricht von Client Care Serbia',
    });
    expect(message.html).toContain('noreply@serbia.clientcare.test (127.0.0.1:');
    expect(expectOk(await admin.get<AccountDto>(S, main.id))).toMatchObject({ lastTestSucceeded: true });

    const host = callerFor(t, await t.login('admin', null));
    const caught = expectOk(
      await host.call<z.infer<typeof caughtMessageListDto>>({ url: app(`${S}/GetCaughtMessages`) }),
    );
    expect(caught).toMatchObject({ isRunning: true, address: `127.0.0.1:${catcher.port}`, capacity: 200 });
    expect(caught.items.map((m) => [m.from, m.to, m.subject])).toEqual([
      ['noreply@serbia.clientcare.test', ['ana@example.com'], 'Testnachricht von Client Care Serbia'],
    ]);
    const detail = expectOk(
      await host.call<z.infer<typeof caughtMessageDetailDto>>({
        url: app(`${S}/GetCaughtMessage`),
        query: { Id: caught.items[0]!.id },
      }),
    );
    expect(detail.html).toContain('Diese Nachricht wurde über das E-Mail-Konto');
    expect((await admin.call({ url: app(`${S}/GetCaughtMessages`) })).status).toBe(403);
    expect((await host.call({ method: 'DELETE', url: app(`${S}/DeleteCaughtMessages`) })).status).toBe(200);
    expect(catcher.messages()).toEqual([]);
  });

  it('refuses a taken port without stopping the process', async () => {
    const first = await startSmtpCatcher();
    onTestFinished(() => first.close());
    await expect(startSmtpCatcher({ port: first.port })).rejects.toThrow(/EADDRINUSE/);
  });

  it('answers a translated 502 in a few fixed categories (no server words) when the server is unreachable or refuses the sign-in, and never logs the password', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.password === PASSWORD
          ? callback(null, { user: auth.username })
          : callback(new Error('Invalid username or password')),
      onRcptTo: (address, _session, callback) =>
        address.address.startsWith('nobody@')
          ? callback(Object.assign(new Error('No such user here'), { responseCode: 550 }))
          : callback(),
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => refusing.close(resolve)));
    const port = (refusing.server.address() as AddressInfo).port;
    let logged = '';
    const t = await createTestApp({
      outbound: { allow: ['127.0.0.1'], timeoutMs: 2_000 },
      logger: {
        level: 'trace',
        stream: new Writable({
          write: (chunk: Buffer, _encoding, done) => {
            logged += chunk.toString();
            done();
          },
        }),
      },
    });
    const admin = callerFor(t, await t.login('admin', SERBIA));

    const wrong = await defaultAccountOn(admin, port, {
      userName: 'bookings',
      password: 'wrong-password-123456',
    });
    const refused = await sendTest(admin, wrong.id);
    expect(refused.status).toBe(502);
    expect(refused.body.error).toMatchObject({
      message: `The mail server 127.0.0.1:${port} refused the user name or password.`,
      details: null,
    });
    expect(expectOk(await admin.get<AccountDto>(S, wrong.id)).lastTestSucceeded).toBe(false);

    const right = await defaultAccountOn(admin, port, { password: PASSWORD });
    expect((await sendTest(admin, right.id)).status).toBe(200);
    expect(rejection(await sendTest(admin, right.id, 'nobody@example.com'))).toEqual({
      members: ['to'],
      messages: ['The mail server refused the recipient nobody@example.com.'],
    });
    expect(rejection(await sendTest(admin, right.id, 'not an address')).members).toEqual(['to']);

    const closed = await closedPort();
    const down = await defaultAccountOn(admin, closed, { password: PASSWORD });
    const unreachable = await admin.call({
      method: 'POST',
      url: app(`${S}/SendTestMessage`),
      culture: 'sr',
      body: { id: down.id, to: 'ana@example.com' },
    });
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.error?.message).toBe(
      `Povezivanje sa mejl serverom 127.0.0.1:${closed} nije uspelo ili on nije na vreme odgovorio kao mejl server: proverite server, port, TLS režim i zaštitni zid.`,
    );
    // TLS spoken to a server that does not: the same category as a closed port (no open-port tell).
    const tls = await defaultAccountOn(admin, port, { tlsMode: 'tls', password: PASSWORD });
    expect((await sendTest(admin, tls.id)).body.error?.message).toMatch(
      /^Could not connect to the mail server 127.0.0.1:/,
    );

    expect(logged).toContain('SendTestMessage');
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain('wrong-password-123456');
  });
});
