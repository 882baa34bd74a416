import {
  COLLAB_CODE,
  COLLAB_META,
  MAX_DIAGRAM_BYTES,
  PLAN_FEATURES,
  type GenerateResponse,
} from '@codeflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases';
import { call } from '../../test/flowchartRequests';
import { getFlowchart, getThumbnail } from '../../flowchartStore/index';
import { connectCollabClient, eventually, type CollabClient } from './testing/collabClient';
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

const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>${label}</title></svg>`;

/**
 * The three ways a saved flowchart is written — the owner's PUT, a team member's PUT and the
 * live-collaboration store — go through the flowchart store's one write path (decision 023):
 * each leaves code, diagram text, thumbnail and title consistent, and each refuses the same sizes
 * with the same message.
 */
describe.each(testDrivers)('the three save paths on %s', (driver) => {
  let store: ReopenableDatabase;
  let server: ListeningApp;
  let team: Team;
  const clients: CollabClient[] = [];

  beforeAll(async () => {
    store = await reopenableDatabase(driver);
    server = await startCollabApp(await store.open());
    team = await createTeam(server, 'x = 1\n');
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await server.close();
    await store.drop();
  });

  const saved = async () => {
    const cipher = await server.app.dataCipher();
    const db = server.app.db;
    const flowchart = await getFlowchart(db, cipher, team.owner.user.id, team.flowchartId);
    const { svg: thumbnail } = await getThumbnail(db, cipher, team.owner.user.id, team.flowchartId);
    return { ...flowchart, thumbnail };
  };
  const put = (token: string, body: Record<string, unknown>) =>
    call(server, 'PUT', `/api/flowcharts/${team.flowchartId}`, token, body);
  /** What the engine draws for the code, as POST /api/generate-flowchart answers it. */
  const drawn = async (code: string) => {
    const res = await call(server, 'POST', '/api/generate-flowchart', team.owner.token, {
      code,
      language: 'python',
      is_compact: false,
    });
    expect(res.statusCode).toBe(200);
    return res.json<GenerateResponse>().flowchart;
  };

  it("stores the owner's and a member's save alike: code, diagram, thumbnail and title", async () => {
    for (const [who, token] of [
      ['owner', team.owner.token],
      ['member', team.member.token],
    ] as const) {
      const res = await put(token, {
        title: `Saved by ${who}`,
        code: `${who} = 1\n`,
        flowchart: `flowchart TD\n  A["${who} = 1"]`,
        thumbnail: svg(who),
      });
      expect(res.statusCode).toBe(200);
      expect(await saved()).toMatchObject({
        title: `Saved by ${who}`,
        code: `${who} = 1\n`,
        flowchart: `flowchart TD\n  A["${who} = 1"]`,
        // the member's save used to drop the picture
        thumbnail: svg(who),
      });
    }
  });

  it('redraws the diagram of a live-collaboration save and drops the picture it no longer shows', async () => {
    const member = connectCollabClient({
      url: server.collabUrl,
      flowchartId: team.flowchartId,
      token: team.member.token,
    });
    clients.push(member);
    await member.synced;
    const code = 'if ready:\n    go()\nelse:\n    wait()\n';
    member.doc.transact(() => {
      const text = member.doc.getText(COLLAB_CODE);
      text.delete(0, text.length);
      text.insert(0, code);
      member.doc.getMap(COLLAB_META).set('title', 'Saved together');
    });
    const diagram = await drawn(code);
    expect(diagram).not.toBe('');
    // the saved flowchart follows the document: new code with its own diagram, never the old one
    await expect
      .poll(
        async () => {
          const now = await saved();
          return { code: now.code, title: now.title, flowchart: now.flowchart };
        },
        { timeout: SAVED_WITHIN_MS },
      )
      .toEqual({ code, title: 'Saved together', flowchart: diagram });
    expect((await saved()).thumbnail).toBe('');
    member.destroy();
  });

  it('refuses the same sizes with the same message on every path', async () => {
    const before = await saved();
    const tooLong = 'x = 1\n'.repeat(PLAN_FEATURES.organization.max_code_lines + 1);
    const tooLarge = 'x'.repeat(MAX_DIAGRAM_BYTES + 1);
    const answers = [];
    for (const token of [team.owner.token, team.member.token]) {
      for (const body of [{ code: tooLong }, { flowchart: tooLarge }]) {
        const res = await put(token, body);
        answers.push({ status: res.statusCode, detail: res.json<{ detail: string }>().detail });
      }
    }
    const [ownerCode, ownerDiagram, memberCode, memberDiagram] = answers;
    expect(ownerCode?.status).toBe(413);
    expect(memberCode).toEqual(ownerCode);
    expect(ownerDiagram).toEqual({
      status: 413,
      detail: `This flowchart is too large to save (${Math.ceil((MAX_DIAGRAM_BYTES + 1) / 1024)} KB).`,
    });
    expect(memberDiagram).toEqual(ownerDiagram);

    // live collaboration refuses the same update with the same message (issue 21 finding 6):
    // nothing of it is kept, in the document or the saved flowchart
    const member = connectCollabClient({
      url: server.collabUrl,
      flowchartId: team.flowchartId,
      token: team.member.token,
    });
    const watcher = connectCollabClient({
      url: server.collabUrl,
      flowchartId: team.flowchartId,
      token: team.owner.token,
    });
    clients.push(member, watcher);
    await Promise.all([member.synced, watcher.synced]);
    const documentBefore = watcher.doc.getText(COLLAB_CODE).toJSON();
    member.doc.transact(() => {
      const text = member.doc.getText(COLLAB_CODE);
      text.delete(0, text.length);
      text.insert(0, tooLong);
      member.doc.getMap(COLLAB_META).set('title', 'Too long to keep');
    });
    await eventually(() => member.notices.length > 0, 'the refusal');
    expect(member.notices).toEqual([{ type: 'refused', message: ownerCode?.detail }]);
    // a later change of the same client is not applied either: it must reload first
    member.doc.getMap(COLLAB_META).set('title', 'Still not kept');
    await new Promise((resolve) => setTimeout(resolve, SAVED_WITHIN_MS / 4));
    expect(watcher.doc.getText(COLLAB_CODE).toJSON()).toBe(documentBefore);
    expect(watcher.doc.getMap(COLLAB_META).get('title')).toBe(before.title);
    const after = await saved();
    expect({ code: after.code, flowchart: after.flowchart, title: after.title }).toEqual({
      code: before.code,
      flowchart: before.flowchart,
      title: before.title,
    });
    watcher.destroy();
    member.destroy();
  });
});
