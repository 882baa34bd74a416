import { type Flowchart, type FlowchartThumbnail, MAX_TITLE_LENGTH } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flowcharts } from '../../db/schema/index';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { call, sample, testDataKey } from '../../test/flowchartRequests';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

describe.each(testDrivers)('thumbnails and duplicates (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });

  async function create(token: string, overrides: Record<string, unknown> = {}) {
    const res = await call(ctx(), 'POST', '/api/flowcharts', token, sample(overrides));
    expect(res.statusCode).toBe(201);
    return res.json<Flowchart>();
  }
  const thumbnail = async (token: string, id: string) => {
    const res = await call(ctx(), 'GET', `/api/flowcharts/${id}/thumbnail`, token);
    expect(res.statusCode).toBe(200);
    return res.json<FlowchartThumbnail>().svg;
  };

  it('stores the thumbnail encrypted, answers it to its owner only, and keeps, replaces or clears it', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'pro' });
    const created = await create(token, { thumbnail: `<?xml version="1.0"?>\n${SVG}` });
    expect(created).not.toHaveProperty('thumbnail');
    expect(await thumbnail(token, created.id)).toBe(`<?xml version="1.0"?>\n${SVG}`);

    const [row] = await ctx()
      .database.db.select()
      .from(flowcharts)
      .where(eq(flowcharts.id, created.id));
    expect(row?.thumbnailEncrypted).toBeTruthy();
    expect(row?.thumbnailEncrypted).not.toContain('<svg');

    const other = await createTestUser(ctx());
    const foreign = await call(
      ctx(),
      'GET',
      `/api/flowcharts/${created.id}/thumbnail`,
      other.token,
    );
    expect(foreign.statusCode).toBe(404);

    // a save without a thumbnail keeps it; another replaces it; '' clears it
    await call(ctx(), 'PUT', `/api/flowcharts/${created.id}`, token, { title: 'Renamed' });
    expect(await thumbnail(token, created.id)).toBe(`<?xml version="1.0"?>\n${SVG}`);
    const replaced = SVG.replace('10" height', '5" height');
    await call(ctx(), 'PUT', `/api/flowcharts/${created.id}`, token, { thumbnail: replaced });
    expect(await thumbnail(token, created.id)).toBe(replaced);
    await call(ctx(), 'PUT', `/api/flowcharts/${created.id}`, token, { thumbnail: '' });
    expect(await thumbnail(token, created.id)).toBe('');
  });

  it('answers an empty thumbnail for a flowchart saved without one', async () => {
    const { token } = await createTestUser(ctx());
    const created = await create(token);
    expect(await thumbnail(token, created.id)).toBe('');
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

  it('duplicates a flowchart with its code, diagram and thumbnail as "Copy of …"', async () => {
    const { token } = await createTestUser(ctx());
    const original = await create(token, {
      title: 'Bubble sort',
      thumbnail: SVG,
      is_compact: true,
    });
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
    expect(await thumbnail(token, copy.id)).toBe(SVG);
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
