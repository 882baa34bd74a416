import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultWorkerUrl,
  GenerationBusyError,
  GenerationTimeoutError,
  GeneratorPool,
  type GeneratorPoolOptions,
} from './generatorPool';

const scripted = new URL('./fixtures/scriptedWorker.ts', import.meta.url);
const pools: GeneratorPool[] = [];

function pool(options: Partial<GeneratorPoolOptions> = {}) {
  const log = { warn: vi.fn(), error: vi.fn() };
  const p = new GeneratorPool({ size: 1, timeoutMs: 2000, log, workerUrl: scripted, ...options });
  pools.push(p);
  return { pool: p, log };
}

const input = (code: string) => ({ code, language: 'python', compact: false });

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('GeneratorPool', () => {
  it('runs tasks in a worker and hands back its JSON', async () => {
    const { pool: p } = pool({ size: 2 });
    const results = await Promise.all(['a', 'b', 'c'].map((c) => p.run(input(c))));
    expect(results.map((r) => JSON.parse(r.json) as unknown)).toEqual([
      { echo: 'a', language: 'python' },
      { echo: 'b', language: 'python' },
      { echo: 'c', language: 'python' },
    ]);
    await vi.waitFor(() => expect(p.readyWorkers).toBe(2), { timeout: 10_000 });
  });

  it('terminates a task past the time limit, replaces the worker and keeps serving', async () => {
    const { pool: p, log } = pool({ timeoutMs: 1500 });
    await p.run(input('warm'));
    const started = Date.now();
    await expect(p.run(input('spin'))).rejects.toBeInstanceOf(GenerationTimeoutError);
    // bounded by the limit (plus slack for a busy machine), not by the endless input
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(log.warn).toHaveBeenCalledTimes(1);
    const next = await p.run(input('after'));
    expect(JSON.parse(next.json)).toMatchObject({ echo: 'after' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('a stuck worker does not stall tasks on the other workers', async () => {
    const { pool: p } = pool({ size: 2, timeoutMs: 5000 });
    await Promise.all([p.run(input('w1')), p.run(input('w2'))]);
    let stuckSettled = false;
    const stuck = expect(
      p.run(input('spin')).finally(() => (stuckSettled = true)),
    ).rejects.toBeInstanceOf(GenerationTimeoutError);
    for (let i = 0; i < 5; i++) await p.run(input(`ok${i}`));
    // all five were served by the other worker while the stuck one was still running
    expect(stuckSettled).toBe(false);
    await stuck;
  });

  it('refuses as busy a task that waited for a worker past the queue limit', async () => {
    const { pool: p } = pool({ timeoutMs: 1500, queueTimeoutMs: 1000 });
    // start-up time counts as waiting too: let the worker get ready first
    p.start();
    await vi.waitFor(() => expect(p.readyWorkers).toBe(1), { timeout: 30_000 });
    // both expectations attached at once: the queued task is refused before the other times out
    await Promise.all([
      expect(p.run(input('spin'))).rejects.toBeInstanceOf(GenerationTimeoutError),
      expect(p.run(input('x'))).rejects.toBeInstanceOf(GenerationBusyError),
    ]);
    // the replacement takes work once it is warm
    await vi.waitFor(() => expect(p.readyWorkers).toBe(1), { timeout: 30_000 });
    await expect(p.run(input('y'))).resolves.toMatchObject({ ok: true });
  });

  it('refuses at once when the queue is full', async () => {
    const { pool: p } = pool({ maxQueue: 1 });
    const first = p.run(input('slow:10'));
    await expect(p.run(input('x'))).rejects.toBeInstanceOf(GenerationBusyError);
    await first;
  });

  it('fails the task of a crashed worker and replaces it', async () => {
    const { pool: p, log } = pool();
    await p.run(input('warm'));
    await expect(p.run(input('exit'))).rejects.toThrow(/exited with code 3/);
    expect(log.error).toHaveBeenCalled();
    await expect(p.run(input('again'))).resolves.toMatchObject({ ok: true });
  });

  it('rejects queued work on close and refuses new work', async () => {
    const { pool: p } = pool();
    const pending = expect(p.run(input('slow:5000'))).rejects.toThrow(/closed/);
    await p.close();
    await pending;
    await expect(p.run(input('x'))).rejects.toThrow(/closed/);
  });

  it('points at the TypeScript worker when running from source', () => {
    expect(defaultWorkerUrl().pathname).toMatch(/features\/generate\/generateWorker\.ts$/);
  });
});
