import { messages, PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from '../../../server/db/pgliteStatements.js';
import { pgliteTemplate } from '../reusableDatabase.js';

/**
 * A PGlite of the test's own, started from the run's template dump (about 0.6 s) instead of an empty initdb (about
 * 1.6 s): its tables do not matter here, only that its session is new.
 */
const ownPglite = async () => PGlite.create({ loadDataDir: await pgliteTemplate() });

// The embedded database's statements prepared once per text (server/db/pgliteStatements.ts).
describe('PGlite with named statements', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await ownPglite();
    await client.exec(`
      create table things (id serial primary key, name text not null unique, made timestamp not null);
      insert into things (name, made) values ('one', '2026-01-02 03:04:05'), ('two', '2026-02-03 04:05:06');`);
  });
  afterAll(() => client.close());

  const named = async () =>
    (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (r) => r.name,
    );

  it('prepares a text once and answers each call with its own values, as PGlite itself would', async () => {
    const db = withNamedStatements(client);
    const before = db.statementCache.prepared;
    const text = 'select id, name, made from things where id = $1 or name = $2 order by id';
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMP]: (value: string) => value } };
    const first = await db.query(text, [1, 'none'], options);
    const second = await db.query(text, [2, 'one'], options);
    expect(first.rows).toEqual([[1, 'one', '2026-01-02 03:04:05']]);
    expect(second.rows).toEqual([
      [1, 'one', '2026-01-02 03:04:05'],
      [2, 'two', '2026-02-03 04:05:06'],
    ]);
    expect(second).toEqual(await client.query(text, [2, 'one'], options));
    expect(db.statementCache.prepared).toBe(before + 1);
    expect(await named()).toHaveLength(db.statementCache.size);
    // Values of every kind go through PGlite's serializers (a date, a boolean, a null, a list).
    const row = await db.query<{ d: string; b: boolean; n: null; a: number[] }>(
      'select $1::timestamptz::text as d, $2::boolean as b, $3::int as n, $4::int[] as a',
      [new Date('2026-03-04T05:06:07Z'), true, null, [1, 2]],
    );
    expect(row.rows[0]).toEqual({ d: '2026-03-04 05:06:07+00', b: true, n: null, a: [1, 2] });
  });

  it("reads every kind of value, row mode and command as PGlite's own reader does", async () => {
    const db = withNamedStatements(client);
    const text = `select $1::int as i, 9007199254740993::bigint as big, 12.50::numeric(10,2) as money, true as yes,
      'Ђорђе Çela 🚌'::text as name, null::text as nothing, '2026-05-06 07:08:09'::timestamp as at,
      '2026-05-06'::date as day, '{"a":[1,"x"]}'::jsonb as doc, array['a','b,c']::text[] as list,
      array[1,2]::int[] as numbers, '00000000-0000-0000-0000-000000000001'::uuid as id, '\\x0102'::bytea as raw,
      1.5::float8 as ratio, interval '1 day' as span`;
    const drizzleParsers = {
      [types.TIMESTAMP]: (value: string) => value,
      [types.DATE]: (value: string) => value,
      [types.INTERVAL]: (value: string) => value,
    };
    for (const options of [
      { rowMode: 'array' as const, parsers: drizzleParsers },
      { rowMode: 'object' as const },
      undefined,
    ]) {
      const ours = await db.query(text, [7], options);
      const theirs = await client.query(text, [7], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    // Many rows, more than one read of the answer's buffer (about 200 KB), in order.
    const many = await db.query<{ n: number; pad: string }>(
      "select n, repeat('é', 100) as pad from generate_series(1, $1::int) as n",
      [1000],
    );
    expect(many.rows).toHaveLength(1000);
    expect(many.rows[999]).toEqual({ n: 1000, pad: 'é'.repeat(100) });
    // Writes say how many rows they touched; an empty answer has no rows.
    const insert = 'insert into things (name, made) values ($1, now()), ($2, now())';
    const inserted = await db.query(insert, ['w1', 'w2']);
    expect(inserted).toMatchObject({ affectedRows: 2, rows: [] });
    expect(await db.query('delete from things where name like $1', ['w%'])).toMatchObject({
      affectedRows: 2,
    });
    expect((await db.query('select * from things where false', [])).rows).toEqual([]);
  });

  it("reports a failed statement with PostgreSQL's code and stays usable", async () => {
    const db = withNamedStatements(client);
    const insert = 'insert into things (name, made) values ($1, now()) returning id';
    const error = await db.query(insert, ['one']).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'things_name_key',
      table: 'things',
      severity: 'ERROR',
      detail: 'Key (name)=(one) already exists.',
      message: 'duplicate key value violates unique constraint "things_name_key"',
      query: insert,
      params: ['one'],
    });
    expect(error).toBeInstanceOf(messages.DatabaseError);
    // The failed statement left no transaction open: the next calls work, the same text included.
    const added = await db.query<{ id: number }>(insert, ['three']);
    expect(added.rows).toHaveLength(1);
    await db.query('delete from things where name = $1', ['three']);
    const syntax = await db.query('select from where', []).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await db.query('select count(*)::int as n from things', [])).rows).toEqual([{ n: 2 }]);
  });

  it('never runs inside a transaction that is open at the time: it waits for it to end', async () => {
    const db = withNamedStatements(client);
    const count = () => db.query<{ n: number }>('select count(*)::int as n from things', []);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query(`insert into things (name, made) values ('uncommitted', now())`);
        inserted();
        await held;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await insertedNow;
    const during = count();
    release();
    expect(await transaction).toBe('rolled back');
    // Had it run in the open transaction, it would have counted the row that was rolled back.
    expect((await during).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a kept text again when the schema changed under it', async () => {
    const db = withNamedStatements(client);
    await client.exec(`create table shifting (a int); insert into shifting values (1);`);
    expect((await db.query('select * from shifting', [])).rows).toEqual([{ a: 1 }]);
    await client.exec(`alter table shifting add column b int default 2;`);
    expect((await db.query('select * from shifting', [])).rows).toEqual([{ a: 1, b: 2 }]);
    await client.exec('drop table shifting');
  });

  it('keeps at most `max` statements and closes the least recently used in the same exchange', async () => {
    const own = await ownPglite();
    try {
      const db = withNamedStatements(own, { max: 2 });
      const onServer = async () =>
        (
          await own.query<{ statement: string }>('select statement from pg_prepared_statements order by name')
        ).rows.map((r) => r.statement);
      await db.query('select 1 as one', []);
      await db.query('select 2 as two', []);
      await db.query('select 1 as one', []);
      await db.query('select 3 as three', []);
      // "select 2" was the least recently used.
      expect(db.statementCache.size).toBe(2);
      expect(await onServer()).toEqual(['select 1 as one', 'select 3 as three']);
      await db.query('select 4 as four', []);
      expect(await onServer()).toEqual(['select 3 as three', 'select 4 as four']);
      expect((await db.query('select 2 as two', [])).rows).toEqual([{ two: 2 }]);
      expect(db.statementCache.prepared).toBe(5);
      // Another wrapper of the same client shares its statements (one session, one namespace of names).
      expect(withNamedStatements(own).statementCache.size).toBe(2);
    } finally {
      await own.close();
    }
    // A database of its own: starting one takes seconds on a busy machine.
  }, 60_000);

  it('passes everything else through to PGlite, and keeps what is assigned to it', async () => {
    const db = withNamedStatements(client);
    expect(await db.transaction(async (tx) => (await tx.query('select 5 as five')).rows)).toEqual([
      { five: 5 },
    ]);
    const seen: string[] = [];
    const query = db.query.bind(db);
    db.query = ((text: string, ...rest: []) => {
      seen.push(text);
      return query(text, ...rest);
    }) as typeof db.query;
    await db.query('select 6 as six', []);
    expect(seen).toEqual(['select 6 as six']);
    expect(client.closed).toBe(false);
  });
});
