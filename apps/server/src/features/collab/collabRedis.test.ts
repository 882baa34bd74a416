import { COLLAB_CODE } from '@codeflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { testDrivers } from '../../test/databases';
import { getFlowchart } from '../../flowchartStore/index';
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

/**
 * Two server instances on one database with a real redis-server: a client on each edits the
 * same document and both converge. On PostgreSQL each instance has its own connection pool; the
 * embedded PGlite cannot be opened by two processes, so there both instances share one handle.
 */
describe.each(testDrivers)('collaboration across two instances with Redis on %s', (driver) => {
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
    // each app closes "its" database; the shared handle is closed once, at the end
    return { ...shared, close: () => Promise.resolve() };
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    store = await reopenableDatabase(driver);
    first = await startCollabApp(await open(), { REDIS_URL: redis.url });
    second = await startCollabApp(await open(), { REDIS_URL: redis.url });
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

  it('converges edits made through different instances', async () => {
    const onFirst = connectCollabClient({
      url: first.collabUrl,
      flowchartId: team.flowchartId,
      token: team.owner.token,
    });
    const onSecond = connectCollabClient({
      url: second.collabUrl,
      flowchartId: team.flowchartId,
      token: team.member.token,
    });
    clients.push(onFirst, onSecond);
    await Promise.all([onFirst.synced, onSecond.synced]);
    const textOf = (client: CollabClient) => client.doc.getText(COLLAB_CODE).toJSON();
    expect(textOf(onSecond)).toBe('start = 0\n');

    // both type at once, many small edits each, like two people
    for (let i = 0; i < 20; i += 1) {
      onFirst.doc.getText(COLLAB_CODE).insert(0, `a${i} = ${i}\n`);
      const theirs = onSecond.doc.getText(COLLAB_CODE);
      theirs.insert(theirs.length, `b${i} = ${i}\n`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await eventually(() => textOf(onFirst) === textOf(onSecond), 'both copies to converge');
    const merged = textOf(onFirst);
    for (let i = 0; i < 20; i += 1) {
      expect(merged).toContain(`a${i} = ${i}\n`);
      expect(merged).toContain(`b${i} = ${i}\n`);
    }
    // whichever instance stores, the saved flowchart ends up with everything
    const cipher = await first.app.dataCipher();
    await expect
      .poll(
        async () =>
          (await getFlowchart(first.app.db, cipher, team.owner.user.id, team.flowchartId)).code,
        { timeout: 5000 },
      )
      .toBe(merged);
  });
});
