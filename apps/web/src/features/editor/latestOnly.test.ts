import { describe, expect, it } from 'vitest';
import { latestOnly } from './latestOnly';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('latestOnly', () => {
  it('reports an older answer that arrives after a newer one as stale', async () => {
    const jobs = [deferred<string>(), deferred<string>()];
    const signals: AbortSignal[] = [];
    let n = 0;
    const run = latestOnly((_: string, signal: AbortSignal) => {
      signals.push(signal);
      return jobs[n++]!.promise;
    });
    const first = run('a');
    const second = run('ab');
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    jobs[1]!.resolve('chart ab');
    jobs[0]!.resolve('chart a');
    await expect(second).resolves.toEqual({ stale: false, value: 'chart ab' });
    await expect(first).resolves.toEqual({ stale: true });
  });

  it('swallows errors of superseded calls and passes the newest error on', async () => {
    const jobs = [deferred<string>(), deferred<string>()];
    let n = 0;
    const run = latestOnly(() => jobs[n++]!.promise);
    const first = run(1);
    const second = run(2);
    jobs[0]!.reject(new Error('old'));
    jobs[1]!.reject(new Error('new'));
    await expect(first).resolves.toEqual({ stale: true });
    await expect(second).rejects.toThrow('new');
  });

  it('cancel makes the running call stale', async () => {
    const job = deferred<string>();
    const run = latestOnly(() => job.promise);
    const pending = run(0);
    run.cancel();
    job.resolve('late');
    await expect(pending).resolves.toEqual({ stale: true });
  });
});
