/**
 * Go cover profiles (`go test -coverprofile`): `mode: set|count|atomic`, then one block a line,
 * `file.go:startLine.startCol,endLine.endCol statements count`. Blocks share their boundary lines
 * (`if x {` ends one block and starts the next), so a line takes the count of the block that
 * starts earliest on it: the one its first statement belongs to. A block that only closes on a
 * line (`} else if y {`: its `}`) gives way to a block starting after it there, past a gap (the
 * `else`); one continued without a gap (`if f(\n a) {`: the body opens where the test ends)
 * keeps the line.
 */
import { CoverageError, emptyFile, type CoverageReport, type FileCoverage } from './types';

const BLOCK = /^(.+):(\d+)\.(\d+),(\d+)\.(\d+) (\d+) (\d+)$/;

type Block = {
  startLine: number;
  startCol: number;
  endLine: number;
  endCol: number;
  count: number;
};

export function parseGoCover(text: string): CoverageReport {
  const lines = text.split(/\r?\n/);
  const mode = /^mode: (set|count|atomic)\s*$/.exec(lines[0] ?? '')?.[1];
  if (!mode)
    throw new CoverageError(
      'The Go cover profile does not start with "mode: set", "count" or "atomic".',
    );
  const blocks = new Map<string, Map<string, Block>>();
  for (let i = 1; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '') continue;
    const m = BLOCK.exec(line);
    if (!m)
      throw new CoverageError(`Line ${i + 1} of the Go cover profile is not a block: ${line}`);
    const path = m[1] ?? '';
    const key = `${m[2]}.${m[3]},${m[4]}.${m[5]}`;
    const count = Number(m[7]);
    let fileBlocks = blocks.get(path);
    if (!fileBlocks) blocks.set(path, (fileBlocks = new Map<string, Block>()));
    const seen = fileBlocks.get(key);
    // the same block from several packages' runs: set mode ors, the counting modes add
    if (seen) seen.count = mode === 'set' ? Math.max(seen.count, count) : seen.count + count;
    else
      fileBlocks.set(key, {
        startLine: Number(m[2]),
        startCol: Number(m[3]),
        endLine: Number(m[4]),
        endCol: Number(m[5]),
        count,
      });
  }
  const files: FileCoverage[] = [];
  for (const [path, fileBlocks] of blocks) files.push(lineCounts(path, [...fileBlocks.values()]));
  if (files.length === 0) throw new CoverageError('The Go cover profile holds no blocks.');
  return { format: 'go', counts: mode !== 'set', files };
}

function lineCounts(path: string, blocks: Block[]): FileCoverage {
  const file = emptyFile(path);
  const owner = new Map<number, { at: number; count: number }>();
  // per line, where the blocks closing on it (having started on an earlier line) end
  const closing = new Map<number, number>();
  for (const b of blocks) {
    for (let n = b.startLine; n <= b.endLine; n++) {
      // a block reaching into line n from an earlier line starts before every block opening on it
      const at = n === b.startLine ? b.startCol : 0;
      if (n !== b.startLine && n === b.endLine) {
        closing.set(n, Math.max(closing.get(n) ?? 0, b.endCol));
      }
      const seen = owner.get(n);
      if (!seen || at < seen.at) owner.set(n, { at, count: b.count });
    }
  }
  for (const [n, end] of closing) {
    const seen = owner.get(n);
    if (seen?.at !== 0 || blocks.some((b) => b.startLine < n && b.endLine > n)) continue;
    let after: Block | null = null;
    for (const b of blocks) {
      if (b.startLine === n && b.startCol > end && (!after || b.startCol < after.startCol))
        after = b;
    }
    if (after) owner.set(n, { at: after.startCol, count: after.count });
  }
  for (const [n, { count }] of owner) file.lines.set(n, count);
  return file;
}
