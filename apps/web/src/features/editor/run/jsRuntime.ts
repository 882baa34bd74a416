/**
 * The JavaScript/TypeScript side of Run (decision 041): the instrumented program (from
 * @codeflow/engine/trace, see run.worker.ts) becomes the script of a worker of its own, a
 * `blob:` URL, so it runs without `eval` under the page's CSP. `traceRuntime` is written into
 * that script as source text: it records the steps in the RunChunk shape, counts the limits,
 * captures console output and feeds `prompt()` from the Program input; the network is taken away
 * (disableNetwork) before the program's first line. Each trace call may pass the names in scope
 * and a reader of their values: the step's frame then records the locals that changed
 * (jsLocals.ts), rendered by jsValues.ts.
 */
import { disableNetwork } from './disableNetwork';
import { jsLocalsRecorder, type JsLocals } from './jsLocals';
import { jsLoopSteps } from './jsLoopSteps';
import { jsBuiltins, jsValueRenderer } from './jsValues';
import type { RunLimits } from './runProtocol';

type RuntimeConfig = {
  stdin: string;
  limits: RunLimits;
  /** the instrumenter's function ids → first line (0: the program itself) */
  starts: number[];
};

/* The runtime itself: self-contained (it is stringified), plain JavaScript semantics. */
function traceRuntime(config: RuntimeConfig, post: (message: unknown) => void, locals: JsLocals) {
  type Rec = {
    id: number;
    fn: number;
    name: string;
    parent: number;
    line: number;
    threw?: boolean;
  };
  const CHUNK = 20000;
  const OUTPUT_MAX = 1_000_000;
  const started = Date.now();
  let chunk = {
    lines: [] as number[],
    frames: [] as number[],
    newFrames: [] as unknown[],
    vars: [] as unknown[],
    output: [] as unknown[],
  };
  let steps = 0;
  let written = 0;
  let nextFrame = 0;
  let current: Rec | null = null;
  let limit: 'steps' | 'time' | null = null;
  let raised: { line: number; frame: Rec } | null = null;
  const records = new Map<number, Rec>();
  const stdin = config.stdin.split('\n');
  if (stdin[stdin.length - 1] === '') stdin.pop();

  class LimitReached extends Error {}
  const flush = () => {
    post({ type: 'chunk', chunk });
    chunk = { lines: [], frames: [], newFrames: [], vars: [], output: [] };
  };
  const t = (c: Rec, line: number, names?: readonly string[], read?: () => unknown[]) => {
    if (limit) throw new LimitReached(limit);
    if (steps >= config.limits.maxSteps) limit = 'steps';
    else if ((steps & 1023) === 0 && Date.now() - started > config.limits.maxMs) limit = 'time';
    if (limit) throw new LimitReached(limit);
    steps += 1;
    current = c;
    c.line = line;
    chunk.lines.push(line);
    chunk.frames.push(c.id);
    const changes = locals.capture(c, names, read);
    if (changes) chunk.vars.push([steps - 1, c.id, changes]);
    if (chunk.lines.length >= CHUNK) flush();
  };
  const enter = (fn: number, name?: string): Rec => {
    const label = fn === 0 ? '<module>' : (name ?? `function at line ${config.starts[fn] ?? 0}`);
    const parent = current ? current.id : -1;
    const rec: Rec = { id: nextFrame++, fn, name: label, parent, line: 0 };
    records.set(rec.id, rec);
    chunk.newFrames.push({ id: rec.id, name: label, line: config.starts[fn] ?? 1, parent });
    return rec;
  };
  const exit = (c: Rec) => {
    if (c.threw && !raised) raised = { line: c.line, frame: c };
    current = c.parent >= 0 ? (records.get(c.parent) ?? null) : null;
  };
  const show = (value: unknown, depth = 0): string => {
    if (typeof value === 'string') return depth === 0 ? value : JSON.stringify(value);
    if (typeof value === 'function') return `[Function ${value.name || '(anonymous)'}]`;
    if (typeof value !== 'object' || value === null) return String(value);
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (depth > 2) return Array.isArray(value) ? '[Array]' : '[Object]';
    try {
      if (Array.isArray(value)) return `[ ${value.map((v) => show(v, depth + 1)).join(', ')} ]`;
      const entries = Object.entries(value).map(([k, v]) => `${k}: ${show(v, depth + 1)}`);
      return `{ ${entries.join(', ')} }`;
    } catch {
      return '[Object]';
    }
  };
  const write = (stream: 'out' | 'err', text: string) => {
    if (written >= OUTPUT_MAX) return;
    written += text.length;
    chunk.output.push([steps, stream, text]);
  };
  const log =
    (stream: 'out' | 'err') =>
    (...args: unknown[]) => {
      write(stream, `${args.map((a) => show(a)).join(' ')}\n`);
    };
  const fakeConsole = {
    log: log('out'),
    info: log('out'),
    debug: log('out'),
    warn: log('err'),
    error: log('err'),
  };
  const prompt = (message?: unknown): string | null => {
    if (message !== undefined) write('out', show(message));
    const line = stdin.shift();
    if (line === undefined) return null;
    write('out', `${line}\n`);
    return line;
  };
  const process = {
    stdout: { write: (text: unknown) => (write('out', String(text)), true) },
    stderr: { write: (text: unknown) => (write('err', String(text)), true) },
    argv: ['node', 'program'],
  };
  const finish = (error: unknown) => {
    let end: unknown = { kind: 'done' };
    if (error instanceof LimitReached || limit) end = { kind: 'limit', limit: limit ?? 'steps' };
    else if (error !== undefined) {
      const message =
        error instanceof Error ? `${error.name}: ${error.message}` : `Uncaught ${show(error, 1)}`;
      const trace: string[] = [];
      for (let r: Rec | null = raised?.frame ?? null; r; r = records.get(r.parent) ?? null) {
        trace.push(`  line ${r.line}, in ${r.name}`);
      }
      const traceback = ['Traceback (most recent call last):', ...trace.reverse(), message].join(
        '\n',
      );
      end = { kind: 'exception', error: { message, line: raised?.line ?? null, traceback } };
    }
    flush();
    post({ type: 'end', end });
  };
  return {
    t,
    enter,
    exit,
    console: fakeConsole,
    prompt,
    process,
    finish,
  };
}

/** The whole script of a JavaScript run's worker. */
export function jsRunScript(instrumented: string, config: RuntimeConfig): string {
  return [
    `(${disableNetwork.toString()})(self);`,
    `const __b = (${jsBuiltins.toString()})();`,
    `const __values = (${jsValueRenderer.toString()})(__b);`,
    `const __U = __values.uninitialized;`,
    `const __rt = (${traceRuntime.toString()})(${JSON.stringify(config)}, (m) => self.postMessage(m), (${jsLocalsRecorder.toString()})(__values, __b));`,
    `const { t: __t, enter: __enter, exit: __exit, prompt, process } = __rt;`,
    `const { iter: __iter, keys: __keys, aiter: __aiter } = (${jsLoopSteps.toString()})(__t);`,
    `const console = __rt.console;`,
    `(async () => {`,
    instrumented,
    `\n})().then(() => setTimeout(() => __rt.finish(undefined), 0), (e) => __rt.finish(e));`,
  ].join('\n');
}
