/** One compared file of a `codeflow diff` run and its summary (the JSON output's shape). */
import type { SourceDiff } from '../../diff/diffSources';
import type { DiffStatus, EdgeCounts, NodeCounts } from '../../diff/types';

export type FileDiff = {
  /** the new path (the old one for a deleted file) */
  path: string;
  /** the old path when the file was renamed */
  oldPath?: string;
  diff: SourceDiff;
};

export type ChartSummary = {
  name: string;
  status: DiffStatus;
  nodes: NodeCounts;
  edges: EdgeCounts;
};

/** `--format json`: exactly `{files:[{path, language, charts:[{name, status, nodes, edges}]}]}`. */
export function jsonReport(files: readonly FileDiff[]): string {
  const out = {
    files: files.map((f) => ({
      path: f.path,
      language: f.diff.language,
      charts: f.diff.charts.map((c): ChartSummary => ({
        name: c.name,
        status: c.status,
        nodes: { added: c.nodes.added, removed: c.nodes.removed, changed: c.nodes.changed },
        edges: { added: c.edges.added, removed: c.edges.removed },
      })),
    })),
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}

export function counts(nodes: NodeCounts, edges: EdgeCounts): string {
  return `nodes +${nodes.added} -${nodes.removed} ~${nodes.changed}, edges +${edges.added} -${edges.removed}`;
}

/** The default output: per file, per function its status and counts. */
export function textReport(files: readonly FileDiff[]): string {
  const out: string[] = [];
  for (const f of files) {
    const renamed = f.oldPath && f.oldPath !== f.path ? ` (renamed from ${f.oldPath})` : '';
    out.push(`${f.path}${renamed}: ${f.diff.status} (${f.diff.language})`);
    const width = Math.max(0, ...f.diff.charts.map((c) => c.name.length));
    for (const c of f.diff.charts) {
      const was = c.oldName ? `  (was ${c.oldName})` : '';
      out.push(
        `  ${c.status.padEnd(9)}  ${c.name.padEnd(width)}  ${counts(c.nodes, c.edges)}${was}`,
      );
    }
  }
  if (files.length === 0) out.push('no changed source files');
  return `${out.join('\n')}\n`;
}
