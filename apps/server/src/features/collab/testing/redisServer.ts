import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A throw-away redis-server (Debian's, from PATH) on a free loopback port, without persistence. */
export type TestRedis = {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** kill -9, as an outage: the clients see the connection drop */
  kill(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `port`: start it again where a killed one listened (an outage that ends). */
export async function startTestRedis(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const child: ChildProcess = spawn(
    process.env.REDIS_SERVER_PATH ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(
        new Error(
          `redis-server could not start (sudo apt-get install redis-server): ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}`)));
  });
  exited.catch(() => undefined);
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    // refused while redis-server starts: expected, and retried below
    probe.on('error', () => undefined);
    try {
      await Promise.race([probe.connect().then(() => probe.ping()), exited]);
      probe.disconnect();
      break;
    } catch (error) {
      probe.disconnect();
      if (child.exitCode !== null || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { url, port, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
