import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';

/**
 * A redis-server (Debian's, from PATH) on a fixed loopback port, without persistence, that can
 * be killed (SIGKILL, as a crash) and started again on the same port: the scale-out test's Redis
 * outage.
 */
export type RedisProcess = {
  url: string;
  /** SIGKILL: every connection drops, nothing answers on the port */
  kill(): Promise<void>;
  /** starts a fresh (empty) redis-server on the same port */
  start(): Promise<void>;
  stop(): Promise<void>;
};

async function waitForPing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    // refused while redis-server starts: expected, retried below
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return;
    } catch (error) {
      probe.disconnect();
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(
          `redis-server did not start on ${url} (sudo apt-get install redis-server): ${String(error)}`,
          { cause: error },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export async function startRedisProcess(port: number): Promise<RedisProcess> {
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const exited = (c: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (c.exitCode !== null || c.signalCode !== null) resolve();
      else c.once('exit', () => resolve());
    });
  const start = async () => {
    child = spawn(
      process.env.REDIS_SERVER_PATH ?? 'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child.on('error', () => undefined);
    await waitForPing(url, child);
  };
  const signal = async (name: NodeJS.Signals) => {
    if (!child) return;
    const done = exited(child);
    child.kill(name);
    await done;
  };
  await start();
  return { url, start, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}
