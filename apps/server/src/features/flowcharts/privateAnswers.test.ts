import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { call, sample, testDataKey } from '../../test/flowchartRequests';

describe.each(testDrivers)('private answers and list paging (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });

  it('marks every signed-in answer Cache-Control: no-store, public ones not', async () => {
    const owner = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const reader = await createTestUser(ctx());
    const created = await call(ctx(), 'POST', '/api/flowcharts', owner.token, sample());
    const { id } = created.json<{ id: string }>();
    const share = await call(ctx(), 'POST', `/api/flowcharts/${id}/share`, owner.token);
    const { share_id: shareId } = share.json<{ share_id: string }>();

    const privateCalls = [
      created,
      share,
      await call(ctx(), 'GET', `/api/flowcharts/${id}`, owner.token),
      await call(ctx(), 'GET', '/api/flowcharts/user', owner.token),
      await call(ctx(), 'GET', `/api/shared/${shareId}`, reader.token),
      await call(ctx(), 'GET', '/api/auth/me', owner.token),
      await call(ctx(), 'GET', '/api/subscription/features', owner.token),
      await call(ctx(), 'POST', '/api/generate-flowchart', owner.token, {
        code: 'x = 1',
        language: 'python',
      }),
      // refusals too: a 404 says the id is not yours
      await call(ctx(), 'GET', '/api/flowcharts/unknown', owner.token),
    ];
    for (const res of privateCalls) expect(res.headers['cache-control']).toBe('no-store');

    const health = await call(ctx(), 'GET', '/api/health', null);
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('pages the list with ?limit=&offset=; without them the whole list, a plain array', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    for (let i = 0; i < 5; i++) {
      await call(ctx(), 'POST', '/api/flowcharts', token, sample({ title: `t${i}` }));
    }
    const titles = async (query: string) => {
      const res = await call(ctx(), 'GET', `/api/flowcharts/user${query}`, token);
      expect(res.statusCode).toBe(200);
      return res.json<{ title: string }[]>().map((f) => f.title);
    };
    const all = await titles('');
    expect(all).toEqual(['t4', 't3', 't2', 't1', 't0']);
    expect(await titles('?limit=2')).toEqual(['t4', 't3']);
    expect(await titles('?limit=2&offset=2')).toEqual(['t2', 't1']);
    expect(await titles('?limit=2&offset=4')).toEqual(['t0']);
    expect(await titles('?offset=3')).toEqual(['t1', 't0']);

    const bad = await call(ctx(), 'GET', '/api/flowcharts/user?limit=0', token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ detail: { loc: unknown[] }[] }>().detail[0]?.loc).toEqual(['query', 'limit']);
  });
});
