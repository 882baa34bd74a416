import { SHARE_LINK_INVALID, type Flowchart, type ShareLink } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { setSubscription } from '../auth/users';
import { call, sample, testDataKey } from '../../test/flowchartRequests';

const invalid = { detail: SHARE_LINK_INVALID };

describe.each(testDrivers)('share links (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });

  async function ownerWithFlowchart(tier: 'free' | 'pro' | 'premium' | 'organization' = 'premium') {
    const owner = await createTestUser(ctx(), { subscriptionTier: tier, fullName: 'Ada Owner' });
    const res = await call(
      ctx(),
      'POST',
      '/api/flowcharts',
      owner.token,
      sample({ title: 'Shared one' }),
    );
    return { owner, flowchart: res.json<Flowchart>() };
  }

  const share = (token: string, id: string) =>
    call(ctx(), 'POST', `/api/flowcharts/${id}/share`, token);

  it('answers 401 without a token', async () => {
    const { flowchart } = await ownerWithFlowchart();
    expect((await share('', flowchart.id)).statusCode).toBe(401);
    expect(
      (await call(ctx(), 'GET', '/api/shared/AAAAAAAAAAAAAAAAAAAAAAAA', null)).statusCode,
    ).toBe(401);
  });

  it.each(['free', 'pro'] as const)(
    'answers 403 "Upgrade to Premium to share flowcharts" on %s',
    async (tier) => {
      const { owner, flowchart } = await ownerWithFlowchart(tier);
      const res = await share(owner.token, flowchart.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Upgrade to Premium to share flowcharts' });
    },
  );

  it('makes one random link per flowchart and returns it again (idempotent)', async () => {
    const { owner, flowchart } = await ownerWithFlowchart('organization');
    const first = await share(owner.token, flowchart.id);
    expect(first.statusCode).toBe(200);
    const link = first.json<ShareLink>();
    expect(link.share_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(link.share_id).not.toContain(flowchart.id);
    expect(link.url).toBe(`/editor?shareId=${link.share_id}`);
    expect((await share(owner.token, flowchart.id)).json()).toEqual(link);
    const [again] = await Promise.all([
      share(owner.token, flowchart.id),
      share(owner.token, flowchart.id),
    ]);
    expect(again?.json()).toEqual(link);
    const full = await call(ctx(), 'GET', `/api/flowcharts/${flowchart.id}`, owner.token);
    expect(full.json<Flowchart>().is_shared).toBe(true);
  });

  it('lets any signed-in user with the link read the flowchart, read-only', async () => {
    const { owner, flowchart } = await ownerWithFlowchart();
    const link = (await share(owner.token, flowchart.id)).json<ShareLink>();
    const viewer = await createTestUser(ctx());
    const res = await call(ctx(), 'GET', `/api/shared/${link.share_id}`, viewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      title: 'Shared one',
      language: 'python',
      code: sample().code,
      flowchart: sample().flowchart,
      is_compact: false,
      owner_full_name: 'Ada Owner',
      updated_at: flowchart.updated_at,
    });
    // read-only: the link gives no access to the flowchart's own calls
    expect(
      (await call(ctx(), 'GET', `/api/flowcharts/${flowchart.id}`, viewer.token)).statusCode,
    ).toBe(404);
  });

  it('revokes a link: it answers 404 afterwards, and sharing again makes a new one', async () => {
    const { owner, flowchart } = await ownerWithFlowchart();
    const link = (await share(owner.token, flowchart.id)).json<ShareLink>();
    const revoke = await call(
      ctx(),
      'DELETE',
      `/api/flowcharts/${flowchart.id}/share`,
      owner.token,
    );
    expect(revoke.statusCode).toBe(204);
    const gone = await call(ctx(), 'GET', `/api/shared/${link.share_id}`, owner.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(invalid);
    const next = (await share(owner.token, flowchart.id)).json<ShareLink>();
    expect(next.share_id).not.toBe(link.share_id);
  });

  it('answers 404 for unknown, malformed and deleted-flowchart links', async () => {
    const { owner, flowchart } = await ownerWithFlowchart();
    const link = (await share(owner.token, flowchart.id)).json<ShareLink>();
    await call(ctx(), 'DELETE', `/api/flowcharts/${flowchart.id}`, owner.token);
    for (const id of [link.share_id, 'AAAAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fetc']) {
      const res = await call(ctx(), 'GET', `/api/shared/${id}`, owner.token);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual(invalid);
    }
  });

  it('stops serving links once the owner loses can_share; the owner can still revoke', async () => {
    const { owner, flowchart } = await ownerWithFlowchart();
    const link = (await share(owner.token, flowchart.id)).json<ShareLink>();
    await setSubscription(ctx().database.db, owner.user.id, {
      tier: owner.user.subscriptionTier,
      expiryDate: new Date(Date.now() - 1000),
    });
    const viewer = await createTestUser(ctx());
    expect(
      (await call(ctx(), 'GET', `/api/shared/${link.share_id}`, viewer.token)).statusCode,
    ).toBe(404);
    expect((await share(owner.token, flowchart.id)).statusCode).toBe(403);
    expect(
      (await call(ctx(), 'DELETE', `/api/flowcharts/${flowchart.id}/share`, owner.token))
        .statusCode,
    ).toBe(204);
  });
});
