/**
 * The new languages on real code (issue 24 items 4 and 5): every file of a public corpus
 * (TheAlgorithms/Go and TheAlgorithms/Rust, MIT, unpacked read-only under /work/corpora; test
 * data only, never copied into the product) converted end to end, plain and compact. Prints,
 * per language: files, lines, files drawn without an error or a diagnostic, graph problems
 * (the fuzz test's check: every edge inside its chart, every range inside the file) and the
 * conversion speed over all files (CPU time, warm: the first pass loads the grammar and JITs).
 * Run: npx tsx bench/engine/realCorpus.ts [--corpora DIR]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { generateFlowchart } from '@codeflow/engine/node';
import type { FlowGraph } from '../../packages/engine/src/graph/types';
import { report } from '../lib/report';

const arg = process.argv.indexOf('--corpora');
const CORPORA = arg > 0 ? (process.argv[arg + 1] ?? '/work/corpora') : '/work/corpora';
const LANGUAGES = [
  { language: 'go', dir: 'Go', extension: '.go' },
  { language: 'rust', dir: 'Rust', extension: '.rs' },
] as const;

function filesUnder(dir: string, extension: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full, extension));
    else if (name.endsWith(extension)) out.push(full);
  }
  return out;
}

/** What is wrong with a graph (the fuzz test's structural check), or null. */
function problem(graph: FlowGraph, lines: number): string | null {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  for (const c of graph.charts) {
    if (c.range.startLine < 1 || c.range.endLine > lines) return `chart ${c.name} outside the file`;
  }
  for (const e of graph.edges) {
    const from = nodes.get(e.from);
    const to = nodes.get(e.to);
    if (!from || !to || from.chart !== to.chart) return `edge ${e.from} -> ${e.to} crosses charts`;
  }
  return null;
}

async function main(): Promise<void> {
  console.log(`real corpora under ${CORPORA} (load average ${loadavg()[0]?.toFixed(1)})\n`);
  for (const { language, dir, extension } of LANGUAGES) {
    const root = path.join(CORPORA, dir);
    const files = filesUnder(root, extension).map((f) => ({ f, code: readFileSync(f, 'utf8') }));
    const lines = files.reduce((n, { code }) => n + code.split('\n').length, 0);
    let clean = 0;
    const bad: string[] = [];
    for (const { f, code } of files) {
      for (const compact of [false, true]) {
        const r = await generateFlowchart({ code, language, compact });
        const why = r.error ?? (r.graph ? problem(r.graph, code.split('\n').length) : 'no graph');
        if (why) bad.push(`${path.relative(root, f)}${compact ? ' (compact)' : ''}: ${why}`);
        else if (!compact && r.diagnostics.length === 0) clean++;
      }
    }
    const c0 = process.cpuUsage();
    for (const { code } of files) await generateFlowchart({ code, language });
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1000;
    console.log(`${language}: ${files.length} files, ${lines.toLocaleString('en-US')} lines`);
    report(`${language}: files drawn without error or diagnostic`, clean, `of ${files.length}`);
    report(`${language}: graph problems (plain and compact)`, bad.length, 'files');
    for (const b of bad.slice(0, 10)) console.log(`  ${b}`);
    report(
      `${language}: end to end over the corpus (CPU time)`,
      (lines / cpu) * 1000,
      'lines/s',
      '>= 100,000',
    );
    console.log('');
  }
}

await main();
