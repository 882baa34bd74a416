/**
 * Runs PHP programs under Xdebug's step debugger and records every line each call runs, in the
 * event format of checkEvents.ts. This is a DBGp client (the protocol IDEs speak to Xdebug): php
 * connects to it on loopback, and it answers each stop with `step_into` and reads the call stack
 * (`stack_get`). Which call a frame is comes from Xdebug's function trace of the same run
 * (`xdebug.mode=trace`, computerized format): php writes a record when a call starts or ends,
 * numbered per call and by stack level, before it stops at the next step, so at every stop the
 * trace read so far names the call at each level (CallLevels) — two calls of one function at
 * one depth are told apart even when nothing else differs. An exception breakpoint
 * (`breakpoint_set -t exception -x *`) marks the call an exception leaves. The executable lines
 * are Xdebug's code coverage of the file (lines with code, dead code left out), taken in the
 * same run by a prepended script.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  linesOfNodes,
  type EventLanguage,
  type TraceEvent,
  type TracedRun,
} from '../event-trace/checkEvents';

/** Xdebug's names for PHP errors that do not stop the program. */
const NOTICES = /^(Deprecated|Notice|Warning|Strict Standards|User (Notice|Warning|Deprecated))$/i;

/** A line that hands a generator's value out (the call is suspended there). */
const YIELDS = /\byield\b/;

/** Steps per program; a longer run is checked up to here (`error: limit`). */
const STEP_LIMIT = 20_000;

const COVERAGE_PREPEND = `<?php
xdebug_start_code_coverage(XDEBUG_CC_UNUSED | XDEBUG_CC_DEAD_CODE);
register_shutdown_function(function () {
    file_put_contents(getenv('CODEFLOW_COVERAGE'), json_encode(xdebug_get_code_coverage()));
});
`;

/** Whether Xdebug is loaded by php's own configuration, else how to load it. */
function xdebugFlags(): string[] {
  const probe = spawnSync('php', ['-m'], { encoding: 'utf8' });
  if (probe.error) {
    throw new Error('php not found: install php-cli and php-xdebug to run the PHP trace checker', {
      cause: probe.error,
    });
  }
  if (/^xdebug$/im.test(probe.stdout)) return [];
  const load = spawnSync('php', ['-d', 'zend_extension=xdebug.so', '-m'], { encoding: 'utf8' });
  if (/^xdebug$/im.test(load.stdout)) return ['-d', 'zend_extension=xdebug.so'];
  throw new Error('Xdebug not found: install php-xdebug to run the PHP trace checker');
}

/** Reads DBGp packets (`length NUL xml NUL`) from the socket, one at a time. */
class Packets {
  private buffer = Buffer.alloc(0);
  private waiting: ((xml: string) => void) | undefined;
  private readonly queue: string[] = [];
  closed = false;

  constructor(socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.drain();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.('');
    });
  }

  private drain(): void {
    for (;;) {
      const nul = this.buffer.indexOf(0);
      if (nul < 0) return;
      const length = Number(this.buffer.subarray(0, nul).toString());
      if (this.buffer.length < nul + 1 + length + 1) return;
      const xml = this.buffer.subarray(nul + 1, nul + 1 + length).toString('utf8');
      this.buffer = this.buffer.subarray(nul + 1 + length + 1);
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = undefined;
        w(xml);
      } else this.queue.push(xml);
    }
  }

  next(): Promise<string> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.closed) return Promise.resolve('');
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

type Frame = { where: string; file: string; line: number };

/**
 * The calls open at each stack level, read from Xdebug's function trace as php writes it
 * (format 1: `level TAB call-number TAB 0|1 TAB …`, 0 a call's start, 1 its end). php flushes
 * each record before the debugger's next stop, so reading what is new at a stop gives the
 * calls open there: level 1 is `{main}`, level i + 1 the frame i places above it.
 */
class CallLevels {
  private fd: number | undefined;
  private offset = 0;
  private rest = '';
  private readonly chunk = Buffer.alloc(1 << 16);
  /** call numbers, bottom first */
  readonly open: number[] = [];

  constructor(private readonly file: string) {}

