/**
 * Build-time facts for the public pages, computed from the engine itself so the pages cannot
 * drift from it: each language's sample chart drawn by the engine's renderer (Graphviz, text as
 * glyph outlines), the construct support matrix from probe programs, and the size of the
 * correctness checkers' corpora. Writes apps/web/.generated/marketing-data.json, which the Vite
 * plugin in vite.config.ts serves as `virtual:marketing-data`.
 *
 * Run: `npx tsx apps/web/scripts/marketingData.ts` (the web build runs it first).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLAN_FEATURES } from '@codeflow/contracts';
import { LANGUAGE_RECORDS } from '@codeflow/contracts/languages';
import { generateFlowchart } from '@codeflow/engine/node';
import { layoutFlowGraph, writeSvg } from '@codeflow/engine/render';
import { createOutliner } from '@codeflow/engine/render/node';
import { RUST_TRACED } from '../../../packages/engine/test/linetable/rustTrace';
import { CONSTRUCTS, PROBES } from './constructProbes';
import type { MarketingData } from '../src/features/marketing/marketingDataTypes';
import { SAMPLE_PROGRAMS } from './marketingSamples';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
export const MARKETING_DATA_FILE = path.resolve(here, '../.generated/marketing-data.json');

async function drawSample(tag: string, code: string) {
  const result = await generateFlowchart({ code, language: tag });
  if (!result.graph || result.error) {
    throw new Error(`sample for ${tag} did not draw: ${result.error ?? 'no graph'}`);
  }
  // the function's own chart: a file-level "Module" chart around it would only add a call box
  const graph = result.graph;
  const size = (id: string) => graph.nodes.filter((n) => n.chart === id).length;
  const main = [...graph.charts].sort((a, b) => size(b.id) - size(a.id))[0];
  const scene = await layoutFlowGraph(graph, main ? { chart: main.id } : {});
  const outliner = createOutliner();
  const svg = writeSvg(scene, {
    drawText: outliner.drawText,
    finish: outliner.defs,
    background: '#ffffff',
  });
  const box = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.split(/\s+/).map(Number) ?? [];
  return { svg, width: Math.round(box[2] ?? 300), height: Math.round(box[3] ?? 400) };
}

async function probe(tag: string, code: string | undefined, kinds: string[]) {
  if (code === undefined) return null;
  const result = await generateFlowchart({ code, language: tag });
  if (!result.graph || result.error || result.diagnostics.length > 0) return false;
  const drawn = new Set(result.graph.nodes.map((n) => n.kind));
  return kinds.some((k) => drawn.has(k as (typeof result.graph.nodes)[number]['kind']));
}

function countFiles(dir: string, extensions: string[]): number {
  return readdirSync(path.join(repo, dir)).filter((f) => extensions.some((e) => f.endsWith(e)))
    .length;
}

/** Files with one of the extensions anywhere under `dir` (a real project's tree). */
function countTree(dir: string, extensions: string[]): number {
  return readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' }).filter(
    (f) => extensions.some((e) => f.endsWith(e)) && !f.includes('tests/') && !f.includes('vendor/'),
  ).length;
}

export async function computeMarketingData(): Promise<MarketingData> {
  const languages = LANGUAGE_RECORDS.filter((r) => r.grammars.length > 0).map((r) => ({
    tag: r.tag,
    displayName: r.displayName,
  }));
  const samples = [];
  for (const { tag, displayName } of languages) {
    const code = SAMPLE_PROGRAMS[tag];
    if (code === undefined) throw new Error(`no landing sample for ${tag}`);
    samples.push({ tag, displayName, code, ...(await drawSample(tag, code)) });
  }
  const support: MarketingData['support'] = {};
  for (const { tag } of languages) {
    const row: Record<string, boolean | null> = {};
    for (const c of CONSTRUCTS) row[c.id] = await probe(tag, PROBES[tag]?.[c.id], c.kinds);
    support[tag] = row;
  }
  const base = 'packages/engine/test';
  const correctness = [
    {
      languages: 'Python',
      how: 'each program runs under python3 with sys.settrace recording every executed line',
      programs: countFiles(`${base}/trace/corpus`, ['.py']),
    },
    {
      languages: 'JavaScript and TypeScript',
      how: 'each program is instrumented line by line without moving a line, then run in Node',
      programs: countFiles(`${base}/js-trace/programs`, ['.js', '.ts']),
    },
    {
      languages: 'C and C++',
      how: 'each program is compiled with gcc/g++ -g -O0 and single-stepped under gdb',
      programs:
        countFiles(`${base}/linetable/c`, ['.c']) + countFiles(`${base}/linetable/cpp`, ['.cpp']),
    },
    {
      languages: 'Java',
      how: 'each program is compiled with javac -g and stepped by a JDI tracer',
      programs: countFiles(`${base}/linetable/java`, ['.java']),
    },
    {
      languages: 'Go',
      how: "each program is built with go build -gcflags='-N -l' and single-stepped under gdb",
      programs: countFiles(`${base}/mermaid/corpus/go`, ['.go']),
    },
    {
      languages: 'Rust',
      how: 'each program is built with rustc -g -C opt-level=0 and single-stepped under gdb',
      programs: RUST_TRACED.length,
    },
    {
      languages: 'C#',
      how: "each program is compiled with Mono's mcs -debug and single-stepped by its soft debugger",
      // the samples in C# newer than mcs reads are not run (test/linetable/cstrace.test.ts)
      programs: countFiles(`${base}/mermaid/corpus/csharp`, ['.cs']) - 4,
    },
    {
      languages: 'Kotlin',
      how: 'each program is compiled with kotlinc and stepped by the same JDI tracer',
      programs: countFiles(`${base}/mermaid/corpus/kotlin`, ['.kt']),
    },
    {
      languages: 'PHP',
      how: 'each program runs under php, stepped line by line by the Xdebug debugger',
      programs:
        countTree(`${base}/php-trace/corpus`, ['.php']) +
        countFiles(`${base}/mermaid/corpus/php`, ['.php']),
    },
    {
      languages: 'Ruby',
      how: 'each program runs under ruby with TracePoint recording every line, call and block',
      programs:
        countTree(`${base}/ruby-trace/corpus`, ['.rb']) +
        countFiles(`${base}/mermaid/corpus/ruby`, ['.rb']),
    },
  ];
  return {
    languages,
    samples,
    constructs: CONSTRUCTS.map(({ id, label }) => ({ id, label })),
    support,
    correctness,
    plans: (['free', 'pro', 'premium', 'organization'] as const).map((tier) => ({
      tier,
      ...PLAN_FEATURES[tier],
    })),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const data = await computeMarketingData();
  mkdirSync(path.dirname(MARKETING_DATA_FILE), { recursive: true });
  writeFileSync(MARKETING_DATA_FILE, JSON.stringify(data));
  console.log(`marketing data: ${data.samples.length} samples -> ${MARKETING_DATA_FILE}`);
}
