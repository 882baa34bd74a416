/** Runs an instrumented program in-process and returns, per function call, the lines it ran. */
import type { CallEnding } from '../../src/test-support/correctness';

export type TracedCall = { fn: number; lines: number[]; ending: CallEnding };

type Record = TracedCall & { threw?: boolean };

type AsyncFunctionConstructor = new (...args: string[]) => (...args: unknown[]) => Promise<unknown>;
// the AsyncFunction constructor is not a global: reach it through an async function's prototype
const AsyncFunction = (
  Object.getPrototypeOf(async () => {}) as { constructor: AsyncFunctionConstructor }
).constructor;

/** Waits for timers and promise chains the program left running (its callbacks are calls too). */
const settle = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function runTraced(code: string): Promise<{ calls: TracedCall[]; output: string[] }> {
  const calls: Record[] = [];
  const output: string[] = [];
  const enter = (fn: number): Record => {
    const record: Record = { fn, lines: [], ending: 'suspended' };
    calls.push(record);
    return record;
  };
  const t = (c: Record, line: number): void => {
    c.lines.push(line);
  };
  const exit = (c: Record): void => {
    c.ending = c.threw ? 'exception' : 'return';
  };
  // the header line is reported before every step of the iteration, the last (done) one included
  function* iter(c: Record, line: number, iterable: Iterable<unknown>): Generator<unknown> {
    const it = iterable[Symbol.iterator]();
    for (;;) {
      t(c, line);
      const step = it.next();
      if (step.done) return;
      yield step.value;
    }
  }
  function* keys(c: Record, line: number, object: object): Generator<string> {
    for (const key in object) {
      t(c, line);
      yield key;
    }
    t(c, line);
  }
  async function* aiter(
    c: Record,
    line: number,
    iterable: AsyncIterable<unknown> | Iterable<unknown>,
  ): AsyncGenerator<unknown> {
    const it =
      Symbol.asyncIterator in iterable
        ? iterable[Symbol.asyncIterator]()
        : iterable[Symbol.iterator]();
    for (;;) {
      t(c, line);
      const step = await it.next();
      if (step.done) return;
      yield step.value;
    }
  }
  const log = (...args: unknown[]): void => {
    output.push(args.map(String).join(' '));
  };
  const fakeConsole = { log, error: log, warn: log, info: log };
  const fakeProcess = { stdout: { write: log }, stderr: { write: log }, argv: ['node', 'program'] };
  const program = new AsyncFunction(
    '__enter',
    '__t',
    '__exit',
    '__iter',
    '__keys',
    '__aiter',
    'console',
    'process',
    code,
  );
  await program(enter, t, exit, iter, keys, aiter, fakeConsole, fakeProcess);
  await settle(30);
  return { calls, output };
}