  /** Reads the records written since the last stop. */
  update(): void {
    try {
      this.fd ??= openSync(this.file, 'r');
    } catch {
      return; // not created yet: php writes it when {main} starts
    }
    for (;;) {
      const n = readSync(this.fd, this.chunk, 0, this.chunk.length, this.offset);
      if (n <= 0) break;
      this.offset += n;
      const lines = (this.rest + this.chunk.toString('latin1', 0, n)).split('\n');
      this.rest = lines.pop() ?? '';
      for (const line of lines) this.record(line);
    }
  }

  private record(line: string): void {
    const m = /^(\d+)\t(\d+)\t([01])\t/.exec(line);
    if (!m) return; // the header, the closing summary, or a value spread over lines
    const level = Number(m[1]);
    if (m[3] === '0') {
      this.open.length = level - 1;
      this.open[level - 1] = Number(m[2]);
    } else this.open.length = level - 1;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
  }
}

function attr(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  return value
    ?.replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function framesOf(xml: string): Frame[] {
  const frames: Frame[] = [];
  for (const m of xml.matchAll(/<stack\b[^>]*>/g)) {
    frames.push({
      where: attr(m[0], 'where') ?? '',
      file: decodeURIComponent((attr(m[0], 'filename') ?? '').replace(/^file:\/\//, '')),
      line: Number(attr(m[0], 'lineno') ?? 0),
    });
  }
  return frames.reverse(); // bottom ({main}) first
}

/** A PHP function name as the chart names it: `A->m`, `A::m` → `m`; closures keep `{closure}`. */
function shortName(where: string): string {
  if (where.includes('{closure')) return '{closure}';
  const parts = where.split(/->|::/);
  return parts[parts.length - 1] ?? where;
}

type Stream = { events: TraceEvent[]; executable: number[] };

/**
 * Runs `php args…` under the step debugger and records the calls of every file `checked`
 * accepts, one event stream per file (frame ids unique across runs through `ids`).
 */
async function traceScript(
  args: string[],
  cwd: string,
  checked: (file: string) => boolean,
  setup: { server: Server; port: number; flags: string[]; ids: { next: number } },
): Promise<{ streams: Map<string, Stream>; error: string | null }> {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-php-'));
  const coverage = join(dir, 'coverage.json');
  const prepend = join(dir, 'prepend.php');
  writeFileSync(prepend, COVERAGE_PREPEND);
  const connection = new Promise<Socket>((resolveSocket) =>
    setup.server.once('connection', resolveSocket),
  );
  const php = spawn(
    'php',
    [
      ...setup.flags,
      '-d',
      'xdebug.mode=debug,coverage,trace',
      '-d',
      'xdebug.trace_format=1',
      '-d',
      `xdebug.output_dir=${dir}`,
      '-d',
      'xdebug.trace_output_name=calls',
      '-d',
      'xdebug.collect_return=0',
      '-d',
      'xdebug.start_with_request=yes',
      '-d',
      'xdebug.client_host=127.0.0.1',
      '-d',
      `xdebug.client_port=${setup.port}`,
      '-d',
      `auto_prepend_file=${prepend}`,
      ...args,
    ],
    {
      cwd,
      env: { ...process.env, CODEFLOW_COVERAGE: coverage },
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  );
  php.stdin.end('5 3 8 1 9 2\n3\n'.repeat(20));
  const exited = new Promise<number | null>((r) => php.on('exit', (code) => r(code)));
  const socket = await connection;
  const packets = new Packets(socket);
  let tx = 0;
  const send = async (command: string): Promise<string> => {
    socket.write(`${command} -i ${++tx}\0`);
    return packets.next();
  };
  await packets.next(); // init
  await send('feature_set -n max_depth -v 1');
  await send('breakpoint_set -t exception -x *');

  const streams = new Map<string, Stream>();
  const stream = (file: string): Stream => {
    let s = streams.get(file);
    if (!s) streams.set(file, (s = { events: [], executable: [] }));
    return s;
  };
  const levels = new CallLevels(join(dir, 'calls.xt'));
  const sources = new Map<string, string[]>();
  const sourceLine = (file: string, line: number): string => {
    let lines = sources.get(file);
    if (!lines) sources.set(file, (lines = readFileSync(file, 'utf8').split('\n')));
    return lines[line - 1] ?? '';
  };
  /** our view of the stack, bottom first; frame 0 is the main script's top level */
  type Entry = {
    first: number;
    /** Xdebug's number of the call (its trace record), -1 when the trace did not name one */
    call: number;
    id: number;
    where: string;
    file: string;
    shown: boolean;
    raising: boolean;
    line: number;
  };
  const stack: Entry[] = [];
  const suspended = new Map<string, Entry>();
  let error: string | null = null;
  let steps = 0;
  for (;;) {
    const answer = await send('step_into');
    if (!answer || !/status="break"/.test(answer)) break;
    const raised = /exception="([^"]*)"/.exec(answer)?.[1];
    // notices, warnings and deprecations stop at the exception breakpoint too: they go on
    const exception = raised && !NOTICES.test(raised) ? raised : undefined;
    const frames = framesOf(await send('stack_get'));
    levels.update();
    // a frame's call is the trace's call at its level (the trace and the stack count the same
    // frames; when they disagree, e.g. a stop before a record was read, the frame's call is
    // unknown and it stays the same call while its function does)
    const calls = frames.map((_, i) =>
      levels.open.length === frames.length ? (levels.open[i] ?? -1) : -1,
    );
    let common = 0;
    while (
      common < stack.length &&
      common < frames.length &&
      stack[common]!.where === frames[common]!.where &&
      (calls[common] === -1 || stack[common]!.call === -1 || stack[common]!.call === calls[common])
    )
      common++;
    while (stack.length > common) {
      const gone = stack.pop()!;
      // a generator that yielded is suspended, not over: its next resumption continues the call
      if (gone.shown && !gone.raising && YIELDS.test(sourceLine(gone.file, gone.line))) {
        suspended.set(gone.where, gone);
        continue;
      }
      if (gone.shown)
        stream(gone.file).events.push(['r', gone.id, gone.raising ? 'exception' : 'return']);
      const caller = stack[stack.length - 1];
      if (gone.raising && caller) caller.raising = true;
    }
    for (let i = common; i < frames.length; i++) {
      const resumed = i > 0 ? suspended.get(frames[i]!.where) : undefined;
      // a new generator of the same function starts at its first line
      if (resumed && resumed.first !== frames[i]!.line) {
        suspended.delete(frames[i]!.where);
        stack.push({ ...resumed, call: calls[i]!, raising: false });
        continue;
      }
      stack.push({
        call: calls[i]!,
        id: i === 0 ? 0 : ++setup.ids.next,
        where: frames[i]!.where,
        file: frames[i]!.file,
        shown: i === 0,
        raising: false,
        line: 0,
        first: 0,
      });
    }
    const top = stack[stack.length - 1];
    const here = frames[frames.length - 1];
    if (!top || !here) continue;
    if (exception) {
      top.raising = true;
      error = exception;
      continue;
    }
    top.raising = false;
    top.line = here.line;
    if (top.first === 0) top.first = here.line;
    top.file = here.file;
    if (!checked(here.file)) continue;
    if (!top.shown) {
      top.shown = true;
      // a file's top level runs in the frame of the `require` that loads it
      const module = /^(require|include)(_once)?$/.test(top.where);
      stream(here.file).events.push(
        module
          ? ['c', top.id, 'module', here.line, '<module>']
          : ['c', top.id, 'method', here.line, shortName(top.where)],
      );
    }
    error = null;
    stream(here.file).events.push(['l', top.id, here.line]);
    if (++steps >= STEP_LIMIT) {
      error = 'limit';
      break;
    }
  }
  levels.close();
  if (error === 'limit') socket.write(`stop -i ${++tx}\0`);
  socket.end();
  const timer = setTimeout(() => php.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  try {
    const all = JSON.parse(readFileSync(coverage, 'utf8')) as Record<
      string,
      Record<string, number>
    >;
    for (const [file, lines] of Object.entries(all)) {
      if (!checked(file)) continue;
      stream(file).executable = Object.entries(lines)
        .filter(([, v]) => v !== -2)
        .map(([l]) => Number(l))
        .sort((a, b) => a - b);
    }
  } catch {
    // the run stopped before its shutdown functions ran (a step limit, a fatal error)
  }
  rmSync(dir, { recursive: true, force: true });
  return { streams, error };
}

async function withListener<T>(
  use: (setup: {
    server: Server;
    port: number;
    flags: string[];
    ids: { next: number };
  }) => Promise<T>,
): Promise<T> {
  const flags = xdebugFlags();
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    return await use({ server, port, flags, ids: { next: 0 } });
  } finally {
    server.close();
  }
}

/** Traces each program in turn (one php process per program, one DBGp listener for all). */
export async function tracePhp(files: string[]): Promise<TracedRun[]> {
  return withListener(async (setup) => {
    const runs: TracedRun[] = [];
    for (const file of files) {
      const path = resolve(file);
      const { streams, error } = await traceScript([path], dirname(path), (f) => f === path, setup);
      const s = streams.get(path);
      runs.push({ file, executable: s?.executable ?? [], events: s?.events ?? [], error });
    }
    return runs;
  });
}

/**
 * A project with PHPUnit tests (TheAlgorithms/PHP): each test file runs under a small PHPUnit
 * stand-in (phpunitShim.php, the project's vendor/autoload.php) as the driver of the code it
 * tests, and the calls of every source file are recorded; a source file no test loads is run on
 * its own. One TracedRun per source file, its runs' events together.
 */
export async function tracePhpProject(
  root: string,
  sources: string[],
  tests: string[],
  options: { runUntested?: boolean } = {},
): Promise<TracedRun[]> {
  const shim = fileURLToPath(new URL('./phpunitShim.php', import.meta.url));
  const wanted = new Set(sources.map((f) => resolve(f)));
  return withListener(async (setup) => {
    const merged = new Map<string, TracedRun>();
    const add = (file: string, s: Stream, error: string | null): void => {
      const run = merged.get(file) ?? { file, executable: [], events: [], error: null };
      run.events.push(...s.events);
      run.executable = [...new Set([...run.executable, ...s.executable])].sort((a, b) => a - b);
      run.error ??= error;
      merged.set(file, run);
    };
    for (const test of tests) {
      const { streams, error } = await traceScript(
        [shim, resolve(test)],
        resolve(root),
        (f) => wanted.has(f),
        setup,
      );
      for (const [file, s] of streams) if (s.events.length > 0) add(file, s, error);
    }
    for (const file of wanted) {
      if (merged.has(file) || options.runUntested === false) continue;
      const { streams, error } = await traceScript([file], dirname(file), (f) => f === file, setup);
      add(file, streams.get(file) ?? { events: [], executable: [] }, error);
    }
    return sources.map((f) => merged.get(resolve(f))!).filter(Boolean);
  });
}

/**
 * Lines wholly outside `<?php … ?>` (HTML, which PHP echoes): not code, the chart leaves them out.
 * A scan for the tags, ignoring that a string could hold one (none of the programs does).
 */
export function htmlLines(source: string): Set<number> {
  const out = new Set<number>();
  let inside = false;
  source.split('\n').forEach((text, i) => {
    let touchesCode = inside;
    let rest = text;
    for (;;) {
      if (inside) {
        const close = rest.indexOf('?>');
        if (close < 0) break;
        inside = false;
        rest = rest.slice(close + 2);
      } else {
        const open = rest.indexOf('<?');
        if (open < 0) break;
        inside = true;
        touchesCode = true;
        rest = rest.slice(open + 2);
      }
    }
    if (!touchesCode) out.add(i + 1);
  });
  return out;
}

const DECLARED = /^(abstract |final |readonly )*(class|interface|trait|enum) /;

/**
 * PHP's charts: closures and arrow functions are charts of their own (`f.{closure}`), called as
 * functions. Xdebug stops at each statement, and at a loop's header only when the loop starts
 * (its later tests, a do-while's test, `catch` and `match` arms compile without a statement of
 * their own, and a class declared early has nothing to run): those lines are silent.
 */
export const PHP: EventLanguage = {
  closureChart: () => undefined,
  // a file run by another ends with a step on its last line, blank or not: not code either
  notCode: (source) => {
    const lines = htmlLines(source);
    source.split('\n').forEach((text, i) => {
      if (text.trim() === '' || text.trim() === '?>') lines.add(i + 1);
    });
    return lines;
  },
  closingBraceReturns: true,
  silentLines: (graph) =>
    linesOfNodes(
      graph,
      (n, out) =>
        n.kind === 'loop' ||
        n.kind === 'catch' ||
        (n.kind === 'decision' && (n.label.startsWith('case ') || out.has('back'))) ||
        (n.kind === 'process' && DECLARED.test(n.label)),
    ),
};
