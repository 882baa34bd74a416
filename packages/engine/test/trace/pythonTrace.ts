/**
 * Runs tracer.py once over many Python programs and checks each traced call against the FlowGraph
 * the engine draws for the program (the correctness rule, docs/architecture.md#correctness-rule).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FlowGraph } from '../../src/graph/types';
import {
  chartForDefinition,
  formatFailure,
  GraphPathChecker,
  type CallEnding,
  type PathFailure,
} from '../../src/test-support/correctness';

export type TracedDef = {
  name: string;
  kind: 'function' | 'class';
  /** first line (the first decorator's, when decorated) */
  first: number;
  defLine: number;
  end: number;
  /** the definition's header lines [first decorator .. line before the body] */
  header: [number, number];
};

export type TracedCall = {
  name: string;
  qualname: string;
  firstLine: number;
  lines: number[];
  ending: CallEnding;
  count: number;
};

export type TracedProgram = {
  file: string;
  executable: number[];
  defs: TracedDef[];
  calls: TracedCall[];
  /** the program's uncaught exception type, if it ended in one */
  error: string | null;
};

const TRACER = fileURLToPath(new URL('./tracer.py', import.meta.url));

/** Traces every program in one python3 process. */
export function tracePrograms(files: string[]): TracedProgram[] {
  let out: string;
  try {
    out = execFileSync('python3', [TRACER, ...files], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      timeout: 120_000,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'python3 not found: install it (apt-get install python3) to run the trace checker',
        { cause: err },
      );
    }
    throw err;
  }
  return JSON.parse(out) as TracedProgram[];
}

/**
 * Lines that may stay uncovered in a call of `owner`: headers of the definitions inside it, and
 * its own header, which CPython reports in the frame for code no statement stands for: a class
 * body's hidden `__module__`/`__qualname__` prologue (at `co_firstlineno`), the implicit
 * `return None` of a function whose body is only a docstring.
 */
function exemptLines(program: TracedProgram, owner: TracedDef | undefined): Set<number> {
  const exempt = new Set<number>();
  for (const d of program.defs) {
    if (owner && (d.first < owner.first || d.end > owner.end)) continue;
    for (let l = d.header[0]; l <= d.header[1]; l++) exempt.add(l);
  }
  return exempt;
}

/**
 * Every failure of the program's traced calls against `graph`, one readable line each (with the
 * source text of the lines involved), identical failures reported once with their call count.
 */
export function checkProgram(program: TracedProgram, graph: FlowGraph): string[] {
  const source = readFileSync(program.file, 'utf8').split('\n');
  const checker = new GraphPathChecker(graph, new Set(program.executable));
  const counts = new Map<string, number>();
  const add = (text: string, count: number) => counts.set(text, (counts.get(text) ?? 0) + count);
  const show = (line: number | undefined) =>
    line === undefined ? '' : `\n      ${line}: ${source[line - 1]?.trim() ?? ''}`;

  for (const call of program.calls) {
    const def =
      call.name === '<module>'
        ? undefined
        : program.defs.find((d) => d.first === call.firstLine && d.name === call.name);
    if (call.name !== '<module>' && !def) {
      add(
        `${call.qualname}: no definition found at line ${call.firstLine} (tracer bug)`,
        call.count,
      );
      continue;
    }
    const chart = chartForDefinition(graph, call.name, def ? def.defLine : 1);
    if (!chart) {
      const near = graph.charts
        .filter((c) => def && c.range.startLine <= def.end && c.range.endLine >= def.first)
        .map((c) => `${c.kind} ${c.name} L${c.range.startLine}-${c.range.endLine}`);
      add(
        `${call.qualname}: no chart for this ${def?.kind ?? 'module'} (defined at line ${def?.defLine}); charts there: [${near.join(', ')}]`,
        call.count,
      );
      continue;
    }
    // A class body's frame reports its prologue at co_firstlineno: the first decorator of a
    // decorated class, the `class` line otherwise. Both stand for the class line.
    const lines =
      def?.kind === 'class' && call.lines[0] !== undefined && call.lines[0] < def.defLine
        ? [def.defLine, ...call.lines.slice(1)]
        : call.lines;
    const failures: PathFailure[] = checker.checkCall(chart.id, {
      lines,
      ending: call.ending,
      exempt: exemptLines(program, def),
    });
    for (const f of failures) {
      add(
        formatFailure(f) + show(f.line ?? f.from) + (f.to !== f.from ? show(f.to) : ''),
        call.count,
      );
    }
  }
  return [...counts].map(([text, n]) => (n > 1 ? `${text}\n      (${n} calls)` : text));
}
