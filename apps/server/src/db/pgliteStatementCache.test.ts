import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_CACHE, withStatementCache, type StatementCache } from './pgliteStatementCache';

const setup = `
  create table items (
    id uuid primary key, owner uuid not null, title text not null unique, n int8,
    tags text[], meta jsonb, at timestamptz not null default '2026-01-01T00:00:00Z', flag boolean
  );
  insert into items values
    ('7c9e6679-7425-40de-944b-e07fc1f90ae7', '00000000-0000-0000-0000-000000000001', 'first', 1,
     '{a,b}', '{"k":[1,2]}', '2026-01-02T03:04:05Z', true),
    ('8c9e6679-7425-40de-944b-e07fc1f90ae7', '00000000-0000-0000-0000-000000000001', 'second', null,
     null, null, '2026-01-03T03:04:05Z', false);`;

/** Drizzle's options for its prepared queries: rows as arrays, timestamps left as text */
const drizzleLike: QueryOptions = {
  rowMode: 'array',
  parsers: { [types.TIMESTAMPTZ]: (v: string) => v, [types.TIMESTAMP]: (v: string) => v },
};

describe('withStatementCache (PGlite)', () => {
  let plain: PGlite;
  let fast: PGlite;
  let cache: StatementCache;

  beforeAll(async () => {
    plain = await PGlite.create();
    const inner = await PGlite.create();
    await plain.exec(setup);
    await inner.exec(setup);
    fast = withStatementCache(inner, { maxStatements: 4 });
    cache = Reflect.get(fast, STATEMENT_CACHE) as StatementCache;
  });

  afterAll(async () => {
    await plain?.close();
    await fast?.close();
  });

  /** the same query on both clients: same answer, and the wrapped one answered it itself */
  const same = async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const hits = cache.hits;
    const expected = await plain.query(text, params, options);
    const actual = await fast.query(text, params, options);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.fields).toEqual(expected.fields);
    expect(actual.affectedRows).toEqual(expected.affectedRows);
    expect(cache.hits).toBe(hits + 1);
    return actual;
  };

  it('answers SELECTs exactly as PGlite does, rows as objects or arrays, with parser overrides', async () => {
    const all = await same('select * from items order by title');
    expect(all.rows).toHaveLength(2);
    expect(all.rows[0]).toMatchObject({ n: 1, tags: ['a', 'b'], meta: { k: [1, 2] }, flag: true });
    await same('select * from items where owner = $1 order by at desc', [
      '00000000-0000-0000-0000-000000000001',
    ]);
    const arrays = await same(
      'select id, at, n from items where id = $1',
      ['7c9e6679-7425-40de-944b-e07fc1f90ae7'],
      drizzleLike,
    );
    expect(arrays.rows[0]).toEqual([
      '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      '2026-01-02 03:04:05+00',
      1,
    ]);
    // a second run of a cached text
    await same('select * from items where owner = $1 order by at desc', [
      '00000000-0000-0000-0000-000000000001',
    ]);
    await same('select $1::text as t, $2::int4 as i, $3::jsonb as j, $4::timestamptz as d', [
      null,
      7,
      { x: 'é ✓' },
      new Date('2026-05-06T07:08:09Z'),
    ]);
  });

  it('writes: INSERT / UPDATE / DELETE with RETURNING and the affected-row count', async () => {
    await same(
      `insert into items (id, owner, title, tags, meta) values ($1, $2, $3, $4, $5) returning id, title, tags`,
      [
        '9c9e6679-7425-40de-944b-e07fc1f90ae7',
        '00000000-0000-0000-0000-000000000002',
        'third',
        ['x'],
        { y: 1 },
      ],
    );
    const updated = await same(`update items set n = coalesce(n, 0) + 1 where owner = $1`, [
      '00000000-0000-0000-0000-000000000001',
    ]);
    expect(updated.affectedRows).toBe(2);
    await same(
      `with d as (delete from items where title = $1 returning id) select count(*)::int as c from d`,
      ['third'],
    );
  });

  it("a failing query rejects with PGlite's own error, and the next one works", async () => {
    const duplicate = `insert into items (id, owner, title) values (gen_random_uuid(), $1, $2)`;
    const owner = '00000000-0000-0000-0000-000000000001';
    const plainError: unknown = await plain
      .query(duplicate, [owner, 'first'])
      .catch((e: unknown) => e);
    const fastError: unknown = await fast
      .query(duplicate, [owner, 'first'])
      .catch((e: unknown) => e);
    expect(fastError).toBeInstanceOf(Error);
    expect((fastError as Error).message).toBe((plainError as Error).message);
    expect(fastError).toMatchObject({ code: '23505' });
    const syntax: unknown = await fast.query('select from where').catch((e: unknown) => e);
    expect((syntax as Error).message).toMatch(/syntax error/);
    await same('select count(*)::int as c from items');
  });

  it('a statement whose table changed is prepared again', async () => {
    const text = 'select * from items where title = $1';
    await same(text, ['first']);
    await plain.exec('alter table items add column extra int default 5');
    await fast.exec('alter table items add column extra int default 5');
    const after = await fast.query<{ extra: number }>(text, ['first']);
    expect(after.rows[0]!.extra).toBe(5);
    await same(text, ['second']);
  });

  it('keeps at most maxStatements, and an evicted text still runs', async () => {
    for (let i = 0; i < 6; i++) await same(`select ${i} as k, count(*)::int as c from items`);
    expect(cache.size).toBeLessThanOrEqual(4);
    await same('select 0 as k, count(*)::int as c from items');
  });

  it('waits for a transaction in flight, like PGlite: no query runs inside it by mistake', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const didInsert = new Promise<void>((r) => (inserted = r));
    const tx = fast.transaction(async (t) => {
      await t.query(
        `insert into items (id, owner, title) values (gen_random_uuid(), gen_random_uuid(), 'in tx')`,
      );
      inserted();
      await held;
      await t.rollback();
    });
    await didInsert;
    let answered = false;
    const outside = fast
      .query<{ c: number }>(`select count(*)::int as c from items where title = $1`, ['in tx'])
      .then((r) => {
        answered = true;
        return r;
      });
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    release();
    await tx;
    expect((await outside).rows[0]!.c).toBe(0);
  });

  it('leaves transaction control, SET and multi-statement text to PGlite', async () => {
    const hits = cache.hits;
    await fast.query('set search_path to public');
    await fast.exec('select 1; select 2');
    expect(cache.hits).toBe(hits);
  });

  it('keeps no answer after it is used (PGlite collects the messages of raw calls)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    await fast.exec(`create table big (id int primary key, code text);
      insert into big select g, repeat('x', 2000) from generate_series(1, 50) g`);
    const run = async (n: number) => {
      for (let i = 0; i < n; i++)
        await fast.query('select * from big where id = $1', [(i % 50) + 1]);
      gc();
      return process.memoryUsage().heapUsed;
    };
    const before = await run(1000);
    // 10,000 answers of ~2 KB: ~20 MB if they were kept
    const after = await run(10_000);
    expect(after - before).toBeLessThan(8_000_000);
  });
});
