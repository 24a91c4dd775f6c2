import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { app, createTestApp } from './helpers.js';

// The tests of a file run in turn on one worker, so the second sees what the first left behind.
describe('the database a test gets', () => {
  it('may be changed freely: rows, sequences and even the schema', async () => {
    const t = await createTestApp();
    await t.database.db.execute(sql`update users set name = 'Changed' where user_name = 'admin'`);
    await t.database.db.execute(
      sql`alter table users add constraint cc_probe check (length(password_hash) < 10) not valid`,
    );
    const token = await t.login('admin', 3);
    const refused = await t.call({
      method: 'POST',
      url: app('User/ChangeLanguage'),
      token,
      body: { languageName: 'de' },
    });
    expect(refused.status).toBe(500);
  });

  it('comes back as the template: the next test sees neither the rows nor the constraint', async () => {
    const t = await createTestApp();
    const changed = await t.database.db.select().from(users).where(eq(users.name, 'Changed'));
    expect(changed).toEqual([]);
    // Without the constraint, the user's row can be written again.
    const token = await t.login('admin', 3);
    const saved = await t.call({
      method: 'POST',
      url: app('User/ChangeLanguage'),
      token,
      body: { languageName: 'de' },
    });
    expect(saved.status).toBe(200);
  });
});
