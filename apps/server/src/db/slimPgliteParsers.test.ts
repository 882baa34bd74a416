import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slimPgliteParsers } from './slimPgliteParsers';

/** one row of every kind of value the app (or a later query) may read back */
const everyKind = `select
  1::int2 as i2, 2::int4 as i4, 3::int8 as i8, 1.5::float4 as f4, 2.5::float8 as f8,
  12.34::numeric as num, true as b, 'text' as t, 'v'::varchar as v,
  '7c9e6679-7425-40de-944b-e07fc1f90ae7'::uuid as u,
  '{"a":[1,2]}'::json as j, '{"b":true}'::jsonb as jb, '\\x00ff'::bytea as by,
  '2026-01-02T03:04:05Z'::timestamptz as ts, '2026-01-02'::date as d,
  array[1,2]::int4[] as ai, array[3]::int8[] as al, array['x','y'] as at,
  array[true,false] as ab, array['{"c":1}'::jsonb] as aj,
  array['2026-01-02T03:04:05Z'::timestamptz] as ats,
  array['7c9e6679-7425-40de-944b-e07fc1f90ae7'::uuid] as au,
  array[array[1,2],array[3,4]] as nested, null::int4[] as nul`;

describe('slimPgliteParsers', () => {
  let plain: PGlite;
  let slim: PGlite;

  beforeAll(async () => {
    plain = await PGlite.create();
    slim = await PGlite.create();
    await slim.exec(`create type mood as enum ('ok', 'sad')`);
    await slim.refreshArrayTypes();
    slimPgliteParsers(slim);
  });

  afterAll(async () => {
    await plain?.close();
    await slim?.close();
  });

  it('leaves only a handful of entries for PGlite to copy on every query', () => {
    expect(Object.keys(plain.parsers).length).toBeGreaterThan(200);
    expect(Object.keys(slim.parsers).length).toBeLessThan(20);
  });

  it('parses every kind of value exactly as an untouched client does', async () => {
    const expected = (await plain.query(everyKind)).rows;
    expect((await slim.query(everyKind)).rows).toEqual(expected);
    expect(expected[0]).toMatchObject({
      i8: 3,
      ai: [1, 2],
      ab: [true, false],
      nested: [
        [1, 2],
        [3, 4],
      ],
    });
    // and through the extended protocol, with parameters
    const withParams = `select $1::int4[] as a, $2::jsonb as j`;
    const params = [[5, 6], { k: 'v' }];
    expect((await slim.query(withParams, params)).rows).toEqual(
      (await plain.query(withParams, params)).rows,
    );
  });

  it("keeps the database's own types (an enum array made after start-up) with the client", async () => {
    const { rows } = await slim.query<{ moods: string[] }>(
      `select array['ok','sad']::mood[] as moods`,
    );
    expect(rows[0]!.moods).toEqual(['ok', 'sad']);
  });
});
