import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createGenerationScheduler,
  PREFETCH_SHARE,
  QUIET_MAX_MS,
  QUIET_MIN_MS,
  QUIET_SPELL_MS,
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

/** generation starts this long into the shortest pause */
const START = Math.round(QUIET_MIN_MS * PREFETCH_SHARE);

/** A scheduler over a job whose answers the test gives by hand. */
function setup(startAtOnce = false) {
  const calls: {
    input: string;
    signal: AbortSignal;
    answer: ReturnType<typeof deferred<string>>;
  }[] = [];
  const results: string[] = [];
  const errors: unknown[] = [];
  const started: string[] = [];
  const scheduler = createGenerationScheduler(
    (input: string, signal: AbortSignal) => {
      const answer = deferred<string>();
      calls.push({ input, signal, answer });
      return answer.promise;
    },
    {
      onStart: (input) => started.push(input),
      onResult: (result) => results.push(result),
      onError: (error) => errors.push(error),
    },
    () => Date.now(),
    () => startAtOnce,
  );
  return { scheduler, calls, results, errors, started };
}

describe('quietDelay', () => {
  it('is 40 % of the generate-and-draw time, between the minimum and the maximum', () => {
    expect(quietDelay(null)).toBe(QUIET_MIN_MS);
    expect(quietDelay(20)).toBe(QUIET_MIN_MS);
    expect(quietDelay(45)).toBe(QUIET_MIN_MS);
    expect(quietDelay(200)).toBe(80);
    expect(quietDelay(500)).toBe(200);
    expect(quietDelay(5_000)).toBe(QUIET_MAX_MS);
    expect(quietDelay(Number.NaN)).toBe(QUIET_MIN_MS);
  });
});

describe('createGenerationScheduler: the typing pause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('generates the newest text part way through the pause and reports it when the pause ends', async () => {
    const { scheduler, calls, results } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(START - 10);
    scheduler.schedule('ab');
    vi.advanceTimersByTime(START - 1);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.input)).toEqual(['ab']);
    calls[0]!.answer.resolve('AB');
    await vi.advanceTimersByTimeAsync(0);
    // answered, but the typing pause is not over: nothing drawn yet
    expect(results).toEqual([]);
    expect(scheduler.busy()).toBe(true);
    await vi.advanceTimersByTimeAsync(QUIET_MIN_MS - START - 1);
    expect(results).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(results).toEqual(['AB']);
    expect(scheduler.busy()).toBe(false);
  });

  it('counts the pause from when the text changed, not from when it was scheduled', async () => {
    const { scheduler, calls, results } = setup();
    const changedAt = Date.now();
    vi.advanceTimersByTime(12);
    scheduler.schedule('a', changedAt);
    vi.advanceTimersByTime(0);
    expect(calls).toHaveLength(1);
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(QUIET_MIN_MS - 12 - 1);
    expect(results).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(results).toEqual(['A']);
  });

  it('reports at once an answer that comes after the pause', async () => {
    const { scheduler, calls, results } = setup();
    scheduler.schedule('a');
    await vi.advanceTimersByTimeAsync(QUIET_MIN_MS + 40);
    expect(results).toEqual([]);
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual(['A']);
  });

  it('drops the answer for text a newer keystroke replaced; the newer text follows', async () => {
    const { scheduler, calls, results, started } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(START);
    scheduler.schedule('ab');
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(QUIET_MAX_MS);
    expect(started).toEqual(['a', 'ab']);
    expect(results).toEqual([]);
    calls[1]!.answer.resolve('AB');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual(['AB']);
  });

  it('generates and reports at once a keystroke after a quiet spell; a burst still waits', async () => {
    const { scheduler, calls, results } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(START);
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(QUIET_SPELL_MS);
    expect(results).toEqual(['A']);
    // a key after a quiet spell: no pause, the answer is drawn as soon as it comes
    scheduler.schedule('ab');
    expect(calls).toHaveLength(2);
    calls[1]!.answer.resolve('AB');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual(['A', 'AB']);
    // the next key of a burst waits for the pause again
    vi.advanceTimersByTime(50);
    scheduler.schedule('abc');
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(START);
    expect(calls).toHaveLength(3);
    calls[2]!.answer.resolve('ABC');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual(['A', 'AB']);
    await vi.advanceTimersByTimeAsync(QUIET_MIN_MS);
    expect(results).toEqual(['A', 'AB', 'ABC']);
  });

  it('waits longer after an expensive chart: generation and drawing time set the pause', async () => {
    const { scheduler, calls, results } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(START);
    await vi.advanceTimersByTimeAsync(100);
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual(['A']);
    // generated in 100 ms, drawn in 400 ms: the next pause is 200 ms, generation at 100 ms
    scheduler.noteDrawCost(400);
    scheduler.schedule('ab');
    vi.advanceTimersByTime(99);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
    calls[1]!.answer.resolve('AB');
    await vi.advanceTimersByTimeAsync(99);
    expect(results).toEqual(['A']);
    await vi.advanceTimersByTimeAsync(1);
    expect(results).toEqual(['A', 'AB']);
  });

  it('follows the usual redraw cost: one slow redraw barely moves the pause, slow ones do', async () => {
    const { scheduler, calls, results } = setup();
    /** one keystroke: generation takes 10 ms, drawing `draw` ms; returns the pause it waited */
    const redraw = async (draw: number) => {
      const before = Date.now();
      const n = calls.length;
      const reported = results.length;
      scheduler.schedule(`t${n}`);
      while (calls.length === n) await vi.advanceTimersByTimeAsync(1);
      await vi.advanceTimersByTimeAsync(10);
      calls[n]!.answer.resolve('x');
      while (results.length === reported) await vi.advanceTimersByTimeAsync(1);
      scheduler.noteDrawCost(draw);
      return Date.now() - before;
    };
    for (let i = 0; i < 10; i++) await redraw(60);
    // one busy moment: a 400 ms redraw
    await redraw(400);
    // 40 % of (10 + 60 + 0.3 * 340) ≈ 69 ms, not 40 % of 410 = 164 ms
    expect(await redraw(60)).toBeLessThanOrEqual(70);
    // a slow machine: every redraw takes 400 ms; the pause grows towards 40 % of 410 ms
    for (let i = 0; i < 15; i++) await redraw(400);
    expect(await redraw(400)).toBeGreaterThanOrEqual(160);
  });
});

