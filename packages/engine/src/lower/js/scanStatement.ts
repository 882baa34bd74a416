/**
 * One pass over a statement: its label, what it calls, whether it does I/O or yields, and which
 * functions and classes inside it get charts of their own (their bodies are cut from the label).
 */
import type { SyntaxNode } from '../common';
import { calleesIn, isIoCallee } from './calls';
import { bindingName } from './functions';
import type { Ctx } from './statements';
import { CLASS_TYPES, FUNCTION_TYPES, stmtText } from './syntax';

export type Scan = {
  /** the statement's label: its text on one line, nested bodies cut to `{...}` */
  text: string;
  calls: string[];
  io: boolean;
  yields: boolean;
  /** functions and classes that get their own chart, in source order */
  owned: SyntaxNode[];
  /** source spans (bodies of `owned`) left out of the statement's text */
  cuts: { start: number; end: number }[];
};

/** A function gets a chart when it has a block body or is bound to a name (`const f = x => x`). */
export function ownsChart(node: SyntaxNode, ctx: Ctx): boolean {
  return (
    node.childForFieldName('body')?.type === 'statement_block' ||
    bindingName(node, ctx) !== undefined
  );
}

const WANTED = [...FUNCTION_TYPES, ...CLASS_TYPES, 'yield_expression'];

/** The nodes scanStatement looks at, for the whole file, in document order. */
export type FoundNodes = { nodes: SyntaxNode[]; starts: number[] };

/**
 * One search of the whole tree, inside the wasm side: per statement searches (or walking every
 * node from JavaScript) cost several times more, most of it crossing into wasm and back.
 */
export function findNodes(root: SyntaxNode): FoundNodes {
  const nodes = root.descendantsOfType(WANTED);
  return { nodes, starts: nodes.map((n) => n.startIndex) };
}

function firstAtOrAfter(starts: readonly number[], index: number): number {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[mid] as number) < index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function scanStatement(node: SyntaxNode, ctx: Ctx): Scan {
  const scan: Scan = { text: '', calls: [], io: false, yields: false, owned: [], cuts: [] };
  const { nodes, starts } = ctx.found;
  const end = node.endIndex;
  // matches inside a function with its own chart belong to that chart: skipped by position
  let skipUntil = -1;
  for (let i = firstAtOrAfter(starts, node.startIndex); i < nodes.length; i++) {
    const start = starts[i] as number;
    if (start >= end) break;
    if (start < skipUntil) continue;
    const found = nodes[i] as SyntaxNode;
    if (found.id === node.id) continue;
    const type = found.type;
    if (FUNCTION_TYPES.has(type)) {
      if (!ownsChart(found, ctx)) continue;
      scan.owned.push(found);
      skipUntil = found.endIndex;
      const body = found.childForFieldName('body');
      if (body?.type === 'statement_block') {
        scan.cuts.push({ start: body.startIndex, end: body.endIndex });
      }
    } else if (CLASS_TYPES.has(type)) {
      scan.owned.push(found);
      skipUntil = found.endIndex;
      const body = found.childForFieldName('body');
      if (body) scan.cuts.push({ start: body.startIndex, end: body.endIndex });
    } else {
      scan.yields = true;
    }
  }
  scan.text = stmtText(node, scan.cuts);
  for (const name of calleesIn(scan.text, ctx.className)) {
    if (isIoCallee(name)) scan.io = true;
    else scan.calls.push(name);
  }
  return scan;
}
