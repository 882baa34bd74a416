import { COLLAB_CODE } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases';
import { exitOf, freePort, spawnTs, waitForHealth } from '../../test/process';
import { connectCollabClient, eventually } from './testing/collabClient';
import { createTeam, reopenableDatabase, serverEnv, startCollabApp } from './testing/collabTestKit';

/**
 * Issue 21 finding 5: an edit the server acknowledged is in the database before the
 * acknowledgement, so a server killed with SIGKILL (no shutdown, no store) loses none of them.
 * The server is a process of its own (src/main.ts), killed and started again on the same data.
 */
describe.each(testDrivers)('acknowledged live edits across a crash on %s', (driver) => {
  it('keeps every acknowledged edit after SIGKILL', { timeout: 300_000 }, async () => {
    const store = await reopenableDatabase(driver);
    // the team is written by an app in this process, closed before the server opens the data
    const setup = await startCollabApp(await store.open());
    const team = await createTeam(setup, 'start = 0\n');
    await setup.close();

    const port = await freePort();
    const env = {
      ...store.env,
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      GENERATE_WORKERS: '1',
      // nothing is stored before the kill: only the durability log can keep the edits
      COLLAB_SAVE_DEBOUNCE_MS: '60000',
    };
    const server = spawnTs('src/main.ts', env);
    const restarted: (typeof server)[] = [];
    try {
      await waitForHealth(port);
      const url = `ws://127.0.0.1:${port}/api/collab`;
      const author = connectCollabClient({
        url,
        flowchartId: team.flowchartId,
        token: team.member.token,
        maxAttempts: 1,
      });
      await author.synced;
      const text = author.doc.getText(COLLAB_CODE);
      for (let i = 0; i < 60; i += 1) {
        text.insert(text.length, `edit${i} = ${i}\n`);
        if (i % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 15));
      }
      await eventually(
        () => !author.provider.hasUnsyncedChanges,
        'every edit to be acknowledged',
        20_000,
      );
      const expected = text.toJSON();
      server.kill('SIGKILL');
      expect((await exitOf(server)).signal).toBe('SIGKILL');
      // the author's tab is gone too: nothing can send the edits again
      author.destroy();

      const again = spawnTs('src/main.ts', env);
      restarted.push(again);
      await waitForHealth(port);
      // the saved flowchart has them (recovered at start-up), without anyone opening it
      const savedCode = async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/flowcharts/${team.flowchartId}`, {
          headers: { authorization: `Bearer ${team.owner.token}` },
        });
        return ((await res.json()) as { code?: string }).code;
      };
      await expect.poll(savedCode, { timeout: 60_000, interval: 250 }).toBe(expected);
      // and so does the live document
      const reader = connectCollabClient({
        url,
        flowchartId: team.flowchartId,
        token: team.owner.token,
      });
      await reader.synced;
      expect(reader.doc.getText(COLLAB_CODE).toJSON()).toBe(expected);
      reader.destroy();
    } finally {
      for (const child of [server, ...restarted]) {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          await exitOf(child);
        }
      }
      await store.drop();
    }
  });
});
