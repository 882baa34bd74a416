import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exitOf, freePort, spawnTs, waitForHealth } from '../process';

/** One server process (`src/main.ts` through tsx) on a fixed loopback port and its own DATA_DIR. */
export type ServerInstance = {
  index: number;
  port: number;
  base: string;
  dataDir: string;
  /** the process's output so far (warnings and errors: LOG_LEVEL=warn) */
  log(): string;
  /** whether the process is still running */
  alive(): boolean;
  /** SIGKILL, as a crash or an OOM kill would */
  kill(): Promise<void>;
  /** starts it again on the same port and DATA_DIR */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Starts `count` instances at once with the same `env` (the shared database, Redis, JWT_SECRET
 * and data key): at once, because a deployment starts its replicas together, migrations and the
 * ADMIN_EMAIL account included.
 */
export async function startServerInstances(
  count: number,
  env: Record<string, string>,
): Promise<ServerInstance[]> {
  const instances = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `codeflow-scaleout-${index}-`));
      let child: ChildProcess | undefined;
      let output = '';
      const start = async () => {
        child = spawnTs('src/main.ts', {
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
        });
        // drained, or a full pipe would stall the server; the tail is kept for failure messages
        const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
        child.stdout?.on('data', keep);
        child.stderr?.on('data', keep);
        await waitForHealth(port, 90_000).catch((error: unknown) => {
          throw new Error(`instance ${index} did not start: ${String(error)}\n${output}`);
        });
      };
      const signal = async (name: NodeJS.Signals) => {
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        const done = exitOf(child);
        child.kill(name);
        await done;
      };
      const instance: ServerInstance = {
        index,
        port,
        base: `http://127.0.0.1:${port}`,
        dataDir,
        log: () => output,
        alive: () => Boolean(child && child.exitCode === null && child.signalCode === null),
        kill: () => signal('SIGKILL'),
        start,
        stop: async () => {
          await signal('SIGTERM');
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
      return { instance, started: start() };
    }),
  );
  const results = await Promise.allSettled(instances.map((i) => i.started));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(instances.map((i) => i.instance.stop()));
    throw failed.reason;
  }
  return instances.map((i) => i.instance);
}
