/**
 * What the editor's explore tools mark in a drawing (issue 23 item 2): search matches (the current
 * one stronger) and the nodes and edges of the paths through a node. Classes only, so the
 * drawing is never laid out again for them.
 */
export type ExploreMarks = {
  /** search matches (node ids) */
  matches?: ReadonlySet<string>;
  /** the match Enter / Shift+Enter is on, scrolled into view */
  current?: string | null;
  /** the nodes on the highlighted paths */
  pathNodes?: ReadonlySet<string>;
  /** the edges on the highlighted paths, as `from->to` (explore/paths.ts edgeKey) */
  pathEdges?: ReadonlySet<string>;
};

/** Match: amber fill; current: a thick amber outline; paths: violet outlines and edges. */
export const EXPLORE_MARKS_CSS = `
.cf-diagram g.cf-node.cf-match > .cf-shape { fill: #fef3c7; }
.cf-diagram g.cf-node.cf-current > .cf-shape { stroke: #b45309; stroke-width: 4px; }
.cf-diagram g.cf-node.cf-path > .cf-shape { stroke: #7c3aed; stroke-width: 3px; }
.cf-diagram g.cf-edge-group.cf-path path { stroke: #7c3aed; stroke-width: 3px; }
.cf-diagram g.cf-edge-group.cf-path polygon { fill: #7c3aed; stroke: #7c3aed; }
.cf-diagram g.cf-node.cf-folded > .cf-shape { stroke-width: 2px; }`;

/** Puts the marks' classes on the drawing inside `root` (and takes them off everything else). */
export function applyExploreMarks(root: Element, marks: ExploreMarks | undefined): Element | null {
  let current: Element | null = null;
  for (const el of root.querySelectorAll('g.cf-node[data-node-id]')) {
    const id = el.getAttribute('data-node-id') ?? '';
    el.classList.toggle('cf-match', marks?.matches?.has(id) ?? false);
    const isCurrent = marks?.current === id;
    el.classList.toggle('cf-current', isCurrent);
    if (isCurrent && !current) current = el;
    el.classList.toggle('cf-path', marks?.pathNodes?.has(id) ?? false);
  }
  for (const el of root.querySelectorAll('g.cf-edge-group[data-from][data-to]')) {
    const key = `${el.getAttribute('data-from') ?? ''}->${el.getAttribute('data-to') ?? ''}`;
    el.classList.toggle('cf-path', marks?.pathEdges?.has(key) ?? false);
  }
  return current;
}
