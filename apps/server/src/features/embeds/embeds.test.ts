import {
  EMBED_NOT_DRAWN,
  EMBED_NOT_FOUND,
  embedChartNotFound,
  type EmbedLink,
  type Flowchart,
  UPGRADE_TO_SHARE,
} from '@codeflow/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { organizationMembers, organizations, teamFlowcharts, users } from '../../db/schema/index';
import { saveFlowchart } from '../../flowchartStore/index';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { call, rawRows, sample, testDataKey } from '../../test/flowchartRequests';
import { createTestUser } from '../../test/users';
import { warmGeneratorPool } from '../../test/warmGeneratorPool';
import { embedRateLimit } from './routes';

const CODE = `def main():
    # a comment the chart never shows: never_in_the_picture
    for i in range(3):
        if i > 1:
            print("big")

def helper(x):
    return x + 1
`;

const PNG = (bytes: Buffer) => bytes.subarray(1, 4).toString() === 'PNG';

describe.each(testDrivers)('living embeds (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });

  beforeAll(async () => {
    // the workers start and load Graphviz once, before the first picture is timed
    await warmGeneratorPool(ctx().app);
    await ctx().app.generatorPool.run({
      code: 'x = 1\n',
      language: 'python',
      compact: false,
      render: { format: 'png', chart: null },
    });
  }, 120_000);

  const premium = () => createTestUser(ctx(), { subscriptionTier: 'premium' });
  async function create(token: string, overrides: Record<string, unknown> = {}) {
    const res = await call(
      ctx(),
      'POST',
      '/api/flowcharts',
      token,
      sample({ code: CODE, ...overrides }),
    );
    expect(res.statusCode).toBe(201);
    return res.json<Flowchart>();
  }
  async function embedOn(token: string, id: string) {
    const res = await call(ctx(), 'POST', `/api/flowcharts/${id}/embed`, token);
    expect(res.statusCode).toBe(200);
    return res.json<EmbedLink>();
  }
  /** The path of an embed URL, in the format asked for. */
  const pathOf = (link: EmbedLink, format: 'svg' | 'png' = 'svg') =>
    new URL(link.url).pathname.replace(/\.svg$/, `.${format}`);
  const fetchEmbed = (path: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url: path, headers });

  it('turns an embed on (idempotent) and serves the chart anonymously, as an image only', async () => {
    const { token } = await premium();
    const created = await create(token, { title: 'Loop [draft] <b>' });
    const link = await embedOn(token, created.id);
    expect(link.url).toMatch(/^http:\/\/[^/]+\/embed\/[A-Za-z0-9_-]{32}\.svg$/);
    expect(link.markdown).toBe(`![Flowchart: Loop \\[draft\\] <b>](${link.url})`);
    expect(link.html).toBe(`<img src="${link.url}" alt="Flowchart: Loop [draft] &#60;b&#62;">`);
    expect(await embedOn(token, created.id)).toEqual(link);
    const flowchart = await call(ctx(), 'GET', `/api/flowcharts/${created.id}`, token);
    expect(flowchart.json<Flowchart>().is_embedded).toBe(true);

    const svg = await fetchEmbed(pathOf(link));
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    expect(svg.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    expect(svg.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(svg.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(svg.body.startsWith('<svg')).toBe(true);
    // nothing of the code beyond what is drawn: no comment, no tooltip, no line numbers
    expect(svg.body).not.toContain('never_in_the_picture');
    expect(svg.body).not.toContain('<title>');
    expect(svg.body).not.toContain('data-start-line');
    expect(svg.body).not.toMatch(/<script|onload=/i);

    const png = await fetchEmbed(pathOf(link, 'png'));
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-security-policy']).toContain('sandbox');
    expect(PNG(png.rawPayload)).toBe(true);
    expect(png.headers.etag).not.toBe(svg.headers.etag);
  });

  it('answers 304 to a matching If-None-Match without drawing again', async () => {
    const { token } = await premium();
    const created = await create(token);
    const path = pathOf(await embedOn(token, created.id));
    const first = await fetchEmbed(path);
    const renders = ctx().app.chartImages.cache.renders;
    const again = await fetchEmbed(path, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    const stale = await fetchEmbed(path, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    // the cache answered: one render per save, however many fetches
    expect(ctx().app.chartImages.cache.renders).toBe(renders);
  });

  it('follows every save path: owner, team member, live collaboration, restore', async () => {
    const owner = await createTestUser(ctx(), {
      subscriptionTier: 'organization',
      subscriptionExpiryDate: new Date(Date.now() + 30 * 86_400_000),
    });
    const member = await createTestUser(ctx(), { role: 'team_member' });
    const created = await create(owner.token);
    const db = ctx().app.db;
    const [org] = await db
      .insert(organizations)
      .values({ ownerId: owner.user.id })
      .returning({ id: organizations.id });
    await db
      .insert(organizationMembers)
      .values({ userId: member.user.id, organizationId: org!.id });
    await db
      .insert(teamFlowcharts)
      .values({ flowchartId: created.id, organizationId: org!.id, sharedBy: owner.user.id });
    const path = pathOf(await embedOn(owner.token, created.id));
    const seen = [await fetchEmbed(path)];
    const expectChanged = async (marker: string) => {
      const res = await fetchEmbed(path);
      expect(res.statusCode).toBe(200);
      for (const before of seen) expect(res.headers.etag).not.toBe(before.headers.etag);
      expect(res.body).not.toBe(seen.at(-1)?.body);
      // the glyph outlines carry the drawn text as their label
      expect(res.body).toContain(marker);
      seen.push(res);
    };

    const put = (token: string, code: string) =>
      call(ctx(), 'PUT', `/api/flowcharts/${created.id}`, token, { code });
    expect((await put(owner.token, 'owner_saved()\n')).statusCode).toBe(200);
    await expectChanged('owner_saved()');
    expect((await put(member.token, 'member_saved()\n')).statusCode).toBe(200);
    await expectChanged('member_saved()');
    // the live-collaboration store's save, as collabServer makes it
    await saveFlowchart(
      db,
      await ctx().app.dataCipher(),
      created.id,
      { code: 'collab_saved()\n' },
      {
        kind: 'collab',
      },
    );
    await expectChanged('collab_saved()');
    const restored = await call(
      ctx(),
      'POST',
      `/api/flowcharts/${created.id}/versions/2/restore`,
      owner.token,
    );
    expect(restored.statusCode).toBe(200);
    await expectChanged('owner_saved()');

    // a team member may save it but not publish it
    const byMember = await call(ctx(), 'POST', `/api/flowcharts/${created.id}/embed`, member.token);
    expect(byMember.statusCode).toBe(404);
  });

  it('turning it off makes the URL 404 at once; turning it on again makes a new URL', async () => {
    const { token } = await premium();
    const created = await create(token);
    const link = await embedOn(token, created.id);
    expect((await fetchEmbed(pathOf(link))).statusCode).toBe(200);
    const off = await call(ctx(), 'DELETE', `/api/flowcharts/${created.id}/embed`, token);
    expect(off.statusCode).toBe(204);
    for (const format of ['svg', 'png'] as const) {
      const gone = await fetchEmbed(pathOf(link, format));
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ detail: EMBED_NOT_FOUND });
    }
    const flowchart = await call(ctx(), 'GET', `/api/flowcharts/${created.id}`, token);
    expect(flowchart.json<Flowchart>().is_embedded).toBe(false);
    const again = await embedOn(token, created.id);
    expect(again.url).not.toBe(link.url);
    expect((await fetchEmbed(pathOf(again))).statusCode).toBe(200);
    expect((await fetchEmbed(pathOf(link))).statusCode).toBe(404);
  });

  it('keeps the token hashed at rest, and goes with the flowchart when it is deleted', async () => {
    const { token } = await premium();
    const created = await create(token);
    const link = await embedOn(token, created.id);
    const raw = link.url.slice(-36, -4);
    const rows = await rawRows(ctx(), sql`select * from flowcharts where id = ${created.id}::uuid`);
    expect(JSON.stringify(rows)).not.toContain(raw);
    const exported = await call(ctx(), 'GET', '/api/account/export', token);
    expect(exported.body).toContain('"embed_on": true');
    expect((await call(ctx(), 'DELETE', `/api/flowcharts/${created.id}`, token)).statusCode).toBe(
      204,
    );
    expect((await fetchEmbed(pathOf(link))).statusCode).toBe(404);
  });

  it('draws one function with ?chart=NAME, and says so when there is none of that name', async () => {
    const { token } = await premium();
    const created = await create(token);
    const path = pathOf(await embedOn(token, created.id));
    const whole = await fetchEmbed(path);
    const one = await fetchEmbed(`${path}?chart=helper`);
    expect(one.statusCode).toBe(200);
    expect(one.body.length).toBeLessThan(whole.body.length);
    expect(one.headers.etag).not.toBe(whole.headers.etag);
    const missing = await fetchEmbed(`${path}?chart=no_such_function`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: embedChartNotFound('no_such_function') });
  });

  it('never reaches another flowchart, and refuses unknown and garbage tokens alike', async () => {
    const { token } = await premium();
    const a = await create(token);
    const b = await create(token, { code: 'def only_in_b():\n    secret_b()\n' });
    const path = pathOf(await embedOn(token, a.id));
    const other = await fetchEmbed(`${path}?chart=only_in_b`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('secret_b');
    expect(
      (await call(ctx(), 'GET', `/api/flowcharts/${b.id}`, token)).json<Flowchart>().is_embedded,
    ).toBe(false);
    for (const bad of [
      '/embed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.svg',
      `/embed/${a.id}.svg`,
      '/embed/short.svg',
      `${path.slice(0, -4)}.gif`,
      `${path.slice(0, -4)}`,
      '/embed/..%2F..%2Fapi%2Fhealth.svg',
    ]) {
      const res = await fetchEmbed(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual({ detail: EMBED_NOT_FOUND });
    }
  });

  it('is the owner’s alone, needs a plan with sharing, and stops when the plan lapses', async () => {
    const owner = await premium();
    const other = await premium();
    const created = await create(owner.token);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await call(ctx(), method, `/api/flowcharts/${created.id}/embed`, other.token);
      expect(res.statusCode).toBe(404);
      const anonymous = await call(ctx(), method, `/api/flowcharts/${created.id}/embed`, null);
      expect(anonymous.statusCode).toBe(401);
    }
    const free = await createTestUser(ctx());
    const own = await create(free.token);
    const refused = await call(ctx(), 'POST', `/api/flowcharts/${own.id}/embed`, free.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: UPGRADE_TO_SHARE });
    // not theirs is 404 before the plan is considered
    const foreign = await call(ctx(), 'POST', `/api/flowcharts/${created.id}/embed`, free.token);
    expect(foreign.statusCode).toBe(404);

    const path = pathOf(await embedOn(owner.token, created.id));
    await ctx()
      .app.db.update(users)
      .set({ subscriptionTier: 'free' })
      .where(eq(users.id, owner.user.id));
    expect((await fetchEmbed(path)).statusCode).toBe(404);
    await ctx()
      .app.db.update(users)
      .set({ subscriptionTier: 'premium' })
      .where(eq(users.id, owner.user.id));
    expect((await fetchEmbed(path)).statusCode).toBe(200);
  });

  it('says when the code cannot be drawn', async () => {
    const { token } = await premium();
    const created = await create(token, { language: 'other', code: 'notes only\n' });
    const res = await fetchEmbed(pathOf(await embedOn(token, created.id)));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: EMBED_NOT_DRAWN });
  });

  it('limits each client to its rate, whatever the tokens', async () => {
    const { token } = await premium();
    const created = await create(token);
    const path = pathOf(await embedOn(token, created.id));
    const ip = { remoteAddress: '203.0.113.7' };
    // the counter's windows are fixed minutes of the clock: a loop crossing into the next minute
    // (any loop, by chance; most of them on a busy machine) starts counting again. The clock
    // stands still at the start of a minute while the window fills.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000);
      for (let i = 0; i < embedRateLimit.limit; i++) {
        const url = i % 2 === 0 ? path : '/embed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.svg';
        const res = await ctx().app.inject({ method: 'GET', url, ...ip });
        expect(res.statusCode).not.toBe(429);
      }
      const limited = await ctx().app.inject({ method: 'GET', url: path, ...ip });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // another client is not held back
      const elsewhere = await ctx().app.inject({
        method: 'GET',
        url: path,
        remoteAddress: '203.0.113.8',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    // 300 requests: seconds on an idle machine, over 30 s on a loaded one
  }, 120_000);
});
