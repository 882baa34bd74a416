import { COLLAB_CODE, type VersionList } from '@codeflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFlowchart } from '../../flowchartStore/index';
import { testDrivers } from '../../test/databases';
import { call } from '../../test/flowchartRequests';
import { connectCollabClient } from './testing/collabClient';
import {
  createTeam,
  reopenableDatabase,
  startCollabApp,
  type ListeningApp,
  type ReopenableDatabase,
  type Team,
} from './testing/collabTestKit';

/** A collaboration save waits for the engine on a worker: generous on a busy test machine. */
const SAVED_WITHIN_MS = 10_000;

/**
 * Live editing keeps versions (decision 027): the first store keeps one, later stores within
 * five minutes keep none, and the last person leaving keeps the document as it is then.
 */
describe.each(testDrivers)('versions of live collaboration on %s', (driver) => {
  let store: ReopenableDatabase;
  let server: ListeningApp;
  let team: Team;

  beforeAll(async () => {
    store = await reopenableDatabase(driver);
    server = await startCollabApp(await store.open());
    team = await createTeam(server, 'x = 0\n');
  });
  afterAll(async () => {
    await server.close();
    await store.drop();
  });

  const versions = async () => {
    const res = await call(
      server,
      'GET',
      `/api/flowcharts/${team.flowchartId}/versions`,
      team.owner.token,
    );
    return res.json<VersionList>().items.map((v) => [v.version, v.source]);
  };
  const savedCode = async () =>
    (
      await getFlowchart(
        server.app.db,
        await server.app.dataCipher(),
        team.owner.user.id,
        team.flowchartId,
      )
    ).code;

  it('keeps the first live save, throttles the next, and keeps one when the last person leaves', async () => {
    const member = connectCollabClient({
      url: server.collabUrl,
      flowchartId: team.flowchartId,
      token: team.member.token,
    });
    await member.synced;
    const type = (code: string) =>
      member.doc.transact(() => {
        const text = member.doc.getText(COLLAB_CODE);
        text.delete(0, text.length);
        text.insert(0, code);
      });
    type('a = 1\n');
    await expect.poll(versions, { timeout: SAVED_WITHIN_MS }).toEqual([
      [2, 'collab'],
      [1, 'owner'],
    ]);
    type('a = 2\n');
    await expect.poll(savedCode, { timeout: SAVED_WITHIN_MS }).toBe('a = 2\n');
    expect(await versions()).toHaveLength(2);

    member.destroy();
    await expect.poll(versions, { timeout: SAVED_WITHIN_MS }).toEqual([
      [3, 'collab'],
      [2, 'collab'],
      [1, 'owner'],
    ]);
    const last = await call(
      server,
      'GET',
      `/api/flowcharts/${team.flowchartId}/versions/3`,
      team.member.token,
    );
    expect(last.json()).toMatchObject({ code: 'a = 2\n', author: null });
  });
});
