/**
 * Runs Ruby programs under TracePoint (tracer.rb, one ruby process, a fork per program) and
 * checks each traced call against the chart the engine draws (checkEvents.ts).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FlowGraph } from '../../src/graph/types';
import { linesOfNodes, type EventLanguage, type TracedRun } from '../event-trace/checkEvents';

const TRACER = fileURLToPath(new URL('./tracer.rb', import.meta.url));

/** Traces every program in one ruby process. */
export function traceRuby(files: string[]): TracedRun[] {
  try {
    const out = execFileSync('ruby', [TRACER, ...files], {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
      timeout: 600_000,
    });
    return JSON.parse(out) as TracedRun[];
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'ruby not found: install it (apt-get install ruby) to run the Ruby trace checker',
        {
          cause: err,
        },
      );
    }
    throw err;
  }
}

/**
 * Ruby's charts: a block with a chart of its own (a closure, `lambda do … end`) is named
 * `… block` and starts on the block's line; every other block is drawn in its enclosing chart.
 * Ruby reports a loop's header line when the loop starts, never when it tests again (`while`) or
 * hands its block the next element (iterators run in C), and reports a `case`'s `when` lines only
 * as the `case` compiles (a table of literals jumps straight to the body): those are silent.
 */
export const RUBY: EventLanguage = {
  closureChart: (graph: FlowGraph, line: number) =>
    graph.charts.find((c) => c.name.endsWith(' block') && c.range.startLine === line),
  silentLines: (graph: FlowGraph) =>
    linesOfNodes(
      graph,
      (n) => n.kind === 'loop' || (n.kind === 'decision' && n.label.startsWith('case ')),
    ),
};
