/**
 * The correctness checkers over whole corpora of real programs (issue 24 item 3), too slow for
 * `npm test`, which runs a sample: every program is run under its language's tracer and each
 * call checked against its chart (packages/engine/test/event-trace/checkEvents.ts).
 *
 *   npx tsx bench/engine/traceCorpus.ts --language ruby|php [--compact] [--verbose] [--record] [DIR...]
 *
 * `--record` (the default corpus, plain charts only) writes the figures as the language's row in
 * real-programs.json (realFigures.ts), which the engine README's table and the site are made from.
 *
 * Prints files conformant, calls and transitions checked, and line coverage (executable lines
 * some call ran); `--verbose` prints each failure.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { generateFlowchart } from '@codeflow/engine/node';
import {
  checkRun,
  coveredLines,
  type EventLanguage,
  type TracedRun,
} from '../../packages/engine/test/event-trace/checkEvents';
import { RUBY, traceRuby } from '../../packages/engine/test/ruby-trace/rubyTrace';
import { PHP, tracePhp, tracePhpProject } from '../../packages/engine/test/php-trace/phpTrace';
import { recordFigures, startMeasure } from './realFigures';

type Tracer = {
  extension: string;
  dirs: string[];
  trace: (files: string[]) => Promise<TracedRun[]> | TracedRun[];
  lang: EventLanguage;
  /** the public project of the default corpus (the rest are construct programs written here) */
  project: string;
};

const TEST = path.join(import.meta.dirname, '../../packages/engine/test');
const TRACERS: Record<string, Tracer> = {
  ruby: {
    extension: '.rb',
    dirs: [path.join(TEST, 'ruby-trace/corpus'), path.join(TEST, 'mermaid/corpus/ruby')],
    trace: traceRuby,
    lang: RUBY,
    project: 'TheAlgorithms/Ruby',
  },
  php: {
    extension: '.php',
    dirs: [path.join(TEST, 'php-trace/corpus'), path.join(TEST, 'mermaid/corpus/php')],
    // the corpus's own PHPUnit tests drive its code (phpTrace.ts, tracePhpProject)
    trace: async (files) => {
      const project = path.join(TEST, 'php-trace/corpus/thealgorithms-php');
      const inProject = files.filter((f) => f.startsWith(project + path.sep));
      const tests = inProject.filter((f) => f.includes(`${path.sep}tests${path.sep}`));
      const sources = inProject.filter(
        (f) => !tests.includes(f) && !f.includes(`${path.sep}vendor${path.sep}`),
      );
      const others = files.filter((f) => !inProject.includes(f));
      return [...(await tracePhpProject(project, sources, tests)), ...(await tracePhp(others))];
    },
    lang: PHP,
    project: 'TheAlgorithms/PHP',
  },
};

function filesUnder(dir: string, extension: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, extension);
    return name.endsWith(extension) ? [full] : [];
  });
}

const args = process.argv.slice(2);
const language = args[args.indexOf('--language') + 1] ?? '';
const tracer = TRACERS[language];
if (!tracer || !args.includes('--language')) {
  console.error('usage: traceCorpus.ts --language ruby|php [--compact] [--verbose] [DIR...]');
  process.exit(2);
}
const compact = args.includes('--compact');
const verbose = args.includes('--verbose');
const dirs = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--language');
const record = args.includes('--record');
if (record && (compact || dirs.length > 0)) {
  console.error('--record measures the default corpus with plain charts: no DIR, no --compact');
  process.exit(2);
}
const measuring = startMeasure();
const files = (dirs.length > 0 ? dirs : tracer.dirs).flatMap((d) =>
  filesUnder(d, tracer.extension),
);

const started = performance.now();
const runs = await tracer.trace(files);
let conformant = 0;
let calls = 0;
let transitions = 0;
let covered = 0;
let executable = 0;
const errors = new Map<string, number>();
for (const run of runs) {
  const code = readFileSync(run.file, 'utf8');
  const { graph, error } = await generateFlowchart({ code, language, compact });
  const report = graph
    ? checkRun(run, graph, tracer.lang, code)
    : { failures: [`no graph: ${error}`], calls: 0, transitions: 0 };
  if (report.failures.length === 0) conformant++;
  else {
    console.log(`FAIL ${path.relative(process.cwd(), run.file)}`);
    if (verbose) for (const f of report.failures) console.log(`  ${f}`);
  }
  if (run.error) errors.set(run.error, (errors.get(run.error) ?? 0) + 1);
  calls += report.calls;
  transitions += report.transitions;
  const lines = coveredLines(run);
  covered += lines.covered;
  executable += lines.executable;
}
const pct = (a: number, b: number): string => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)} %`);
console.log(
  `${language}${compact ? ' (compact)' : ''}: ${conformant}/${runs.length} files conformant (${pct(conformant, runs.length)}), ` +
    `${calls} calls, ${transitions} transitions checked, line coverage ${covered}/${executable} (${pct(covered, executable)}), ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (errors.size > 0) {
  console.log(
    `programs ending in an uncaught error (still checked up to there): ${[...errors].map(([e, n]) => `${e} ×${n}`).join(', ')}`,
  );
}
if (record) {
  const written = files.filter((f) => f.includes(`${path.sep}mermaid${path.sep}`)).length;
  await recordFigures(
    {
      language,
      corpus: tracer.project,
      url: `https://github.com/${tracer.project}`,
      note: `with the ${written} construct programs written here`,
      files: { covered: conformant, total: runs.length },
      calls,
      transitions,
      lines: { covered, total: executable, meaning: 'run' },
    },
    measuring,
  );
  console.log(`${language}: recorded in bench/engine/real-programs.json`);
}
