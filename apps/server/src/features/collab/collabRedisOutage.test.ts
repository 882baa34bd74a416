import { COLLAB_CODE, COLLAB_REASONS } from '@codeflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { getFlowchart } from '../../flowchartStore/index';
import { testDrivers } from '../../test/databases';
import { bearer } from '../../test/users';
import { connectCollabClient, eventually, type CollabClient } from './testing/collabClient';
import {
  createTeam,
  reopenableDatabase,
  startCollabApp,
  type ListeningApp,
  type ReopenableDatabase,
  type Team,
} from './testing/collabTestKit';
import { startTestRedis, type TestRedis } from './testing/redisServer';

/** Past the ~13 s after which an outage used to crash every instance with a live document. */
const OUTAGE_MS = 16_000;

/**
 * Issue 21 finding 4: Redis killed under two instances with live documents. Collaboration goes on
 * on each instance with a clear notice, the API keeps answering, a member removed through their
 * instance is disconnected from it at once, nothing crashes; when Redis is back the documents are
 * shared again and converge.
 */
describe.each(testDrivers)('collaboration through a Redis outage on %s', (driver) => {
  let redis: TestRedis;
  let store: ReopenableDatabase;
  let shared: Database | undefined;
  let first: ListeningApp;
  let second: ListeningApp;
  let team: Team;
  const clients: CollabClient[] = [];

  const open = async () => {
    if (driver === 'postgres') return store.open();
    shared ??= await store.open();
    return { ...shared, close: () => Promise.resolve() };
  };
  const connect = (app: ListeningApp, token: string) => {
    const client = connectCollabClient({
      url: app.collabUrl,
      flowchartId: team.flowchartId,
      token,
    });
    clients.push(client);
    return client;
  };
  const codeOf = (client: CollabClient) => client.doc.getText(COLLAB_CODE).toJSON();
  const acknowledged = (client: CollabClient) =>
    eventually(() => !client.provider.hasUnsyncedChanges, 'the edit to be acknowledged');

  beforeAll(async () => {
    redis = await startTestRedis();
    store = await reopenableDatabase(driver);
    // no periodic re-check within the test: removal must act through its event alone
    const env = { REDIS_URL: redis.url, COLLAB_RECHECK_MS: '600000' };
    first = await startCollabApp(await open(), env);
    second = await startCollabApp(await open(), env);
    team = await createTeam(first, 'start = 0\n');
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await first?.close();
    await second?.close();
    await shared?.close();
    await store?.drop();
    await redis?.stop();
  });

  it(
    'degrades with a notice, keeps editing and removal working, and recovers',
    { timeout: 90_000 },
    async () => {
      const owner = connect(first, team.owner.token);
      const member = connect(second, team.member.token);
      await Promise.all([owner.synced, member.synced]);
      owner.doc.getText(COLLAB_CODE).insert(0, 'before = 1\n');
      await eventually(
        () => codeOf(member).startsWith('before = 1\n'),
        'the edit across instances',
      );

      await redis.kill();
      const outageStarted = Date.now();
      await eventually(
        () => [owner, member].every((c) => c.notices.some((n) => n.type === 'degraded')),
        'both clients to be told of the outage',
      );
      // a document opened during the outage says so at once
      const late = connect(first, team.owner.token);
      await late.synced;
      await eventually(() => late.notices.some((n) => n.type === 'degraded'), 'the late notice');
      late.destroy();

      // each keeps editing on its instance, acknowledged there
      const ownerText = owner.doc.getText(COLLAB_CODE);
      ownerText.insert(ownerText.length, 'owner_during = 2\n');
      const memberText = member.doc.getText(COLLAB_CODE);
      memberText.insert(memberText.length, 'member_during = 3\n');
      await Promise.all([acknowledged(owner), acknowledged(member)]);

      // the API keeps answering on both instances
      for (const app of [first, second]) {
        const res = await app.app.inject({
          method: 'GET',
          url: `/api/flowcharts/${team.flowchartId}`,
          headers: bearer(team.owner.token),
        });
        expect(res.statusCode).toBe(200);
      }

      // the member is removed through their own instance: disconnected from it at once
      const removedAt = Date.now();
      const removal = await second.app.inject({
        method: 'DELETE',
        url: `/api/organization/remove-member/${team.member.user.id}`,
        headers: bearer(team.owner.token),
      });
      expect(removal.statusCode).toBe(204);
      await eventually(
        () => member.closeReasons.includes(COLLAB_REASONS.forbidden),
        'the removed member to be disconnected',
        2000,
      );
      expect(Date.now() - removedAt).toBeLessThan(2000);

      // past the point where an outage used to crash the instances, both still serve
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - outageStarted)));
      for (const app of [first, second]) {
        const res = await app.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(200);
      }
      ownerText.insert(ownerText.length, 'owner_late = 4\n');
      await acknowledged(owner);

      redis = await startTestRedis(redis.port);
      await eventually(
        () => owner.notices.some((n) => n.type === 'restored'),
        'the owner to be told sharing is back',
        15_000,
      );
      // the member's edit, stored by their instance during the outage, reaches the owner
      await eventually(
        () => codeOf(owner).includes('member_during = 3\n'),
        "the member's edit at the owner",
        15_000,
      );
      const expected = codeOf(owner);
      for (const line of ['before = 1\n', 'owner_during = 2\n', 'owner_late = 4\n']) {
        expect(expected).toContain(line);
      }
      const cipher = await first.app.dataCipher();
      await expect
        .poll(
          async () =>
            (await getFlowchart(first.app.db, cipher, team.owner.user.id, team.flowchartId)).code,
          { timeout: 10_000 },
        )
        .toBe(expected);
    },
  );
});
