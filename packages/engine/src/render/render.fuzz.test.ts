/**
 * Lays out every corpus program of every language, and seeded mutants of them, through the whole
 * renderer (DOT -> Graphviz -> scene -> SVG): none may throw, every node must be placed and every
 * edge drawn.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mutate, seededRng } from '../../test/fuzz/mutate';
import { loadSamples, type Sample } from '../../test/mermaid/samples';
import { EXTENSIONS, generateFlowchart } from '../node';
import { planDot } from './emitDot';
import { layoutDot } from './graphviz';
import { buildScene } from './scene';
import { writeSvg } from './writeSvg';

const MUTANTS = 3;

/** The Mermaid/trace corpora plus the JS trace programs and the C/C++/Java line-table programs. */
function allSamples(): Sample[] {
  const out = loadSamples();
  const extra = [
    '../../test/js-trace/programs',
    '../../test/linetable/c',
    '../../test/linetable/cpp',
    '../../test/linetable/java',
  ];
  for (const rel of extra) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    for (const file of readdirSync(dir).sort()) {
      const language = EXTENSIONS[file.slice(file.lastIndexOf('.')).toLowerCase()];
      if (language)
        out.push({ name: `${rel}/${file}`, language, code: readFileSync(join(dir, file), 'utf8') });
    }
  }
  return out;
}

async function problem(code: string, language: string): Promise<string | null> {
  const { graph } = await generateFlowchart({ code, language });
  if (!graph) return null;
  const plan = planDot(graph);
  const scene = buildScene(plan, await layoutDot(plan.dot));
  if (scene.nodes.length !== graph.nodes.length)
    return `${scene.nodes.length} of ${graph.nodes.length} nodes placed`;
  // a try region's statement edges are drawn as its one edge from the `try` node
  const drawn = graph.edges.filter((e) => !e.inTryRegion).length;
  if (scene.edges.length !== drawn) return `${scene.edges.length} of ${drawn} edges drawn`;
  if (scene.edges.some((e) => e.path.length < 4 || e.arrow.length < 3))
    return 'an edge without a path or arrow';
  if (scene.clusters.length !== graph.charts.length) return 'a chart without its cluster';
  const svg = writeSvg(scene);
  if (!svg.endsWith('</svg>')) return 'unterminated SVG';
  // geometry attributes only: labels may well say NaN or undefined
  const bad =
    /\s(?:x|y|width|height|points|d|cx|cy|r|rx|transform)="[^"]*(?:NaN|undefined|Infinity)/.exec(
      svg,
    );
  if (bad) return `bad geometry: ${bad[0]}`;
  return null;
}

const samples = allSamples();

describe('renderer fuzz', () => {
  it(`covers the corpora (${samples.length} programs)`, () => {
    expect(new Set(samples.map((s) => s.language)).size).toBeGreaterThanOrEqual(5);
  });
  for (const sample of samples) {
    it(`${sample.name} and ${MUTANTS} mutants`, async () => {
      const rng = seededRng(20261123 + sample.name.length);
      const inputs = [
        sample.code,
        ...Array.from({ length: MUTANTS }, () => mutate(sample.code, rng)),
      ];
      for (const code of inputs) expect(await problem(code, sample.language)).toBeNull();
    });
  }
});
