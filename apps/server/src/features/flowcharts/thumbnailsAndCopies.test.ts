import { type Flowchart, MAX_TITLE_LENGTH, THUMBNAIL_MAX_SIZE } from '@codeflow/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { warmGeneratorPool } from '../../test/warmGeneratorPool';
import { call, rawRows, sample, testDataKey } from '../../test/flowchartRequests';

/** An old client's picture carrying script: it must never come back from any call. */
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>';
const hostile = (text: string) => /<script|onload=|alert\(/i.test(text);

const isPng = (bytes: Buffer) => bytes.subarray(1, 4).toString() === 'PNG';

describe.each(testDrivers)('thumbnails and duplicates (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });
  // thumbnails are drawn by the generation workers: have one warm before the first is timed
  beforeAll(() => warmGeneratorPool(ctx().app), 120_000);

  async function create(token: string, overrides: Record<string, unknown> = {}) {
    const res = await call(ctx(), 'POST', '/api/flowcharts', token, sample(overrides));
    expect(res.statusCode).toBe(201);
    return res.json<Flowchart>();
  }
  const thumbnail = (token: string, id: string) =>
    call(ctx(), 'GET', `/api/flowcharts/${id}/thumbnail`, token);

  it('draws the thumbnail on the server from the code: a PNG, owner only, as an image only', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'pro' });
    const created = await create(token);
    const res = await thumbnail(token, created.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(isPng(res.rawPayload)).toBe(true);
    // within the thumbnail's size
    expect(res.rawPayload.readUInt32BE(16)).toBeLessThanOrEqual(THUMBNAIL_MAX_SIZE.width);
    expect(res.rawPayload.readUInt32BE(20)).toBeLessThanOrEqual(THUMBNAIL_MAX_SIZE.height);

    const other = await createTestUser(ctx());
    expect((await thumbnail(other.token, created.id)).statusCode).toBe(404);
    expect((await thumbnail(other.token, 'not-an-id')).statusCode).toBe(404);
    expect(
      (await call(ctx(), 'GET', `/api/flowcharts/${created.id}/thumbnail`, null)).statusCode,
    ).toBe(401);
  });

  it('draws it on the first request after a save, not in the save, and once per version', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'pro' });
    const created = await create(token);
    const cache = ctx().app.chartImages.cache;
    const first = await thumbnail(token, created.id);
    const renders = cache.renders;
    const again = await thumbnail(token, created.id);
    expect(cache.renders).toBe(renders);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const saved = await call(ctx(), 'PUT', `/api/flowcharts/${created.id}`, token, {
      code: 'if x:\n    a()\nelse:\n    b()\nc()\n',
    });
    expect(saved.statusCode).toBe(200);
    // the save drew nothing
    expect(cache.renders).toBe(renders);
    const after = await thumbnail(token, created.id);
    expect(cache.renders).toBe(renders + 1);
    expect(isPng(after.rawPayload)).toBe(true);
    expect(after.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('answers no content for code the engine cannot draw', async () => {
    const { token } = await createTestUser(ctx());
    const created = await create(token, { language: 'other', code: 'just some notes\n' });
    const res = await thumbnail(token, created.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it("never stores or serves a client's thumbnail: script in it reaches no answer", async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'pro' });
    const created = await create(token, { thumbnail: HOSTILE_SVG });
    const updated = await call(ctx(), 'PUT', `/api/flowcharts/${created.id}`, token, {
      title: 'Renamed',
      thumbnail: HOSTILE_SVG,
    });
    // old clients still send the field: the save succeeds and ignores it
    expect(updated.statusCode).toBe(200);
    const copy = await call(ctx(), 'POST', `/api/flowcharts/${created.id}/duplicate`, token);
    const answers = [
      JSON.stringify(created),
      updated.body,
      copy.body,
      (await call(ctx(), 'GET', `/api/flowcharts/${created.id}`, token)).body,
      (await call(ctx(), 'GET', '/api/flowcharts/user', token)).body,
      (await thumbnail(token, created.id)).rawPayload.toString('latin1'),
      (await thumbnail(token, copy.json<Flowchart>().id)).rawPayload.toString('latin1'),
      (await call(ctx(), 'GET', '/api/account/export', token)).body,
    ];
    for (const answer of answers) expect(hostile(answer)).toBe(false);
    // nor is it anywhere in the table
    const rows = await rawRows(
      ctx(),
      sql`select * from flowcharts where user_id = ${created.id}::uuid or id = ${created.id}::uuid`,
    );
    expect(hostile(JSON.stringify(rows))).toBe(false);
  });

  it.each([
    ['HTML', '<html><script>alert(1)</script></html>'],
    ['text before the SVG', 'x<svg></svg>'],
  ])('refuses a thumbnail that is not an SVG (%s) with 422', async (_, text) => {
    const { token } = await createTestUser(ctx());
    const res = await call(ctx(), 'POST', '/api/flowcharts', token, sample({ thumbnail: text }));
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc).toEqual([
      'body',
      'thumbnail',
    ]);
  });

  it('duplicates a flowchart with its code and diagram as "Copy of …"', async () => {
    const { token } = await createTestUser(ctx());
    const original = await create(token, { title: 'Bubble sort', is_compact: true });
    const res = await call(ctx(), 'POST', `/api/flowcharts/${original.id}/duplicate`, token);
    expect(res.statusCode).toBe(201);
    const copy = res.json<Flowchart>();
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      title: 'Copy of Bubble sort',
      language: original.language,
      code: original.code,
      flowchart: original.flowchart,
      is_compact: true,
      is_shared: false,
    });
    expect((await thumbnail(token, copy.id)).statusCode).toBe(200);
    const list = await call(ctx(), 'GET', '/api/flowcharts/user', token);
    expect(list.json<unknown[]>()).toHaveLength(2);
  });

  it('cuts a long copy title to the title limit', async () => {
    const { token } = await createTestUser(ctx());
    const original = await create(token, { title: 'x'.repeat(MAX_TITLE_LENGTH) });
    const res = await call(ctx(), 'POST', `/api/flowcharts/${original.id}/duplicate`, token);
    expect(res.json<Flowchart>().title).toHaveLength(MAX_TITLE_LENGTH);
  });

  it('refuses a duplicate at the plan limit with the message of a new save', async () => {
    const { token } = await createTestUser(ctx());
    const first = await create(token);
    for (let i = 0; i < 4; i++) await create(token);
    const newSave = await call(ctx(), 'POST', '/api/flowcharts', token, sample());
    const refused = await call(ctx(), 'POST', `/api/flowcharts/${first.id}/duplicate`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(newSave.json());
  });

  it("answers 404 for another user's flowchart or a malformed id", async () => {
    const owner = await createTestUser(ctx());
    const other = await createTestUser(ctx());
    const created = await create(owner.token);
    for (const id of [created.id, 'not-an-id']) {
      const res = await call(ctx(), 'POST', `/api/flowcharts/${id}/duplicate`, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Flowchart not found' });
    }
  });
});