describe('createGenerationScheduler: one generation at a time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one generation at a time; only the newest due text runs next, at once', async () => {
    const { scheduler, calls, results, started } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(START);
    scheduler.schedule('ab');
    vi.advanceTimersByTime(START);
    scheduler.schedule('abc');
    vi.advanceTimersByTime(START);
    // 'a' still runs: nothing else started, nothing aborted
    expect(started).toEqual(['a']);
    expect(calls[0]!.signal.aborted).toBe(false);
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'abc']);
    calls[1]!.answer.resolve('ABC');
    await vi.advanceTimersByTimeAsync(QUIET_MIN_MS);
    expect(results).toEqual(['ABC']);
    expect(scheduler.busy()).toBe(false);
  });

  it('aborts a generation that ran too long once newer text is due; it never reports', async () => {
    const { scheduler, calls, results, started } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(START);
    await vi.advanceTimersByTimeAsync(RESTART_AFTER_MS);
    scheduler.schedule('ab');
    vi.advanceTimersByTime(START);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(started).toEqual(['a', 'ab']);
    calls[0]!.answer.reject(new DOMException('aborted', 'AbortError'));
    calls[1]!.answer.resolve('AB');
    await vi.advanceTimersByTimeAsync(QUIET_MIN_MS);
    expect(results).toEqual(['AB']);
  });

  it('cancel drops waiting text and aborts the running generation without a report', async () => {
    const { scheduler, calls, results, errors } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(START);
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

  it('reports the newest text failing, after the pause', async () => {
    const { scheduler, calls, errors } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(START);
    const failure = new Error('boom');
    calls[0]!.answer.reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(QUIET_MIN_MS);
    expect(errors).toEqual([failure]);
  });

  it('starts nothing while keys come faster than the pause, and never two at once', async () => {
    let running = 0;
    let most = 0;
    const inputs: string[] = [];
    const results: string[] = [];
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
      { onResult: (result) => results.push(result) },
      () => Date.now(),
    );
    // a key every 5 ms for 2 s: shorter than the start of generation (START)
    expect(START).toBeGreaterThan(5);
    for (let t = 0; t < 2_000; t += 5) {
      scheduler.schedule(`fast${t}`);
      await vi.advanceTimersByTimeAsync(5);
    }
    expect(inputs).toEqual([]);
    // a key every 120 ms for 3 s, answers take 200 ms
    for (let t = 0; t < 3_000; t += 120) {
      scheduler.schedule(`slow${t}`);
      await vi.advanceTimersByTimeAsync(120);
    }
    await vi.advanceTimersByTimeAsync(QUIET_MAX_MS + 400);
    expect(most).toBe(1);
    // about one request per answer time, not one per key; the last text is the one drawn
    expect(inputs.length).toBeLessThan(3_000 / 200 + 2);
    expect(results.at(-1)).toBe('slow2880');
    expect(scheduler.busy()).toBe(false);
  });
});

describe('createGenerationScheduler: a generation that costs no request (startAtOnce)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on the keystroke itself, one at a time, and still draws after the pause', async () => {
    const { scheduler, calls, results } = setup(true);
    scheduler.schedule('a');
    // the first key of a burst: no waiting before the generation
    expect(calls.map((c) => c.input)).toEqual(['a']);
    vi.advanceTimersByTime(5);
    scheduler.schedule('ab');
    // one generation at a time: 'ab' waits for 'a'
    expect(calls).toHaveLength(1);
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.input)).toEqual(['a', 'ab']);
    calls[1]!.answer.resolve('AB');
    await vi.advanceTimersByTimeAsync(0);
    // answered, the pause (counted from 'ab') not over: the stale 'A' was never drawn
    expect(results).toEqual([]);
    await vi.advanceTimersByTimeAsync(QUIET_MIN_MS);
    expect(results).toEqual(['AB']);
  });

  it('sets the pause from the drawing cost alone, not the generation time', async () => {
    const { scheduler, calls, results } = setup(true);
    scheduler.schedule('a');
    // a slow generation (250 ms): on the server path its cost would lengthen the next pause
    await vi.advanceTimersByTimeAsync(250);
    calls[0]!.answer.resolve('A');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual(['A']);
    scheduler.noteDrawCost(50);
    // the next key, inside the burst (less than QUIET_SPELL_MS after 'a')
    vi.advanceTimersByTime(5);
    scheduler.schedule('ab');
    expect(calls).toHaveLength(2);
    calls[1]!.answer.resolve('AB');
    await vi.advanceTimersByTimeAsync(0);
    // the pause is quietDelay(50) = QUIET_MIN_MS, not quietDelay(250 + 50) = 120 ms
    await vi.advanceTimersByTimeAsync(quietDelay(50) - 1);
    expect(results).toEqual(['A']);
    await vi.advanceTimersByTimeAsync(1);
    expect(results).toEqual(['A', 'AB']);
  });
});
