/**
 * Checks Python files by hand, outside Vitest: traces them and prints every failure of the
 * correctness rule (or `ok`). Handy for minimal repros:
 *   npx tsx packages/engine/test/trace/checkFile.ts repro.py [--compact]
 */
import { readFileSync } from 'node:fs';
import { generateFlowchart } from '../../src/node';
import { checkProgram, tracePrograms } from './pythonTrace';

const args = process.argv.slice(2);
const compact = args.includes('--compact');
const files = args.filter((a) => !a.startsWith('--'));
let failed = 0;
for (const program of tracePrograms(files)) {
  const code = readFileSync(program.file, 'utf8');
  const { graph, error } = await generateFlowchart({ code, language: 'python', compact });
  const failures = graph ? checkProgram(program, graph) : [`no graph: ${error}`];
  failed += failures.length;
  console.log(`${program.file}: ${failures.length === 0 ? 'ok' : ''}`);
  for (const f of failures) console.log(`  ${f}`);
}
process.exitCode = failed > 0 ? 1 : 0;
