/** Lines of one version, 1-based and inclusive. */
export type LineSpan = { startLine: number; endLine: number };

/** What a node of the combined drawing stands for in each version's code. */
export type DiffLines = { old: LineSpan | null; new: LineSpan | null };

function span(el: Element, start: string, end: string): LineSpan | null {
  const s = Number(el.getAttribute(start));
  const e = Number(el.getAttribute(end));
  return Number.isInteger(s) && Number.isInteger(e) && s > 0 && e >= s
    ? { startLine: s, endLine: e }
    : null;
}

/**
 * The lines a node of the combined drawing (engine writeSvg, decision 030) covers in the old and
 * the new code. A removed node is a ghost of the old version, so its own lines are old lines; a
 * node of both versions carries the old side's lines in data-old-*.
 */
export function diffLinesOf(node: Element): DiffLines {
  const own = span(node, 'data-start-line', 'data-end-line');
  switch (node.getAttribute('data-diff')) {
    case 'removed':
      return { old: own, new: null };
    case 'added':
      return { old: null, new: own };
    default:
      return { old: span(node, 'data-old-start-line', 'data-old-end-line'), new: own };
  }
}

/** The diff node a click or key landed in, if any. */
export function diffNodeAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('g.cf-node[data-diff]') : null;
}
