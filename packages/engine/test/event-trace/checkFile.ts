/**
 * Checks Ruby or PHP files by hand, outside Vitest: traces them and prints every failure of the
 * correctness rule (or `ok`). Handy for minimal repros:
 *   npx tsx packages/engine/test/event-trace/checkFile.ts --language ruby|php a.rb… [--compact]
 */
import { readFileSync } from 'node:fs';
import { generateFlowchart } from '../../src/node';
import { PHP, tracePhp } from '../php-trace/phpTrace';
import { RUBY, traceRuby } from '../ruby-trace/rubyTrace';
import { checkRun } from './checkEvents';

const args = process.argv.slice(2);
const language = args[args.indexOf('--language') + 1] === 'php' ? 'php' : 'ruby';
const compact = args.includes('--compact');
const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--language');
const runs = language === 'php' ? await tracePhp(files) : traceRuby(files);
const lang = language === 'php' ? PHP : RUBY;
let failed = 0;
for (const run of runs) {
  const code = readFileSync(run.file, 'utf8');
  const { graph, error } = await generateFlowchart({ code, language, compact });
  const report = graph
    ? checkRun(run, graph, lang, code)
    : { failures: [`no graph: ${error}`], transitions: 0 };
  failed += report.failures.length;
  const status = report.failures.length === 0 ? 'ok' : '';
  console.log(
    `${run.file}: ${status} (${report.transitions} transitions)${run.error ? ` (error ${run.error})` : ''}`,
  );
  for (const f of report.failures) console.log(`  ${f}`);
}
process.exitCode = failed > 0 ? 1 : 0;
