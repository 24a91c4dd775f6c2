import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app, createTestApp } from '../helpers.js';

describe('error logs', () => {
  it('carry no SQL, parameters, password hashes, tokens or bodies: one short line per error', async () => {
    const logged: string[] = [];
    const t = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } },
    });
    const token = await t.login('admin', 3);
    // Make the password update fail inside the database: its query carries the new hash as a parameter.
    await t.database.db.execute(
      sql`alter table users add constraint no_new_hashes check (length(password_hash) < 10) not valid`,
    );
    const res = await t.call({
      method: 'POST',
      url: app('User/ChangePassword'),
      token,
      body: { currentPassword: '123qwe', newPassword: 'Sup3r-secret' },
    });
    expect(res.status).toBe(500);
    const correlationId = res.body.error?.correlationId;
    const errors = logged.filter((l) => l.includes('"level":50'));
    expect(errors).toHaveLength(1);
    const line = errors[0]!;
    expect(line).toContain(correlationId);
    expect(line).toContain('23514');
    for (const secret of ['scrypt$', 'update "users"', 'params', 'Sup3r-secret', '123qwe', token, 'Bearer'])
      expect(line).not.toContain(secret);
    expect(line.length).toBeLessThan(1200);
    // Request logs carry neither the Authorization header nor the body.
    const all = logged.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain('Sup3r-secret');
  });
});
