import {
  FLOWCHART_NOT_FOUND,
  PLAN_FEATURES,
  UPGRADE_TO_EDIT,
  VERSION_NOT_FOUND,
  type Flowchart,
  type VersionDetail,
  type VersionList,
} from '@codeflow/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  flowchartVersions,
  organizationMembers,
  organizations,
  teamFlowcharts,
  users,
} from '../../db/schema/index';
import { saveFlowchart } from '../../flowchartStore/index';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { call, rawRows, sample, testDataKey, uniqueMarker } from '../../test/flowchartRequests';
import { createTestUser, type TestUser } from '../../test/users';
import { warmGeneratorPool } from '../../test/warmGeneratorPool';

const MISSING = '00000000-0000-4000-8000-000000000000';
const picture = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';

describe.each(testDrivers)('version history (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });
  // a restore redraws the diagram, and the thumbnail is drawn, in the generation workers: one
  // warm first, so a busy machine's slow worker start is not a failed draw
  beforeAll(() => warmGeneratorPool(ctx().app), 120_000);

  const proUser = (fullName = 'Pat Pro') =>
    createTestUser(ctx(), { subscriptionTier: 'pro', fullName });
  async function create(token: string, overrides: Record<string, unknown> = {}) {
    const res = await call(ctx(), 'POST', '/api/flowcharts', token, sample(overrides));
    expect(res.statusCode).toBe(201);
    return res.json<Flowchart>();
  }
  async function put(token: string, id: string, body: Record<string, unknown>) {
    const res = await call(ctx(), 'PUT', `/api/flowcharts/${id}`, token, body);
    expect(res.statusCode).toBe(200);
    return res.json<Flowchart>();
  }
  const list = (token: string | null, id: string, query = '') =>
    call(ctx(), 'GET', `/api/flowcharts/${id}/versions${query}`, token);
  const listed = async (token: string, id: string, query = '') => {
    const res = await list(token, id, query);
    expect(res.statusCode).toBe(200);
    return res.json<VersionList>();
  };
  const numbers = async (token: string, id: string) =>
    (await listed(token, id, '?limit=100')).items.map((v) => v.version);
  const read = (token: string | null, id: string, version: number | string) =>
    call(ctx(), 'GET', `/api/flowcharts/${id}/versions/${version}`, token);
  const restore = (token: string | null, id: string, version: number | string) =>
    call(ctx(), 'POST', `/api/flowcharts/${id}/versions/${version}/restore`, token);
  const collabSave = async (id: string, code: string, final = false) =>
    saveFlowchart(
      ctx().app.db,
      await ctx().app.dataCipher(),
      id,
      { code, title: 'Together', language: 'python' },
      { kind: 'collab', final },
    );
  /** a team of `owner` (Organization plan) with `member`, and a flowchart of the owner's shared with it */
  async function team() {
    const owner = await createTestUser(ctx(), {
      subscriptionTier: 'organization',
      subscriptionExpiryDate: new Date(Date.now() + 30 * 86_400_000),
      fullName: 'Olive Owner',
    });
    const member = await createTestUser(ctx(), { role: 'team_member', fullName: 'Max Member' });
    const db = ctx().app.db;
    const [org] = await db
      .insert(organizations)
      .values({ ownerId: owner.user.id })
      .returning({ id: organizations.id });
    await db
      .insert(organizationMembers)
      .values({ userId: member.user.id, organizationId: org!.id });
    const flowchart = await create(owner.token, { title: 'Team chart', code: 'x = 0\n' });
    await db
      .insert(teamFlowcharts)
      .values({ flowchartId: flowchart.id, organizationId: org!.id, sharedBy: owner.user.id });
    return { owner, member, flowchart };
  }

  it('keeps a version of the create and of every save that changes code, title or language', async () => {
    const owner = await proUser();
    const { id } = await create(owner.token, { code: 'v = 1\n', title: 'First' });
    await put(owner.token, id, { code: 'v = 2\n' });
    await put(owner.token, id, { title: 'Renamed' });
    await put(owner.token, id, { language: 'javascript', code: 'let v = 4;\n' });
    // the layout, the picture, the same code again: nothing new to keep
    await put(owner.token, id, { is_compact: true, thumbnail: picture });
    await put(owner.token, id, { code: 'let v = 4;\n' });

    const history = await listed(owner.token, id);
    expect(history.total).toBe(4);
    expect(history.items.map((v) => [v.version, v.title, v.language])).toEqual([
      [4, 'Renamed', 'javascript'],
      [3, 'Renamed', 'python'],
      [2, 'First', 'python'],
      [1, 'First', 'python'],
    ]);
    for (const item of history.items) {
      expect(item.source).toBe('owner');
      expect(item.author).toEqual({ id: owner.user.id, name: 'Pat Pro' });
      expect(Number.isNaN(Date.parse(item.created_at))).toBe(false);
    }
    expect(history.items[0]).not.toHaveProperty('code');

    const page = await listed(owner.token, id, '?limit=2&offset=1');
    expect(page).toMatchObject({ total: 4 });
    expect(page.items.map((v) => v.version)).toEqual([3, 2]);
    expect((await listed(owner.token, id, '?offset=10')).items).toEqual([]);

    const two = await read(owner.token, id, 2);
    expect(two.statusCode).toBe(200);
    expect(two.json<VersionDetail>()).toMatchObject({
      version: 2,
      code: 'v = 2\n',
      title: 'First',
      language: 'python',
      source: 'owner',
    });
  });

  it('restores a version as a new one, with its code, title and language and a redrawn diagram', async () => {
    const owner = await proUser();
    const { id } = await create(owner.token, { code: 'a = 1\n', title: 'Old' });
    await put(owner.token, id, { code: 'if a:\n    b()\n', title: 'New', thumbnail: picture });
    const res = await restore(owner.token, id, 1);
    expect(res.statusCode).toBe(200);
    const restored = res.json<Flowchart>();
    expect(restored).toMatchObject({ id, code: 'a = 1\n', title: 'Old', language: 'python' });
    expect(restored.flowchart).toContain('flowchart');
    // the thumbnail is the server's drawing of the restored code (decision 029), not a picture
    // a client sent
    const thumbnail = await call(ctx(), 'GET', `/api/flowcharts/${id}/thumbnail`, owner.token);
    expect(thumbnail.headers['content-type']).toBe('image/png');

    const history = await listed(owner.token, id);
    expect(history.items.map((v) => [v.version, v.source])).toEqual([
      [3, 'restore'],
      [2, 'owner'],
      [1, 'owner'],
    ]);
    expect((await read(owner.token, id, 3)).json()).toMatchObject({ code: 'a = 1\n' });
    // restoring the version just made is still recorded: a restore is always a version
    expect((await restore(owner.token, id, 3)).statusCode).toBe(200);
    expect(await numbers(owner.token, id)).toEqual([4, 3, 2, 1]);
  });

  it('keeps as many versions as the owner plan says, dropping the oldest', async () => {
    expect(PLAN_FEATURES.free.versions_kept).toBe(5);
    for (const tier of ['pro', 'premium', 'organization'] as const) {
      expect(PLAN_FEATURES[tier].versions_kept).toBe(100);
    }
    // a free plan cannot edit through the API; its flowchart still changes when it was saved
    // under a paid plan or live: the store's collaboration save follows the owner's plan
    const free = await createTestUser(ctx());
    const { id } = await create(free.token, { code: 'n = 0\n' });
    for (let n = 1; n <= 6; n++) await collabSave(id, `n = ${n}\n`, true);
    expect(await numbers(free.token, id)).toEqual([7, 6, 5, 4, 3]);
    expect((await listed(free.token, id)).total).toBe(5);
    expect((await read(free.token, id, 2)).json()).toEqual({ detail: VERSION_NOT_FOUND });
    expect((await read(free.token, id, 3)).json()).toMatchObject({ code: 'n = 2\n' });

    const pro = await proUser();
    const chart = await create(pro.token, { code: 'n = 0\n' });
    for (let n = 1; n <= 6; n++) await put(pro.token, chart.id, { code: `n = ${n}\n` });
    expect(await numbers(pro.token, chart.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    // the plan ends: the next save keeps the free plan's five
    await ctx()
      .app.db.update(users)
      .set({ subscriptionTier: 'free' })
      .where(eq(users.id, pro.user.id));
    await collabSave(chart.id, 'n = 7\n', true);
    expect(await numbers(pro.token, chart.id)).toEqual([8, 7, 6, 5, 4]);
  });

  it("keeps a team member's save and a live-collaboration save; the team reads the history", async () => {
    const { owner, member, flowchart } = await team();
    await put(member.token, flowchart.id, { code: 'x = 1\n' });
    await collabSave(flowchart.id, 'x = 2\n');
    const history = await listed(member.token, flowchart.id);
    expect(history.items.map((v) => [v.version, v.source, v.author])).toEqual([
      [3, 'collab', null],
      [2, 'member', { id: member.user.id, name: 'Max Member' }],
      [1, 'owner', { id: owner.user.id, name: 'Olive Owner' }],
    ]);
    expect(await listed(owner.token, flowchart.id)).toEqual(history);
    expect((await read(member.token, flowchart.id, 2)).json()).toMatchObject({ code: 'x = 1\n' });
    const restored = await restore(member.token, flowchart.id, 1);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ code: 'x = 0\n' });
    expect((await listed(owner.token, flowchart.id)).items[0]).toMatchObject({
      version: 4,
      source: 'restore',
      author: { id: member.user.id, name: 'Max Member' },
    });
  });

  it('keeps at most one live-collaboration version per 5 minutes, and one when the last person leaves', async () => {
    const { owner, flowchart } = await team();
    await collabSave(flowchart.id, 'live = 1\n');
    await collabSave(flowchart.id, 'live = 2\n');
    await collabSave(flowchart.id, 'live = 3\n');
    expect(await numbers(owner.token, flowchart.id)).toEqual([2, 1]);
    expect((await read(owner.token, flowchart.id, 2)).json()).toMatchObject({
      code: 'live = 1\n',
    });
    // five minutes later (the kept version made older): the next live save is kept
    await ctx()
      .app.db.update(flowchartVersions)
      .set({ createdAt: sql`now() - interval '301 seconds'` })
      .where(eq(flowchartVersions.flowchartId, flowchart.id));
    await collabSave(flowchart.id, 'live = 4\n');
    await collabSave(flowchart.id, 'live = 5\n');
    expect(await numbers(owner.token, flowchart.id)).toEqual([3, 2, 1]);
    // the last person leaves: kept at once; a leave that changed nothing keeps nothing
    await collabSave(flowchart.id, 'live = 6\n', true);
    await collabSave(flowchart.id, 'live = 6\n', true);
    expect(await numbers(owner.token, flowchart.id)).toEqual([4, 3, 2, 1]);
    expect((await read(owner.token, flowchart.id, 4)).json()).toMatchObject({
      code: 'live = 6\n',
      source: 'collab',
    });
    // an API save is never throttled
    await put(owner.token, flowchart.id, { code: 'typed = 1\n' });
    expect(await numbers(owner.token, flowchart.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('answers 404 to anyone who cannot open the flowchart, 401 without a token', async () => {
    const owner = await proUser();
    const other = await proUser('Other');
    const { id } = await create(owner.token);
    const notFound = { detail: FLOWCHART_NOT_FOUND };
    for (const res of [
      await list(other.token, id),
      await read(other.token, id, 1),
      await restore(other.token, id, 1),
      await list(owner.token, MISSING),
      await read(owner.token, 'not-a-uuid', 1),
      await restore(owner.token, MISSING, 1),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    for (const res of [await list(null, id), await read(null, id, 1), await restore(null, id, 1)]) {
      expect(res.statusCode).toBe(401);
    }
    expect((await listed(owner.token, id)).total).toBe(1);
  });

  it('answers 404 for a version not kept and 422 for one that is not a number or a bad page', async () => {
    const owner = await proUser();
    const { id } = await create(owner.token);
    for (const res of [await read(owner.token, id, 2), await restore(owner.token, id, 99)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: VERSION_NOT_FOUND });
    }
    for (const res of [
      await read(owner.token, id, 'abc'),
      await read(owner.token, id, 0),
      await restore(owner.token, id, '1.5'),
      await list(owner.token, id, '?limit=0'),
      await list(owner.token, id, '?limit=101'),
      await list(owner.token, id, '?offset=-1'),
    ]) {
      expect(res.statusCode).toBe(422);
    }
  });

  it('refuses a restore without can_edit (403), as a save', async () => {
    const free = await createTestUser(ctx());
    const { id } = await create(free.token);
    const res = await restore(free.token, id, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: UPGRADE_TO_EDIT });
    expect((await listed(free.token, id)).total).toBe(1);
  });

  it('stores code, title and language encrypted', async () => {
    const owner = await proUser();
    const marker = uniqueMarker();
    const { id } = await create(owner.token, { code: `${marker} = 1\n`, title: `T ${marker}` });
    const rows = await rawRows(
      ctx(),
      sql`select * from flowchart_versions where flowchart_id = ${id}::uuid`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(marker);
    expect(JSON.stringify(rows)).not.toContain('python');
    expect((await read(owner.token, id, 1)).json()).toMatchObject({ code: `${marker} = 1\n` });
  });

  it('puts the versions, decrypted, in the account export', async () => {
    const owner = await proUser();
    const { id } = await create(owner.token, { code: 'e = 1\n' });
    await put(owner.token, id, { code: 'e = 2\n' });
    const res = await call(ctx(), 'GET', '/api/account/export', owner.token);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ flowchart_versions: Record<string, unknown>[] }>();
    expect(data.flowchart_versions).toEqual([
      expect.objectContaining({ flowchart_id: id, version: 1, code: 'e = 1\n', source: 'owner' }),
      expect.objectContaining({ flowchart_id: id, version: 2, code: 'e = 2\n', title: 'Loop' }),
    ]);
    expect(res.body).not.toContain('v1:');
  });

  it('deletes the versions with the flowchart and with the account; an author who leaves is forgotten', async () => {
    const count = async (id: string) =>
      (await rawRows(ctx(), sql`select 1 from flowchart_versions where flowchart_id = ${id}::uuid`))
        .length;
    const owner = await proUser();
    const { id } = await create(owner.token);
    await put(owner.token, id, { code: 'gone = 1\n' });
    expect(await count(id)).toBe(2);
    expect((await call(ctx(), 'DELETE', `/api/flowcharts/${id}`, owner.token)).statusCode).toBe(
      204,
    );
    expect(await count(id)).toBe(0);

    const { owner: teamOwner, member, flowchart } = await team();
    await put(member.token, flowchart.id, { code: 'by member\n' });
    await ctx().app.db.delete(users).where(eq(users.id, member.user.id));
    expect((await listed(teamOwner.token, flowchart.id)).items[0]).toMatchObject({
      version: 2,
      source: 'member',
      author: null,
    });

    const leaving: TestUser = await proUser();
    const kept = await create(leaving.token);
    const deleted = await call(ctx(), 'POST', '/api/account/delete', leaving.token, {
      password: leaving.password,
      confirmation: leaving.user.email,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await count(kept.id)).toBe(0);
  });
});
