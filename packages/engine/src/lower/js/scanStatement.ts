/**
 * One pass over a statement: its label, what it calls, whether it does I/O or yields, and which
 * functions and classes inside it get charts of their own (their bodies are cut from the label).
 */
import type { SyntaxNode } from '../common';
import { bindingName } from './bindingName';
import { calleesIn } from './calls';
import type { Ctx } from './ctx';
import { firstAtOrAfter } from './foundNodes';
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

export function scanStatement(node: SyntaxNode, ctx: Ctx): Scan {
  const scan: Scan = { text: '', calls: [], io: false, yields: false, owned: [], cuts: [] };
  const { nodes, starts } = ctx.found;
  const end = node.endIndex;
  // matches inside a function with its own chart belong to that chart: skipped by position
  let skipUntil = -1;
  // inline callbacks (`.catch(e => console.error(e))`) run later, elsewhere: what they call is not
  // the statement's own call or I/O (issue 22 item 11), though their text stays in the label
  const fences: { start: number; end: number }[] = [];
  for (let i = firstAtOrAfter(starts, node.startIndex); i < nodes.length; i++) {
    const start = starts[i] as number;
    if (start >= end) break;
    if (start < skipUntil) continue;
    const found = nodes[i] as SyntaxNode;
    if (found.id === node.id) continue;
    const type = found.type;
    if (FUNCTION_TYPES.has(type)) {
      if (!ownsChart(found, ctx)) {
        const body = found.childForFieldName('body');
        const last = fences[fences.length - 1];
        if (body && (!last || body.startIndex >= last.end)) {
          fences.push({ start: body.startIndex, end: body.endIndex });
        }
        continue;
      }
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
  const code = fences.length > 0 ? stmtText(node, mergeCuts(scan.cuts, fences)) : scan.text;
  for (const name of calleesIn(code, ctx.className)) {
    if (ctx.isIo(name)) scan.io = true;
    else scan.calls.push(name);
  }
  return scan;
}

/** Cuts and fences as one list in source order, a span inside another left out (nested). */
function mergeCuts(
  a: readonly { start: number; end: number }[],
  b: readonly { start: number; end: number }[],
): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const span of [...a, ...b].sort((x, y) => x.start - y.start || y.end - x.end)) {
    const last = out[out.length - 1];
    if (!last || span.start >= last.end) out.push(span);
  }
  return out;
}
