import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { z } from 'zod';
import type { emailAccountDto } from '../../../src/api/schemas/emailAccount.js';
import { app, createTestApp } from '../helpers.js';
import { callerFor, expectOk, items, rejection, SERBIA, type Caller } from './helpers.js';

type AccountDto = z.infer<typeof emailAccountDto>;
const S = 'EmailAccount';
const PASSWORD = 'mailgun-key-7f3a9c2e51d4b8a0';

/** An SMTP server on a random local port that accepts every sign-in and records each one (user, password). */
async function recordingServer() {
  const auths: { username: string; password: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => {
      auths.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(resolve)));
  return { port: (server.server.address() as AddressInfo).port, auths };
}

const sendTest = (caller: Caller, body: Record<string, unknown>) =>
  caller.call<{ messageId: string; response: string }>({
    method: 'POST',
    url: app(`${S}/SendTestMessage`),
    body: { to: 'ana@example.com', ...body },
  });

/** A server whose outbound allow-list admits 127.0.0.1 (the recording servers' address), and its Serbian admin. */
async function adminWithLocalServers() {
  const t = await createTestApp({ outbound: { allow: ['127.0.0.1'], timeoutMs: 2_000 } });
  return callerFor(t, await t.login('admin', SERBIA));
}

describe('EmailAccount: a kept password never goes to another server', { timeout: 60_000 }, () => {
  it('refuses to keep the password when the host, port, TLS mode or user name changes', async () => {
    const admin = await adminWithLocalServers();
    const mine = await recordingServer();
    const theirs = await recordingServer();
    // The saves below all start from this copy: sent without its stamp, so not checked against each other.
    const { concurrencyStamp: _stamp, ...saved } = expectOk(
      await admin.create<AccountDto>(S, {
        host: '127.0.0.1',
        port: mine.port,
        tlsMode: 'none',
        userName: 'bookings',
        password: PASSWORD,
        fromAddress: 'bookings@example.com',
        fromName: null,
      }),
    );
    // The attack of issue 26: point the account at another server, keep the password, send a test.
    const moved = await admin.update<AccountDto>(S, { ...saved, port: theirs.port, password: null });
    await sendTest(admin, { id: saved.id });
    expect(theirs.auths).toEqual([]);
    expect(rejection(moved)).toEqual({
      members: ['password'],
      messages: ['The server or the user name changed: enter the password again.'],
    });
    expect(mine.auths).toEqual([{ username: 'bookings', password: PASSWORD }]);
    for (const change of [{ host: 'smtp.example.com' }, { tlsMode: 'starttls' }, { userName: 'other' }])
      expect(rejection(await admin.update(S, { ...saved, ...change })).members).toEqual(['password']);
    const serbian = await admin.call({
      method: 'PUT',
      url: app(`${S}/Update`),
      culture: 'sr',
      body: { ...saved, host: 'smtp.example.com' },
    });
    expect(rejection(serbian).messages).toEqual([
      'Server ili korisničko ime je promenjen: ponovo unesite lozinku.',
    ]);
    // With the password entered again, or cleared, or with only the sender changed, the save goes through.
    expect(expectOk(await admin.update<AccountDto>(S, { ...saved, fromName: 'Bookings' })).hasPassword).toBe(
      true,
    );
    const retyped = expectOk(
      await admin.update<AccountDto>(S, { ...saved, port: theirs.port, password: 'their-own-password' }),
    );
    expect(retyped.passwordHint).toBe('••••word');
    const cleared = expectOk(
      await admin.update<AccountDto>(S, { ...saved, port: mine.port, clearPassword: true }),
    );
    expect(cleared.hasPassword).toBe(false);
  });

  it('sends unsaved form values, with the stored password only to the stored destination', async () => {
    const admin = await adminWithLocalServers();
    const mine = await recordingServer();
    const theirs = await recordingServer();
    const [main] = items(await admin.getAll<AccountDto>(S, { IsDefault: true }));
    const saved = expectOk(
      await admin.update<AccountDto>(S, {
        ...main,
        host: '127.0.0.1',
        port: mine.port,
        tlsMode: 'none',
        userName: 'bookings',
        password: PASSWORD,
      }),
    );
    const form = { host: '127.0.0.1', port: theirs.port, tlsMode: 'none', userName: 'bookings' };
    expect(rejection(await sendTest(admin, { id: saved.id, ...form }))).toEqual({
      members: ['password'],
      messages: ['The server or the user name changed: enter the password again.'],
    });
    expect(theirs.auths).toEqual([]);
    expectOk(await sendTest(admin, { id: saved.id, ...form, password: 'typed-in-the-form' }));
    expect(theirs.auths).toEqual([{ username: 'bookings', password: 'typed-in-the-form' }]);
    // The stored destination, given as form values, still uses the stored password.
    expectOk(await sendTest(admin, { id: saved.id, ...form, port: mine.port }));
    expect(mine.auths).toEqual([{ username: 'bookings', password: PASSWORD }]);
    // An unsaved test leaves the account's "last test" alone.
    expect(expectOk(await admin.get<AccountDto>(S, saved.id)).lastTestSucceeded).toBe(true);
  });
});
