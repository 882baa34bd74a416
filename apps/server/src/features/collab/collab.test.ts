import { COLLAB_CODE, COLLAB_META, COLLAB_REASONS } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collabDocuments, organizationMembers, sessions, users } from '../../db/schema/index';
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

describe.each(testDrivers)('live collaboration on %s', (driver) => {
  let store: ReopenableDatabase;
  let server: ListeningApp;
  let team: Team;
  const clients: CollabClient[] = [];

  const connect = (token: string, maxAttempts?: number) => {
    const client = connectCollabClient({
      url: server.collabUrl,
      flowchartId: team.flowchartId,
      token,
      ...(maxAttempts === undefined ? {} : { maxAttempts }),
    });
    clients.push(client);
    return client;
  };
  const codeOf = (client: CollabClient) => client.doc.getText(COLLAB_CODE).toJSON();

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

  it('refuses an anonymous or invalid token, and a signed-in user outside the team', async () => {
    const anonymous = connect('');
    const forged = connect('not-a-token');
    const outsider = connect(team.outsider.token);
    await expect(anonymous.synced).rejects.toThrow(COLLAB_REASONS.unauthenticated);
    await expect(forged.synced).rejects.toThrow(COLLAB_REASONS.unauthenticated);
    await expect(outsider.synced).rejects.toThrow(COLLAB_REASONS.forbidden);
    // nothing of the document reached the refused client
    expect(codeOf(outsider)).toBe('');
    for (const client of [anonymous, forged, outsider]) client.destroy();
  });

  it('lets the owner and a member in with the saved code, and shares their edits live', async () => {
    const owner = connect(team.owner.token);
    const member = connect(team.member.token);
    await Promise.all([owner.synced, member.synced]);
    expect(codeOf(member)).toBe('x = 1\n');
    expect(member.doc.getMap(COLLAB_META).get('title')).toBe('Team chart');

    member.doc.getText(COLLAB_CODE).insert(6, 'y = 2\n');
    await eventually(() => codeOf(owner) === 'x = 1\ny = 2\n', "the member's edit at the owner");
    owner.doc.getMap(COLLAB_META).set('title', 'Renamed together');
    await eventually(
      () => member.doc.getMap(COLLAB_META).get('title') === 'Renamed together',
      "the owner's title at the member",
    );

    // the saved flowchart follows the document without anyone saving
    const cipher = await server.app.dataCipher();
    await expect
      .poll(async () => {
        const saved = await getFlowchart(
          server.app.db,
          cipher,
          team.owner.user.id,
          team.flowchartId,
        );
        return { code: saved.code, title: saved.title };
      })
      .toEqual({ code: 'x = 1\ny = 2\n', title: 'Renamed together' });
    // the stored Yjs state is encrypted: not even the text appears in it
    const [row] = await server.app.db
      .select()
      .from(collabDocuments)
      .where(eq(collabDocuments.flowchartId, team.flowchartId));
    expect(row?.stateEncrypted).toMatch(/^v1:/);
    expect(row?.stateEncrypted).not.toContain('y = 2');
    owner.destroy();
    member.destroy();
  });

  it('disconnects a member as soon as they are removed from the team', async () => {
    const owner = connect(team.owner.token);
    const member = connect(team.member.token);
    await Promise.all([owner.synced, member.synced]);

    await server.app.db
      .delete(organizationMembers)
      .where(eq(organizationMembers.userId, team.member.user.id));
    server.app.teamEvents.emitSafely('memberRemoved', {
      userId: team.member.user.id,
      organizationId: team.organizationId,
    });
    await eventually(
      () => member.closeReasons.includes(COLLAB_REASONS.forbidden),
      'the member to be closed',
    );
    // what they type afterwards reaches nobody
    const before = codeOf(owner);
    member.doc.getText(COLLAB_CODE).insert(0, '# after removal\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codeOf(owner)).toBe(before);
    // and connecting again is refused
    const refused = connect(team.member.token);
    await expect(refused.synced).rejects.toThrow(COLLAB_REASONS.forbidden);
    refused.destroy();
    owner.destroy();
    member.destroy();
    // back in the team for the next test
    await server.app.db
      .insert(organizationMembers)
      .values({ userId: team.member.user.id, organizationId: team.organizationId });
  });

  it('keeps every edit across a restart of the server', async () => {
    const owner = connect(team.owner.token);
    const member = connect(team.member.token);
    await Promise.all([owner.synced, member.synced]);
    const text = owner.doc.getText(COLLAB_CODE);
    for (const line of ['a = 1\n', 'b = 2\n', 'c = 3\n']) text.insert(text.length, line);
    const expected = text.toJSON();
    // through the server to the member: the server's copy has every edit
    await eventually(() => codeOf(member) === expected, 'the edits at the member');
    // closed at once: the store's debounce must not lose the last keystrokes
    await server.close();
    owner.destroy();
    member.destroy();

    server = await startCollabApp(await store.open());
    const cipher = await server.app.dataCipher();
    const saved = await getFlowchart(server.app.db, cipher, team.owner.user.id, team.flowchartId);
    expect(saved.code).toBe(expected);
    const again = connect(team.member.token);
    await again.synced;
    expect(codeOf(again)).toBe(expected);
    again.destroy();
  });

  it('closes live editing when the team plan lapses or the member signs out', async () => {
    const owner = connect(team.owner.token);
    const member = connect(team.member.token);
    await Promise.all([owner.synced, member.synced]);
    // the owner's Organization plan ends: members lose the team's flowcharts
    await server.app.db
      .update(users)
      .set({ subscriptionExpiryDate: new Date(Date.now() - 1000) })
      .where(eq(users.id, team.owner.user.id));
    await eventually(
      () => member.closeReasons.includes(COLLAB_REASONS.forbidden),
      'the member to be closed after the lapse',
    );
    // the owner keeps their own flowchart
    expect(owner.closeReasons).toEqual([]);
    await server.app.db
      .update(users)
      .set({ subscriptionExpiryDate: null })
      .where(eq(users.id, team.owner.user.id));
    member.destroy();

    const again = connect(team.member.token);
    await again.synced;
    // signing out ends the session the token belongs to
    await server.app.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.userId, team.member.user.id));
    await eventually(
      () => again.closeReasons.includes(COLLAB_REASONS.unauthenticated),
      'the signed-out member to be closed',
    );
    again.destroy();
    owner.destroy();
  });
});
