/**
 * `--format markdown`: a readable report of a diff run: a summary table of every function that
 * changed, then per changed function its chart before and after and the combined diff, as SVG
 * files next to the report (`--out-dir`; without it the report is printed without drawings).
 * Loaded only for this format (it draws with Graphviz).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChartDiff } from '../../diff/types';
import { layoutDiff, layoutFlowGraph } from '../../render/index';
import { outlinedSvg } from '../export/renderImage';
import type { FileDiff } from './fileDiff';

export const REPORT_FILE = 'report.md';
const ICON: Record<ChartDiff['status'], string> = {
  added: '🟢 added',
  removed: '🔴 removed',
  changed: '🟠 changed',
  unchanged: 'unchanged',
};

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string): string => `\`${cell(text).replace(/`/g, "'")}\``;
const safe = (text: string): string => text.replace(/[^\w.-]+/g, '_');

function chartLabel(c: ChartDiff): string {
  return c.oldName ? `${code(c.name)} (was ${code(c.oldName)})` : code(c.name);
}

/** Writes the drawings of one changed chart; returns their paths relative to the report. */
async function drawChart(
  file: FileDiff,
  c: ChartDiff,
  outDir: string,
  used: Set<string>,
): Promise<{ before?: string; after?: string; combined: string }> {
  let base = `charts/${safe(file.path)}/${safe(c.name)}`;
  for (let k = 2; used.has(base); k++) base = `charts/${safe(file.path)}/${safe(c.name)}-${k}`;
  used.add(base);
  mkdirSync(path.join(outDir, path.dirname(base)), { recursive: true });
  const write = (rel: string, svg: string): string => {
    writeFileSync(path.join(outDir, rel), `${svg}\n`);
    return rel;
  };
  const white = '#ffffff';
  const out: { before?: string; after?: string; combined: string } = {
    combined: write(
      `${base}.diff.svg`,
      outlinedSvg(await layoutDiff(file.diff, { chart: c }), white),
    ),
  };
  if (c.old && file.diff.old) {
    const scene = await layoutFlowGraph(file.diff.old, { chart: c.old.id });
    out.before = write(`${base}.before.svg`, outlinedSvg(scene, white));
  }
  if (c.new && file.diff.new) {
    const scene = await layoutFlowGraph(file.diff.new, { chart: c.new.id });
    out.after = write(`${base}.after.svg`, outlinedSvg(scene, white));
  }
  return out;
}

function summary(files: readonly FileDiff[]): string[] {
  const all = files.flatMap((f) => f.diff.charts);
  const n = (s: ChartDiff['status']): number => all.filter((c) => c.status === s).length;
  const rows = files.flatMap((f) =>
    f.diff.charts
      .filter((c) => c.status !== 'unchanged')
      .map(
        (c) =>
          `| ${code(f.path)} | ${chartLabel(c)} | ${ICON[c.status]} | +${c.nodes.added} / −${c.nodes.removed} / ~${c.nodes.changed} | +${c.edges.added} / −${c.edges.removed} |`,
      ),
  );
  const files_ = `${files.length} file${files.length === 1 ? '' : 's'}`;
  const line = `${files_}: ${n('changed')} changed, ${n('added')} added, ${n('removed')} removed, ${n('unchanged')} unchanged function${n('unchanged') === 1 ? '' : 's'}.`;
  if (rows.length === 0) return [line, '', 'No flowchart changed.'];
  return [
    line,
    '',
    '| File | Function | Status | Nodes + / − / ~ | Edges + / − |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ];
}

/** The report's Markdown; with `outDir`, the SVG drawings are written there and linked. */
export async function markdownReport(
  files: readonly FileDiff[],
  title: string,
  outDir?: string,
): Promise<string> {
  const out = [`## Flowchart changes: ${cell(title)}`, '', ...summary(files)];
  for (const f of files) {
    if (f.diff.error) out.push('', `> ⚠️ ${code(f.path)}: ${cell(f.diff.error)}`);
  }
  const used = new Set<string>();
  for (const f of files) {
    for (const c of f.diff.charts.filter((x) => x.status !== 'unchanged')) {
      const renamed = f.oldPath && f.oldPath !== f.path ? ` (renamed from ${code(f.oldPath)})` : '';
      out.push('', `### ${code(f.path)}${renamed} · ${chartLabel(c)}: ${ICON[c.status]}`, '');
      out.push(
        `Nodes: ${c.nodes.added} added, ${c.nodes.removed} removed, ${c.nodes.changed} changed. Edges: ${c.edges.added} added, ${c.edges.removed} removed.`,
      );
      if (!outDir) continue;
      const svg = await drawChart(f, c, outDir, used);
      const img = (alt: string, rel?: string): string => (rel ? `![${alt}](${rel})` : '—');
      out.push(
        '',
        '| Before | After |',
        '| --- | --- |',
        `| ${img(`${c.oldName ?? c.name} before`, svg.before)} | ${img(`${c.name} after`, svg.after)} |`,
        '',
        `Combined diff (green added, red removed, amber changed):`,
        '',
        img(`${c.name}: combined diff`, svg.combined),
      );
    }
  }
  return `${out.join('\n')}\n`;
}
