import {
  DEFAULT_FLOWCHART_TITLE,
  FLOWCHART_LIMIT_REACHED,
  type Flowchart,
  type FlowchartListItem,
} from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { call, sample, testDataKey } from '../../test/flowchartRequests';

const notFound = { detail: 'Flowchart not found' };

describe.each(testDrivers)('saved flowcharts (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });

  async function create(token: string, overrides: Record<string, unknown> = {}) {
    const res = await call(ctx(), 'POST', '/api/flowcharts', token, sample(overrides));
    expect(res.statusCode).toBe(201);
    return res.json<Flowchart>();
  }

  it.each([
    ['POST', '/api/flowcharts'],
    ['GET', '/api/flowcharts/user'],
    ['GET', '/api/flowcharts/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/flowcharts/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/flowcharts/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await call(
      ctx(),
      method,
      url,
      null,
      method === 'POST' || method === 'PUT' ? sample() : undefined,
    );
    expect(res.statusCode).toBe(401);
  });

  it('creates a flowchart and reads it back whole', async () => {
    const { token } = await createTestUser(ctx());
    const created = await create(token, { title: '  Loop  ', is_compact: true });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(created.created_at)).not.toBeNaN();
    expect(created).toEqual({
      id: created.id,
      title: 'Loop',
      language: 'python',
      is_compact: true,
      code: sample().code,
      flowchart: sample().flowchart,
      is_shared: false,
      is_embedded: false,
      created_at: created.created_at,
      updated_at: created.created_at,
    });
    const res = await call(ctx(), 'GET', `/api/flowcharts/${created.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
  });

  it.each([[''], ['   '], [null], [undefined]])(
    'titles %j as "Untitled Flowchart"',
    async (title) => {
      const { token } = await createTestUser(ctx());
      const created = await create(token, { title });
      expect(created.title).toBe(DEFAULT_FLOWCHART_TITLE);
    },
  );

  it.each([
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title'],
    ['an unknown language', { language: 'cobol' }, 'language'],
    ['missing code', { code: undefined }, 'code'],
    ['a non-boolean is_compact', { is_compact: 'yes' }, 'is_compact'],
    ['a NUL character in the title', { title: 'a\u0000b' }, 'title'],
  ])('answers 422 for %s', async (_, overrides, field) => {
    const { token } = await createTestUser(ctx());
    const res = await call(ctx(), 'POST', '/api/flowcharts', token, sample(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc).toEqual(['body', field]);
  });

  it('says which text holds a NUL character, on create and on update, and stores nothing', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const res = await call(ctx(), 'POST', '/api/flowcharts', token, sample({ title: 'a\u0000b' }));
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ['body', 'title'],
          msg: 'Text must not contain the NUL character (U+0000)',
          type: 'value_error',
        },
      ],
    });
    expect((await call(ctx(), 'GET', '/api/flowcharts/user', token)).json()).toEqual([]);
    const created = await create(token);
    const update = await call(ctx(), 'PUT', `/api/flowcharts/${created.id}`, token, {
      title: '\u0000',
    });
    expect(update.statusCode).toBe(422);
    const after = await call(ctx(), 'GET', `/api/flowcharts/${created.id}`, token);
    expect(after.json<Flowchart>().title).toBe(created.title);
  });

  it('keeps a NUL character in code and diagram (stored encrypted)', async () => {
    const { token } = await createTestUser(ctx());
    const created = await create(token, {
      code: 'x = "\u0000"\n',
      flowchart: 'flowchart TD\n%% \u0000',
    });
    const res = await call(ctx(), 'GET', `/api/flowcharts/${created.id}`, token);
    expect(res.json<Flowchart>()).toMatchObject({
      code: 'x = "\u0000"\n',
      flowchart: 'flowchart TD\n%% \u0000',
    });
  });

  it('refuses code over the plan size with 413', async () => {
    const { token } = await createTestUser(ctx());
    const res = await call(
      ctx(),
      'POST',
      '/api/flowcharts',
      token,
      sample({ code: 'x = 1\n'.repeat(301) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json<{ detail: string }>().detail).toMatch(
      /^This code has 301 lines; the Free plan allows 300\./,
    );
  });

  it("lists the user's own flowcharts, newest update first, without code", async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'pro' });
    const other = await createTestUser(ctx());
    await create(other.token, { title: 'not mine' });
    const a = await create(token, { title: 'A' });
    const b = await create(token, { title: 'B' });
    const c = await create(token, { title: 'C' });
    expect(
      (await call(ctx(), 'PUT', `/api/flowcharts/${a.id}`, token, { title: 'A2' })).statusCode,
    ).toBe(200);

    const res = await call(ctx(), 'GET', '/api/flowcharts/user', token);
    expect(res.statusCode).toBe(200);
    const list = res.json<FlowchartListItem[]>();
    expect(list.map((f) => f.id)).toEqual([a.id, c.id, b.id]);
    expect(list[0]?.title).toBe('A2');
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['created_at', 'id', 'is_compact', 'language', 'title', 'updated_at'].sort(),
    );
  });

  it('updates part of a flowchart with can_edit, keeping the rest', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'pro' });
    const created = await create(token);
    const res = await call(ctx(), 'PUT', `/api/flowcharts/${created.id}`, token, {
      code: 'x = 2\n',
      is_compact: true,
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<Flowchart>();
    expect(updated).toMatchObject({
      title: 'Loop',
      code: 'x = 2\n',
      is_compact: true,
      flowchart: created.flowchart,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
    expect(updated.created_at).toBe(created.created_at);
    const blankTitle = await call(ctx(), 'PUT', `/api/flowcharts/${created.id}`, token, {
      title: ' ',
    });
    expect(blankTitle.json<Flowchart>().title).toBe(DEFAULT_FLOWCHART_TITLE);
  });

  it('patches every field, false included; an empty patch keeps everything but updated_at', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'pro' });
    const created = await create(token);
    const put = async (patch: object) => {
      const res = await call(ctx(), 'PUT', `/api/flowcharts/${created.id}`, token, patch);
      expect(res.statusCode).toBe(200);
      return res.json<Flowchart>();
    };
    const all = {
      title: 'All new',
      language: 'javascript',
      code: 'let x = 1;\n',
      is_compact: true,
      flowchart: 'flowchart TD\n  A["x"]',
    };
    expect(await put(all)).toMatchObject(all);
    expect(await put({ is_compact: false })).toMatchObject({ ...all, is_compact: false });
    const same = await put({});
    expect(same).toMatchObject({ ...all, is_compact: false });
    // and what was stored reads back the same
    const read = await call(ctx(), 'GET', `/api/flowcharts/${created.id}`, token);
    expect(read.json<Flowchart>()).toEqual(same);
  });

  it('answers 403 "Upgrade to edit flowcharts" without can_edit, and for an expired paid tier', async () => {
    const free = await createTestUser(ctx());
    const expired = await createTestUser(ctx(), {
      subscriptionTier: 'premium',
      subscriptionExpiryDate: new Date(Date.now() - 1000),
    });
    for (const { token } of [free, expired]) {
      const created = await create(token);
      const res = await call(ctx(), 'PUT', `/api/flowcharts/${created.id}`, token, {
        title: 'New',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Upgrade to edit flowcharts' });
    }
  });

  it('deletes a flowchart; it is gone afterwards', async () => {
    const { token } = await createTestUser(ctx());
    const created = await create(token);
    const res = await call(ctx(), 'DELETE', `/api/flowcharts/${created.id}`, token);
    expect(res.statusCode).toBe(204);
    expect((await call(ctx(), 'GET', `/api/flowcharts/${created.id}`, token)).statusCode).toBe(404);
    expect((await call(ctx(), 'DELETE', `/api/flowcharts/${created.id}`, token)).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another user's flowchart on every verb, and leaves it alone", async () => {
    const owner = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const intruder = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const created = await create(owner.token);
    const url = `/api/flowcharts/${created.id}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['PUT', url, { title: 'mine now' }],
      ['DELETE', url, undefined],
      ['POST', `${url}/share`, undefined],
      ['DELETE', `${url}/share`, undefined],
    ] as const) {
      const res = await call(ctx(), method, path, intruder.token, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    const still = await call(ctx(), 'GET', url, owner.token);
    expect(still.json<Flowchart>()).toMatchObject({ title: 'Loop', is_shared: false });
  });

  it.each(['abc', '1', '00000000-0000-4000-8000-00000000000g', "' or 1=1 --"])(
    'answers 404 for the malformed id %j on every verb',
    async (id) => {
      const { token } = await createTestUser(ctx(), { subscriptionTier: 'premium' });
      const url = `/api/flowcharts/${encodeURIComponent(id)}`;
      for (const [method, path, body] of [
        ['GET', url, undefined],
        ['PUT', url, { title: 'x' }],
        ['DELETE', url, undefined],
        ['POST', `${url}/share`, undefined],
        ['DELETE', `${url}/share`, undefined],
      ] as const) {
        const res = await call(ctx(), method, path, token, body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json()).toEqual(notFound);
      }
    },
  );

  it('stops a free user at 5 lifetime flowcharts; deleting does not give one back', async () => {
    const { user, token } = await createTestUser(ctx());
    const made: Flowchart[] = [];
    for (let i = 0; i < 5; i++) made.push(await create(token, { title: `#${i}` }));
    const refused = await call(ctx(), 'POST', '/api/flowcharts', token, sample());
    expect(refused.statusCode).toBe(403);
    const detail = refused.json<{ detail: string }>().detail;
    expect(detail.startsWith(FLOWCHART_LIMIT_REACHED)).toBe(true);
    expect(detail).toBe(
      'You have reached your flowchart limit (5 on the Free plan). Upgrade to Pro for up to 100 flowcharts.',
    );

    expect((await call(ctx(), 'DELETE', `/api/flowcharts/${made[0]?.id}`, token)).statusCode).toBe(
      204,
    );
    expect((await call(ctx(), 'POST', '/api/flowcharts', token, sample())).statusCode).toBe(403);
    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lifetimeFlowchartsCreated).toBe(5);
    const list = await call(ctx(), 'GET', '/api/flowcharts/user', token);
    expect(list.json<unknown[]>()).toHaveLength(4);
  });

  it('never lets concurrent creates pass the limit', async () => {
    const { user, token } = await createTestUser(ctx());
    await create(token);
    await create(token);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call(ctx(), 'POST', '/api/flowcharts', token, sample())),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(3);
    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lifetimeFlowchartsCreated).toBe(5);
  });

  it('counts an expired paid tier against the free limit; premium is unlimited', async () => {
    const expired = await createTestUser(ctx(), {
      subscriptionTier: 'pro',
      subscriptionExpiryDate: new Date(Date.now() - 1000),
    });
    for (let i = 0; i < 5; i++) await create(expired.token);
    expect((await call(ctx(), 'POST', '/api/flowcharts', expired.token, sample())).statusCode).toBe(
      403,
    );

    const premium = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    for (let i = 0; i < 7; i++) await create(premium.token);
  });
});
