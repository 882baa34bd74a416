import { useEffect, useLayoutEffect, useRef } from 'react';
import type { DrawnChart } from '../../../components/flowchart/drawnChart';
import type { EdgeKey } from './traceNodes';

export type ChartMarks = {
  nodes: ReadonlyMap<string, number>;
  edges: ReadonlyMap<EdgeKey, number>;
  current: string | null;
  /** the node where the program's exception was raised */
  raised: string | null;
};

type Indexed = { nodes: Map<string, SVGGElement>; edges: Map<string, SVGGElement> };
const indexes = new WeakMap<SVGSVGElement, Indexed>();

function indexOf(svg: SVGSVGElement): Indexed {
  let index = indexes.get(svg);
  if (!index) {
    index = { nodes: new Map(), edges: new Map() };
    for (const g of svg.querySelectorAll<SVGGElement>('g.cf-node[data-node-id]')) {
      index.nodes.set(g.getAttribute('data-node-id') ?? '', g);
    }
    for (const g of svg.querySelectorAll<SVGGElement>('g[data-from][data-to]')) {
      index.edges.set(`${g.getAttribute('data-from')}->${g.getAttribute('data-to')}`, g);
    }
    indexes.set(svg, index);
  }
  return index;
}

/**
 * The `data-hits` the renderer wrote (a coverage overlay's counts) before a replay replaced it:
 * put back when the replay ends, so the two overlays do not wipe each other.
 */
const drawnHits = new WeakMap<Element, string | null>();
function setHits(node: Element, value: string | null): void {
  if (!drawnHits.has(node)) drawnHits.set(node, node.getAttribute('data-hits'));
  set(node, 'data-hits', value ?? drawnHits.get(node) ?? null);
}

const set = (el: Element, name: string, value: string | null) => {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
};

/** The count drawn at an edge's middle (made once per edge, the first time it is taken). */
function countLabel(edge: SVGGElement): SVGTextElement | null {
  const existing = edge.querySelector<SVGTextElement>('text.cf-run-count');
  if (existing) return existing;
  const path = edge.querySelector<SVGPathElement>('path');
  if (!path || typeof path.getTotalLength !== 'function') return null;
  const at = path.getPointAtLength(path.getTotalLength() / 2);
  const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
  text.setAttribute('class', 'cf-run-count');
  text.setAttribute('x', String(Math.round(at.x + 4)));
  text.setAttribute('y', String(Math.round(at.y - 4)));
  edge.appendChild(text);
  return text;
}

/**
 * Marks a replay (or nothing, `marks` null) on the drawn SVG by attributes only, so a step costs
 * no layout: every node gets `data-hits`, the current one `aria-current="step"`, taken edges
 * `data-taken` and a count; classes cf-run-hit / cf-run-unhit / cf-run-raised / cf-run-taken
 * carry the look (RUN_CSS). `onNode` gets node clicks while marks are shown (shift: backwards).
 */
export function useRunMarks(
  drawn: DrawnChart | null,
  marks: ChartMarks | null,
  onNode: (nodeId: string, backwards: boolean) => void,
): void {
  useLayoutEffect(() => {
    const svg = drawn?.svg;
    if (!svg) return;
    const { nodes, edges } = indexOf(svg);
    for (const [id, g] of nodes) {
      const hits = marks ? (marks.nodes.get(id) ?? 0) : null;
      setHits(g, hits === null ? null : String(hits));
      set(g, 'aria-current', marks?.current === id ? 'step' : null);
      g.classList.toggle('cf-run-hit', hits !== null && hits > 0);
      g.classList.toggle('cf-run-unhit', hits === 0);
      g.classList.toggle('cf-run-raised', marks !== null && marks.raised === id);
    }
    for (const [key, g] of edges) {
      const taken = marks?.edges.get(key) ?? 0;
      set(g, 'data-taken', taken > 0 ? String(taken) : null);
      g.classList.toggle('cf-run-taken', taken > 0);
      const label = taken > 0 ? countLabel(g) : g.querySelector('text.cf-run-count');
      if (label && label.textContent !== (taken > 0 ? `×${taken}` : '')) {
        label.textContent = taken > 0 ? `×${taken}` : '';
      }
    }
  }, [drawn, marks]);

  const onNodeRef = useRef(onNode);
  onNodeRef.current = onNode;
  const active = marks !== null;
  useEffect(() => {
    const svg = drawn?.svg;
    if (!svg || !active) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const id = target?.closest('g.cf-node[data-node-id]')?.getAttribute('data-node-id');
      if (id) onNodeRef.current(id, event.shiftKey);
    };
    svg.addEventListener('click', onClick);
    return () => svg.removeEventListener('click', onClick);
  }, [drawn, active]);
}

/** Matches every page (specificity 0,2,0): the marks must win over the themes' chart rules. */
const ANY = ':root:is([data-theme], :not([data-theme])) .cf-diagram svg';
const DARK = ":root[data-theme='dark'] .cf-diagram svg";

/**
 * The look of the marks (the web app's own; static exports colour hits in the engine's theme).
 * The dark and high-contrast themes repaint the chart by node and edge kind (index.css, decision
 * 047) with selectors of specificity (0,5,x): these rules are stronger, or a theme would hide the
 * current node and the taken edges. In the dark theme the chart's text is light, so the current
 * and raised nodes get dark fills there: a light fill under light text could not be read.
 */
export const RUN_CSS = `
${ANY} g.cf-node.cf-run-unhit { opacity: 0.55; }
${ANY} g.cf-node.cf-run-hit > .cf-shape { stroke: #0f766e; stroke-width: 2px; }
${ANY} g.cf-node[aria-current="step"] > .cf-shape { stroke: #c2410c; stroke-width: 4px; fill: #ffedd5; }
${ANY} g.cf-node.cf-run-raised > .cf-shape { stroke: #b91c1c; stroke-width: 4px; fill: #fee2e2; }
${ANY} g.cf-run-taken > path.cf-edge { stroke: #0f766e; stroke-width: 3px; }
${ANY} g.cf-run-taken > text.cf-run-count { font-size: 11px; font-weight: 600; fill: #0f766e; }
${DARK} g.cf-node.cf-run-hit > .cf-shape { stroke: #2dd4bf; }
${DARK} g.cf-node[aria-current="step"] > .cf-shape { stroke: #fb923c; fill: #431407; }
${DARK} g.cf-node.cf-run-raised > .cf-shape { stroke: #f87171; fill: #450a0a; }
${DARK} g.cf-run-taken > path.cf-edge { stroke: #2dd4bf; }
${DARK} g.cf-run-taken > text.cf-run-count { fill: #5eead4; }
:root[data-theme='dark'] .cf-run-panel { color-scheme: dark; }`;
