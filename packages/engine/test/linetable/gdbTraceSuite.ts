import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FlowGraph } from '../../src/graph/types';
import { generateFlowchart } from '../../src/node';
import { checkCTrace, traceCPrograms, type CTrace } from './cTrace';
import { requireTool } from './lineTables';

/**
 * Registers the suite that single-steps every program of `dir` under gdb and checks each traced
 * call against its chart, plain and compact. Shared by the C, C++ and Go corpora; `trace`
 * compiles and traces them (default: gcc/g++ and `main`), `dirs` adds more program folders.
 */
export function describeGdbTraces(options: {
  title: string;
  dir: string;
  dirs?: string[];
  extension: string;
  language: 'c' | 'cpp' | 'go' | 'rust';
  compiler: string;
  install?: string;
  trace?: (files: string[]) => Map<string, CTrace> | Promise<Map<string, CTrace>>;
  /** only these file names of the folders (a language whose checker does not pass them all yet) */
  only?: readonly string[];
  /** lines a language's checker leaves uncovered (Go's case clauses: `goCaseLines`) */
  exempt?: (code: string, trace: CTrace) => ReadonlySet<number>;
  /** lines the language does not report every time they run (Rust's `for`: `rustForLines`) */
  silent?: (graph: FlowGraph) => ReadonlySet<number>;
}): (file: string) => CTrace | undefined {
  const { dir, extension, language, compiler } = options;
  const files = [dir, ...(options.dirs ?? [])].flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith(extension) && (!options.only || options.only.includes(f)))
      .sort()
      .map((f) => join(d, f)),
  );

  let traces = new Map<string, CTrace>();

  beforeAll(async () => {
    requireTool(
      compiler,
      compiler === 'go' ? 'version' : '--version',
      `install it with \`apt-get install ${options.install ?? compiler}\``,
    );
    requireTool('objdump', '--version', 'install it with `apt-get install binutils`');
    requireTool('gdb', '--version', 'install it with `apt-get install gdb`');
    traces = await (options.trace ?? traceCPrograms)(files);
    // compiling and single-stepping a corpus on a busy machine outlasts the default hook timeout
  }, 300_000);

  describe.each([false, true])(`${options.title} (compact: %s)`, (compact) => {
    it.each(files.map((f) => [basename(f), f]))('%s', async (_, file) => {
      const trace = traces.get(file);
      expect(trace?.error).toBeUndefined();
      expect(trace?.calls.length, 'traced calls').toBeGreaterThan(0);
      const code = readFileSync(file, 'utf8');
      const result = await generateFlowchart({ code, language, compact });
      expect(result.graph).not.toBeNull();
      if (!trace || !result.graph) return;
      const failures = checkCTrace(
        trace,
        code,
        result.graph,
        options.exempt?.(code, trace),
        options.silent?.(result.graph),
      );
      expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
    });
  });
  return (file) => traces.get(file);
}
