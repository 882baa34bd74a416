import {
  codeLinesMessage,
  COLLAB_CODE,
  COLLAB_DOCUMENT_TOO_LARGE,
  COLLAB_MAX_MESSAGE_BYTES,
  COLLAB_META,
  MAX_CODE_BYTES,
  PLAN_FEATURES,
} from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { users } from '../../db/schema/index';
import { createFlowchart, getFlowchart } from '../../flowchartStore/index';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { connectCollabClient, eventually, type CollabClient } from './testing/collabClient';
import {
  createTeam,
  reopenableDatabase,
  startCollabApp,
  type ListeningApp,
  type ReopenableDatabase,
  type Team,
} from './testing/collabTestKit';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The collaboration socket keeps to the plans and sizes of a save through the API (issue 21
 * finding 6) and shows everyone the verified name of each person present (finding 13).
 */
describe.each(testDrivers)('collaboration limits and presence on %s', (driver) => {
  let store: ReopenableDatabase;
  let server: ListeningApp;
  let team: Team;
  const clients: CollabClient[] = [];

  const connect = (flowchartId: string, token: string) => {
    const client = connectCollabClient({ url: server.collabUrl, flowchartId, token });
    clients.push(client);
    return client;
  };
  const acknowledged = (client: CollabClient) =>
    eventually(() => !client.provider.hasUnsyncedChanges, 'the server to acknowledge the edit');
  const savedCode = async (ownerId: string, flowchartId: string) =>
    (await getFlowchart(server.app.db, await server.app.dataCipher(), ownerId, flowchartId)).code;

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

  it("refuses an update past the owner's line limit, with the API's message, keeping the document", async () => {
    const pro = await createTestUser(server, {
      fullName: 'Paula Pro',
      subscriptionTier: 'pro',
      subscriptionExpiryDate: new Date(Date.now() + 30 * 86_400_000),
    });
    const flowchart = await createFlowchart(
      server.app.db,
      await server.app.dataCipher(),
      pro.user,
      {
        title: 'Mine',
        language: 'python',
        code: 'a = 1\n',
        is_compact: false,
        flowchart: '',
      },
    );
    const writer = connect(flowchart.id, pro.token);
    const reader = connect(flowchart.id, pro.token);
    await Promise.all([writer.synced, reader.synced]);
    const text = writer.doc.getText(COLLAB_CODE);
    // within the plan: applied, acknowledged, saved
    text.insert(text.length, 'b = 2\n');
    await acknowledged(writer);
    await eventually(
      () => reader.doc.getText(COLLAB_CODE).toJSON() === 'a = 1\nb = 2\n',
      'the edit',
    );

    const max = PLAN_FEATURES.pro.max_code_lines;
    text.insert(text.length, 'c = 3\n'.repeat(max - 1));
    await eventually(() => writer.notices.length > 0, 'the refusal');
    expect(writer.notices).toEqual([
      { type: 'refused', message: codeLinesMessage('pro', max + 1) },
    ]);
    await pause(300);
    expect(reader.doc.getText(COLLAB_CODE).toJSON()).toBe('a = 1\nb = 2\n');
    await expect
      .poll(() => savedCode(pro.user.id, flowchart.id), { timeout: 5000 })
      .toBe('a = 1\nb = 2\n');
    // nor does the refused connection's next change count: it must reload the document first
    writer.doc.getMap(COLLAB_META).set('title', 'after the refusal');
    await pause(300);
    expect(reader.doc.getMap(COLLAB_META).get('title')).toBe('Mine');
    writer.destroy();
    reader.destroy();
  });

  it('lets an owner whose plan lapsed read along but not edit, as the API refuses their saves', async () => {
    await server.app.db
      .update(users)
      .set({ subscriptionExpiryDate: new Date(Date.now() - 1000) })
      .where(eq(users.id, team.owner.user.id));
    try {
      const owner = connect(team.flowchartId, team.owner.token);
      await owner.synced;
      expect(owner.scope()).toBe('readonly');
      const before = owner.doc.getText(COLLAB_CODE).toJSON();
      owner.doc.getText(COLLAB_CODE).insert(0, 'free = "edits"\n'.repeat(400));
      await pause(500);
      owner.destroy();
      const again = connect(team.flowchartId, team.owner.token);
      await again.synced;
      expect(again.doc.getText(COLLAB_CODE).toJSON()).toBe(before);
      await pause(300);
      expect(await savedCode(team.owner.user.id, team.flowchartId)).toBe(before);
      again.destroy();
    } finally {
      await server.app.db
        .update(users)
        .set({ subscriptionExpiryDate: new Date(Date.now() + 30 * 86_400_000) })
        .where(eq(users.id, team.owner.user.id));
    }
  });

  it('refuses updates that would grow the document past its size cap', async () => {
    const writer = connect(team.flowchartId, team.member.token);
    const reader = connect(team.flowchartId, team.owner.token);
    await Promise.all([writer.synced, reader.synced]);
    expect(writer.scope()).toBe('read-write');
    // each message within the socket's cap, together past the document's
    const chunk = 'z'.repeat(1.5 * MAX_CODE_BYTES);
    const meta = writer.doc.getMap(COLLAB_META);
    meta.set('junk-1', chunk);
    await acknowledged(writer);
    meta.set('junk-2', chunk);
    await acknowledged(writer);
    expect(writer.notices).toEqual([]);
    meta.set('junk-3', chunk);
    await eventually(() => writer.notices.length > 0, 'the refusal');
    expect(writer.notices).toEqual([{ type: 'refused', message: COLLAB_DOCUMENT_TOO_LARGE }]);
    await eventually(() => reader.doc.getMap(COLLAB_META).has('junk-2'), 'the accepted updates');
    await pause(300);
    expect(reader.doc.getMap(COLLAB_META).has('junk-3')).toBe(false);
    writer.destroy();
    reader.destroy();
  });

  it('closes a socket that sends a message over the cap, before reading it', async () => {
    const socket = new WebSocket(server.collabUrl);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(Buffer.alloc(COLLAB_MAX_MESSAGE_BYTES + 1));
    expect(await closed).toBe(1009);
  });

  it("shows others the verified user's name, whatever a client claims", async () => {
    const owner = connect(team.flowchartId, team.owner.token);
    const member = connect(team.flowchartId, team.member.token);
    await Promise.all([owner.synced, member.synced]);
    member.provider.awareness?.setLocalStateField('user', {
      id: team.owner.user.id,
      name: 'Olive Owner (admin) — click https://evil.example',
      color: 'red; background: url(https://evil.example)',
      colorLight: '#2563eb33',
    });
    const seen = () =>
      owner.provider.awareness?.getStates().get(member.doc.clientID)?.user as
        Record<string, unknown> | undefined;
    await eventually(() => seen() !== undefined, "the member's presence at the owner");
    expect(seen()).toEqual({
      id: team.member.user.id,
      name: 'Max Member',
      colorLight: '#2563eb33',
    });
    owner.destroy();
    member.destroy();
  });
});
