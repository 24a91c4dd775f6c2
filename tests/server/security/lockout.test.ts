import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepLoginAttempts } from '../../../server/abp/lockout.js';
import { passwordChecks } from '../../../server/abp/password.js';
import { loginAttempts, loginLogs } from '../../../server/db/schema.js';
import { createTestApp } from '../helpers.js';

const authenticate = '/api/TokenAuth/Authenticate';
const locked = 'The user account has been locked out. Please try again later.';
const invalid = 'Invalid user name or password';

/** Sign-in attempts from a given client address (the proxy is trusted, so X-Forwarded-For counts). */
async function lockoutApp() {
  const t = await createTestApp({ trustProxy: true });
  const attempt = (userName: string, password: string, ip = '198.51.100.1', tenantId = 4) =>
    t.call({
      method: 'POST',
      url: authenticate,
      tenantId,
      headers: { 'x-forwarded-for': ip },
      body: { userNameOrEmailAddress: userName, password },
    });
  return { ...t, attempt };
}

// Dozens of password hashes per test: slow on a busy two-core machine, so each test gets 60 s.
describe('sign-in lockout', { timeout: 60_000 }, () => {
  it('checks at most five of twenty parallel wrong passwords, then refuses the right one', async () => {
    const { attempt, database } = await lockoutApp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt('agent', 'wrong')));
    expect(answers.every((a) => a.status === 500)).toBe(true);
    const results = (await database.db.select().from(loginLogs).where(eq(loginLogs.tenantId, 4))).map(
      (r) => r.result,
    );
    // Each checked wrong password is logged InvalidPassword, except the fifth, which locks.
    expect(results.filter((r) => r === 'InvalidPassword').length).toBeLessThanOrEqual(4);
    expect(results.filter((r) => r === 'LockedOut')).toHaveLength(
      20 - results.filter((r) => r === 'InvalidPassword').length,
    );
    expect((await attempt('agent', '123qwe')).body.error?.details).toBe(locked);
  });

  it('locks a stranger out of an account without locking its owner, who signs in from elsewhere', async () => {
    const { attempt } = await lockoutApp();
    for (let i = 0; i < 5; i += 1) await attempt('admin', 'guess', '203.0.113.66');
    expect((await attempt('admin', '123qwe', '203.0.113.66')).body.error?.details).toBe(locked);
    const owner = await attempt('admin', '123qwe', '198.51.100.7');
    expect(owner.status).toBe(200);
  });

  it('locks the account for everyone after many failures from many addresses', async () => {
    const { attempt } = await lockoutApp();
    // 10 addresses × 5 failures = the account-wide limit of 50.
    for (let a = 0; a < 10; a += 1)
      for (let i = 0; i < 5; i += 1) await attempt('finance', 'guess', `192.0.2.${a + 10}`);
    const owner = await attempt('finance', '123qwe', '198.51.100.9');
    expect(owner.body.error?.details).toBe(locked);
  });

  it('answers unknown names exactly like real ones, locks them alike, and spends the same work', async () => {
    const { attempt } = await lockoutApp();
    // The work is counted, not timed: at the test run's cheap hash cost a scrypt check is a millisecond or two, far
    // below the noise of a request's time on a busy machine (a timed version of this check failed in CI).
    const checked = async (userName: string) => {
      const before = passwordChecks.length ? passwordChecks[passwordChecks.length - 1] : undefined;
      const res = await attempt(userName, 'wrong', '198.51.100.20');
      const last = passwordChecks[passwordChecks.length - 1];
      expect(last, `${userName}: a stored hash was checked`).toBeDefined();
      expect(last).not.toBe(before);
      return { cost: last!.cost, details: res.body.error?.details };
    };
    for (let i = 0; i < 4; i += 1) {
      const known = await checked('agent');
      const unknown = await checked('nobody-here');
      expect(known.details).toBe(invalid);
      expect(unknown.details).toBe(invalid);
      // Both check one scrypt hash of the same cost: an unknown name is not answered faster.
      expect(unknown.cost).toBe(known.cost);
    }
    // The fifth failure locks the unknown name too, with the same words.
    expect((await attempt('nobody-here', 'wrong', '198.51.100.20')).body.error?.details).toBe(locked);
    expect((await attempt('agent', 'wrong', '198.51.100.20')).body.error?.details).toBe(locked);
  });

  it('lets an administrator password reset lift the lockout', async () => {
    const { attempt, login, call } = await lockoutApp();
    for (let i = 0; i < 5; i += 1) await attempt('agent', 'guess');
    const admin = await login('admin', 4);
    const { body: list } = await call<{ items: { id: number; userName: string }[] }>({
      url: '/api/services/app/User/GetAll',
      token: admin,
      query: { keyword: 'agent' },
    });
    const agent = list.result!.items.find((u) => u.userName === 'agent')!;
    const reset = await call({
      method: 'POST',
      url: '/api/services/app/User/ResetPassword',
      token: admin,
      body: { adminPassword: '123qwe', userId: agent.id, newPassword: 'n3w-secret' },
    });
    expect(reset.status).toBe(200);
    expect((await attempt('agent', 'n3w-secret')).status).toBe(200);
  });
});

describe('lockout bookkeeping', () => {
  it('drops counters idle for a day unless they still lock', async () => {
    const { database } = await createTestApp();
    const old = new Date(Date.now() - 2 * 86_400_000);
    await database.db.insert(loginAttempts).values([
      { accountKey: 'n:3:SPRAYED', clientIp: '192.0.2.1', failedCount: 1, lastAttempt: old },
      { accountKey: 'u:1', clientIp: '192.0.2.1', failedCount: 2, lastAttempt: new Date() },
      {
        accountKey: 'u:2',
        clientIp: '192.0.2.1',
        failedCount: 5,
        lastAttempt: old,
        lockoutEnd: new Date(Date.now() + 60_000),
      },
    ]);
    await sweepLoginAttempts(database.db);
    const left = (await database.db.select().from(loginAttempts)).map((r) => r.accountKey).sort();
    expect(left).toEqual(['u:1', 'u:2']);
  });
});
