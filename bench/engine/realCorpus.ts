/**
 * Engine throughput on a real project, file by file (issue 24 item 5): every source file of a
 * directory with the language's extensions is converted end to end, after a warm-up pass (the
 * grammar loaded, the engine JIT-compiled), and the total lines over the median total time of 3
 * passes give lines/s beyond start-up. Files the engine cannot draw count as failures.
 * Run: npx tsx bench/engine/realCorpus.ts --language csharp /work/corpora/C-Sharp
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { languageRecord, parseLanguage } from '@codeflow/contracts/languages';
import { generateFlowchart } from '@codeflow/engine/node';
import { parse } from '../../packages/engine/src/parse/parser';
import { report } from '../lib/report';

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full, extensions));
    else if (extensions.includes(path.extname(name).toLowerCase())) out.push(full);
  }
  return out;
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--language');
  const language = at > 0 ? parseLanguage(process.argv[at + 1] ?? '') : null;
  const dirs = process.argv
    .slice(2)
    .filter((a, i, all) => a !== '--language' && all[i - 1] !== '--language');
  if (!language || dirs.length === 0) {
    console.error('usage: realCorpus.ts --language L <dir>...');
    process.exit(2);
  }
  const files = dirs.flatMap((d) => filesUnder(d, languageRecord(language).extensions));
  const sources = files.map((f) => readFileSync(f, 'utf8'));
  const lines = sources.reduce((n, s) => n + s.split('\n').length, 0);
  let failed = 0;
  for (const code of sources) {
    const r = await generateFlowchart({ code, language });
    if (r.error || !r.graph) failed++;
  }
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (const code of sources) await generateFlowchart({ code, language });
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  // the floor: the bare tree-sitter parse of the same files
  const parseCpu: number[] = [];
  const grammar = languageRecord(language).grammars[0]?.name;
  for (let pass = 0; pass < 3 && grammar; pass++) {
    const c0 = process.cpuUsage();
    for (const code of sources) (await parse(grammar, code)).delete();
    const c = process.cpuUsage(c0);
    parseCpu.push((c.user + c.system) / 1000);
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[1] ?? 0;
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `${language}: ${files.length} files, ${lines.toLocaleString('en-US')} lines from ${dirs.join(', ')}`,
  );
  console.log(
    `(median of 3 passes after a warm-up; load average ${load} on ${availableParallelism()} cores)`,
  );
  report(
    `${language}: end to end (CPU time)`,
    (lines / median(cpu)) * 1000,
    'lines/s',
    '>= 100,000',
  );
  report(`${language}: end to end (wall time)`, (lines / median(wall)) * 1000, 'lines/s');
  report(
    `${language}: bare tree-sitter parse (CPU time)`,
    (lines / median(parseCpu)) * 1000,
    'lines/s',
  );
  report(`${language}: files not drawn`, failed, 'files');
}

await main();
