/**
 * The Go and Rust correctness figures (issue 24 item 3): every program of a folder built and
 * single-stepped under gdb (the checkers of packages/engine/test/linetable), each traced call
 * walked through its chart. Prints per language: programs conformant (no failure, plain and
 * compact), transitions walked (consecutive executed lines of one call, plus each call's Start
 * and End), and line coverage (executable lines the runs executed / executable lines).
 * Run: npx tsx bench/engine/traceFigures.ts [go|rust] [DIR...]
 *   (default: the construct programs of packages/engine/test/mermaid/corpus/<language>)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateFlowchart } from '@codeflow/engine/node';
import { checkCTrace } from '../../packages/engine/test/linetable/cTrace';
import { goCaseLines, traceGoPrograms } from '../../packages/engine/test/linetable/goTrace';
import { traceRustPrograms } from '../../packages/engine/test/linetable/rustTrace';

const [language = 'go', ...dirs] = process.argv.slice(2);
const extension = language === 'rust' ? '.rs' : '.go';
const here = path.dirname(fileURLToPath(import.meta.url));
const folders =
  dirs.length > 0 ? dirs : [path.join(here, '../../packages/engine/test/mermaid/corpus', language)];
const files = folders.flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith(extension))
    .sort()
    .map((f) => path.join(d, f)),
);

const traces = language === 'rust' ? traceRustPrograms(files) : traceGoPrograms(files);
let conformant = 0;
let transitions = 0;
let executed = 0;
let executable = 0;
for (const file of files) {
  const code = readFileSync(file, 'utf8');
  const trace = traces.get(file);
  if (!trace || trace.error) {
    console.log(`${path.basename(file)}: not traced ${trace?.error ?? ''}`);
    continue;
  }
  const exempt = language === 'go' ? goCaseLines(code) : undefined;
  const failures: string[] = [];
  for (const compact of [false, true]) {
    const r = await generateFlowchart({ code, language, compact });
    if (!r.graph) failures.push(`no graph: ${r.error ?? ''}`);
    else failures.push(...checkCTrace(trace, code, r.graph, exempt));
  }
  if (failures.length === 0) conformant++;
  else console.log(`${path.basename(file)}:\n  ${[...new Set(failures)].slice(0, 5).join('\n  ')}`);
  const ran = new Set<number>();
  for (const call of trace.calls) {
    transitions += call.lines.length + 1;
    for (const l of call.lines) ran.add(l);
  }
  executable += trace.executable.size;
  executed += [...trace.executable].filter((l) => ran.has(l)).length;
}
console.log(
  `${language}: ${conformant} of ${files.length} programs conformant (plain and compact), ` +
    `${transitions.toLocaleString('en-US')} transitions, line coverage ` +
    `${((executed / Math.max(1, executable)) * 100).toFixed(1)}% (${executed} of ${executable})`,
);
