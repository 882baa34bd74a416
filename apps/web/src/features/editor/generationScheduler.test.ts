import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createGenerationScheduler,
  QUIET_MAX_MS,
  QUIET_MIN_MS,
  quietDelay,
  RESTART_AFTER_MS,
} from './generationScheduler';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A scheduler over a job whose answers the test gives by hand. */
function setup() {
  const calls: {
    input: string;
    signal: AbortSignal;
    answer: ReturnType<typeof deferred<string>>;
  }[] = [];
  const results: { result: string; more: boolean }[] = [];
  const errors: { error: unknown; more: boolean }[] = [];
  const started: string[] = [];
  const scheduler = createGenerationScheduler(
    (input: string, signal: AbortSignal) => {
      const answer = deferred<string>();
      calls.push({ input, signal, answer });
      return answer.promise;
    },
    {
      onStart: (input) => started.push(input),
      onResult: (result, _input, more) => results.push({ result, more }),
      onError: (error, _input, more) => errors.push({ error, more }),
    },
    () => Date.now(),
  );
  return { scheduler, calls, results, errors, started };
}

describe('quietDelay', () => {
  it('is 40 % of the last generate-and-draw time, between the minimum and the maximum', () => {
    expect(quietDelay(null)).toBe(QUIET_MIN_MS);
    expect(quietDelay(20)).toBe(QUIET_MIN_MS);
    expect(quietDelay(110)).toBe(QUIET_MIN_MS);
    expect(quietDelay(200)).toBe(80);
    expect(quietDelay(500)).toBe(200);
    expect(quietDelay(5_000)).toBe(QUIET_MAX_MS);
    expect(quietDelay(Number.NaN)).toBe(QUIET_MIN_MS);
  });
});

describe('createGenerationScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts once, a typing pause after the last change, with the newest text', () => {
    const { scheduler, calls } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(QUIET_MIN_MS - 10);
    scheduler.schedule('ab');
    vi.advanceTimersByTime(QUIET_MIN_MS - 1);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.input)).toEqual(['ab']);
    expect(scheduler.busy()).toBe(true);
  });

  it('waits longer after an expensive chart', async () => {
    const { scheduler, calls, results } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(QUIET_MIN_MS);
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([{ result: 'A', more: false }]);
    expect(scheduler.busy()).toBe(false);
    // the chart took 750 ms to generate and draw: the next pause is 300 ms
    scheduler.noteCost(750);
    scheduler.schedule('ab');
    vi.advanceTimersByTime(299);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
  });

  it('measures the generation itself when no drawing time is reported', async () => {
    const { scheduler, calls } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(QUIET_MIN_MS);
    await vi.advanceTimersByTimeAsync(300);
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(0);
    scheduler.schedule('ab');
    vi.advanceTimersByTime(119);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
  });

  it('runs one generation at a time; only the newest waiting text runs next, at once', async () => {
    const { scheduler, calls, results, started } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(QUIET_MIN_MS);
    scheduler.schedule('ab');
    vi.advanceTimersByTime(QUIET_MIN_MS);
    scheduler.schedule('abc');
    vi.advanceTimersByTime(QUIET_MIN_MS);
    // 'a' still runs: nothing else started, nothing aborted
    expect(started).toEqual(['a']);
    expect(calls[0]!.signal.aborted).toBe(false);
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(0);
    // 'a' is drawn (newer text is waiting, so still updating) and 'abc' starts without a pause
    expect(results).toEqual([{ result: 'A', more: true }]);
    expect(started).toEqual(['a', 'abc']);
    calls[1]!.answer.resolve('ABC');
    await vi.advanceTimersByTimeAsync(0);
    expect(results.at(-1)).toEqual({ result: 'ABC', more: false });
    expect(scheduler.busy()).toBe(false);
  });

  it('does not start waiting text before its typing pause, even when the runner is free', async () => {
    const { scheduler, calls, results, started } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(QUIET_MIN_MS);
    scheduler.schedule('ab');
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([{ result: 'A', more: true }]);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(QUIET_MAX_MS);
    expect(started).toEqual(['a', 'ab']);
  });

  it('aborts a generation that ran too long once newer text is ready; it never reports', async () => {
    const { scheduler, calls, results, started } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(QUIET_MIN_MS);
    await vi.advanceTimersByTimeAsync(RESTART_AFTER_MS);
    scheduler.schedule('ab');
    vi.advanceTimersByTime(QUIET_MIN_MS);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(started).toEqual(['a', 'ab']);
    calls[0]!.answer.reject(new DOMException('aborted', 'AbortError'));
    calls[1]!.answer.resolve('AB');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([{ result: 'AB', more: false }]);
  });

  it('cancel drops waiting text and aborts the running generation without a report', async () => {
    const { scheduler, calls, results, errors } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(QUIET_MIN_MS);
    scheduler.schedule('ab');
    scheduler.cancel();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(scheduler.busy()).toBe(false);
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(QUIET_MAX_MS * 2);
    expect(results).toEqual([]);
    expect(errors).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('reports a failure and goes on with the waiting text', async () => {
    const { scheduler, calls, errors, started } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(QUIET_MIN_MS);
    scheduler.schedule('ab');
    vi.advanceTimersByTime(QUIET_MIN_MS);
    const failure = new Error('boom');
    calls[0]!.answer.reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([{ error: failure, more: true }]);
    expect(started).toEqual(['a', 'ab']);
  });

  it('starts nothing while keys come faster than the pause, and never two at once', async () => {
    let running = 0;
    let most = 0;
    const inputs: string[] = [];
    const scheduler = createGenerationScheduler(
      (input: string) => {
        inputs.push(input);
        running++;
        most = Math.max(most, running);
        // each answer takes 200 ms
        return new Promise<string>((resolve) =>
          setTimeout(() => {
            running--;
            resolve(input);
          }, 200),
        );
      },
      { onResult: () => undefined },
      () => Date.now(),
    );
    // a key every 40 ms for 2 s: shorter than the pause
    for (let t = 0; t < 2_000; t += 40) {
      scheduler.schedule(`fast${t}`);
      await vi.advanceTimersByTimeAsync(40);
    }
    expect(inputs).toEqual([]);
    // a key every 120 ms for 3 s: each pause is long enough, answers take 200 ms
    for (let t = 0; t < 3_000; t += 120) {
      scheduler.schedule(`slow${t}`);
      await vi.advanceTimersByTimeAsync(120);
    }
    await vi.advanceTimersByTimeAsync(QUIET_MAX_MS + 400);
    expect(most).toBe(1);
    // about one request per answer time, not one per key, and the last text was generated
    expect(inputs.length).toBeLessThan(3_000 / 200 + 2);
    expect(inputs.at(-1)).toBe('slow2880');
    expect(scheduler.busy()).toBe(false);
  });
});
