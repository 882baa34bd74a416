import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BATCH_MAX_CODE_CHARS,
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
      expect.objectContaining({ echo: 'a', language: 'python' }),
      expect.objectContaining({ echo: 'b', language: 'python' }),
      expect.objectContaining({ echo: 'c', language: 'python' }),
    ]);
    await vi.waitFor(() => expect(p.readyWorkers).toBe(2), { timeout: 10_000 });
  });

  it('gives a picture (a render task) longer than the time limit, and runs it alone', async () => {
    const { pool: p } = pool({ timeoutMs: 400 });
    p.start();
    await vi.waitFor(() => expect(p.readyWorkers).toBe(1), { timeout: 10_000 });
    const render = { format: 'png' as const, chart: null };
    const [picture, small] = await Promise.all([
      p.run({ ...input('slow:900'), render }),
      p.run(input('after')),
    ]);
    expect(JSON.parse(picture.json)).toMatchObject({ echo: 'slow:900', batchSize: 1 });
    expect(JSON.parse(small.json)).toMatchObject({ echo: 'after', batchSize: 1 });
    await expect(p.run(input('slow:900'))).rejects.toBeInstanceOf(GenerationTimeoutError);
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

  const echoes = async (runs: Promise<{ json: string }>[]) =>
    (await Promise.all(runs)).map((r) => JSON.parse(r.json) as { echo: string; batchSize: number });
  const ready = async (p: GeneratorPool, workers = 1) => {
    p.start();
    await vi.waitFor(() => expect(p.readyWorkers).toBe(workers), { timeout: 30_000 });
  };

  it('sends tasks that arrive together in one message, up to maxBatch, shared among workers', async () => {
    const { pool: p } = pool({ size: 1, maxBatch: 4 });
    await ready(p);
    const six = await echoes(['a', 'b', 'c', 'd', 'e', 'f'].map((c) => p.run(input(c))));
    expect(six.map((r) => r.echo)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(six.map((r) => r.batchSize)).toEqual([4, 4, 4, 4, 2, 2]);

    const { pool: two } = pool({ size: 2 });
    await ready(two, 2);
    const shared = await echoes(['a', 'b', 'c', 'd'].map((c) => two.run(input(c))));
    expect(shared.map((r) => r.batchSize)).toEqual([2, 2, 2, 2]);
  });

  it('sends a large input alone', async () => {
    const { pool: p } = pool();
    await ready(p);
    const big = 'x'.repeat(BATCH_MAX_CODE_CHARS + 1);
    const results = await echoes([p.run(input(big)), p.run(input('a')), p.run(input('b'))]);
    expect(results.map((r) => r.batchSize)).toEqual([1, 2, 2]);
  });

  it('in a batch, only the task past the limit fails; the ones behind it run afterwards', async () => {
    const { pool: p, log } = pool({ timeoutMs: 1000 });
    await ready(p);
    const runs = ['a', 'slow:300', 'spin', 'b', 'c'].map((c) => p.run(input(c)));
    const settled = await Promise.allSettled(runs);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((settled[2] as PromiseRejectedResult).reason).toBeInstanceOf(GenerationTimeoutError);
    const after = settled.slice(3).map((s) => {
      const value = (s as PromiseFulfilledResult<{ json: string }>).value;
      return JSON.parse(value.json) as { echo: string; batchSize: number };
    });
    // b and c went back to the queue and then to the replacement worker, together
    expect(after).toEqual([
      expect.objectContaining({ echo: 'b', batchSize: 2 }),
      expect.objectContaining({ echo: 'c', batchSize: 2 }),
    ]);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('tasks waiting behind a slow one in a batch move to a free worker', async () => {
    const { pool: p } = pool({ size: 2, timeoutMs: 10_000 });
    await ready(p, 2);
    const started = Date.now();
    // two batches of two: [slow, b] and [c, d]; b must not wait for slow
    const [slow, b, c, d] = ['slow:4000', 'b', 'c', 'd'].map((code) => p.run(input(code)));
    const quick = await echoes([b!, c!, d!]);
    expect(quick.map((r) => r.echo)).toEqual(['b', 'c', 'd']);
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(slow).resolves.toMatchObject({ ok: true });
  });

  it('the limit counts from the previous result of the batch, not from the batch being sent', async () => {
    // three tasks of 600 ms each in one batch: 1,800 ms in all, each well within its 1,500 ms
    // limit (900 ms of slack for a busy machine's timers)
    const { pool: p } = pool({ timeoutMs: 1500 });
    await ready(p);
    const results = await echoes(['slow:600', 'slow:600', 'slow:600'].map((c) => p.run(input(c))));
    expect(results.map((r) => r.batchSize)).toEqual([3, 3, 3]);
  });

  it('a crash in a batch fails the task that was running; the others are served', async () => {
    const { pool: p, log } = pool();
    await ready(p);
    const settled = await Promise.allSettled(['a', 'exit', 'b'].map((c) => p.run(input(c))));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log.error).toHaveBeenCalled();
  });

  it('points at the TypeScript worker when running from source', () => {
    expect(defaultWorkerUrl().pathname).toMatch(/features\/generate\/generateWorker\.ts$/);
  });
});

describe('GeneratorPool between users', () => {
  /** `slow:<ms>` padded past the batching size: a large input that takes `ms` */
  const large = (ms: number) => input(`slow:${ms}`.padEnd(BATCH_MAX_CODE_CHARS + 1, ' '));

  it('takes users in turn: one user backlog delays another user by one task, not all of it', async () => {
    const { pool: p } = pool({ size: 1 });
    p.start();
    await vi.waitFor(() => expect(p.readyWorkers).toBe(1), { timeout: 30_000 });
    const finished: string[] = [];
    const track = (name: string, run: Promise<unknown>) => run.then(() => finished.push(name));
    const flood = [1, 2, 3, 4, 5].map((i) => track(`a${i}`, p.run(large(50), 'alice')));
    const bystander = track('b1', p.run(large(50), 'bob'));
    await Promise.all([...flood, bystander]);
    expect(finished.indexOf('b1')).toBeLessThanOrEqual(1);
  });

  it('a small input never waits behind large ones: the small lane takes it', async () => {
    const { pool: p } = pool({ size: 1, smallLane: 1 });
    p.start();
    await vi.waitFor(() => expect(p.readyWorkers).toBe(2), { timeout: 30_000 });
    const flood = [1, 2, 3, 4].map(() => p.run(large(400), 'alice'));
    const started = performance.now();
    const small = JSON.parse((await p.run(input('a'), 'bob')).json) as { echo: string };
    expect(small.echo).toBe('a');
    expect(performance.now() - started).toBeLessThan(300);
    await Promise.all(flood);
  });
});
