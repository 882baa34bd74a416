/**
 * Conversion speed on a real corpus (issue 24 item 5): every file of a language's real corpus
 * (the test data of its correctness checker) converted end to end, after one warm-up pass, so
 * start-up (grammar loading, JIT) is left out. Prints lines/s, CPU and wall, median of 5 passes.
 *
 *   npx tsx bench/engine/corpusSpeed.ts --language ruby|php [--joined]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { generateFlowchart } from '@codeflow/engine/node';

const TEST = path.join(import.meta.dirname, '../../packages/engine/test');
const CORPORA: Record<string, { dir: string; extension: string }> = {
  ruby: { dir: path.join(TEST, 'ruby-trace/corpus'), extension: '.rb' },
  php: { dir: path.join(TEST, 'php-trace/corpus'), extension: '.php' },
};

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return filesUnder(full, extension);
      return name.endsWith(extension) ? [full] : [];
    });
}

const language = process.argv[process.argv.indexOf('--language') + 1] ?? '';
const corpus = CORPORA[language];
if (!corpus || !process.argv.includes('--language')) {
  console.error('usage: corpusSpeed.ts --language ruby|php [--joined]');
  process.exit(2);
}
const files = filesUnder(corpus.dir, corpus.extension).map((f) => readFileSync(f, 'utf8'));
// `--joined`: the corpus as one file (PHP: one opening tag), as bench/engine/run.ts measures
const joined = process.argv.includes('--joined');
const codes = joined
  ? [files.map((c, i) => (i > 0 ? c.replace(/^<\?php\s*/, '') : c)).join('\n')]
  : files;
const lines = codes.reduce((n, c) => n + c.split('\n').length, 0);

async function pass(): Promise<{ cpu: number; wall: number }> {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (const code of codes) {
    const { error } = await generateFlowchart({ code, language });
    if (error) throw new Error(error);
  }
  const cpu = process.cpuUsage(cpu0);
  return { cpu: (cpu.user + cpu.system) / 1e6, wall: (performance.now() - wall0) / 1000 };
}

await pass(); // warm-up: grammar loading and the JIT
const runs: { cpu: number; wall: number }[] = [];
for (let i = 0; i < 5; i++) runs.push(await pass());
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpu = median(runs.map((r) => r.cpu));
const wall = median(runs.map((r) => r.wall));
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
console.log(
  `${language}${joined ? ' (joined)' : ''}: ${files.length} files, ${fmt(lines)} lines: ${fmt(lines / cpu)} lines/s CPU (${fmt(lines / wall)} wall), median of 5`,
);
