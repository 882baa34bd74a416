/**
 * The chart's look: fonts, sizes and colours by node kind, taken from the web app's Tailwind
 * palette (slate text and borders, indigo accent) so charts match the product.
 */
import type { EdgeKind, NodeKind } from '../graph/types';

export const FONT_FAMILY = "'DejaVu Sans', Verdana, 'Segoe UI', sans-serif";
export const FONT_SIZE = 14;
export const LINE_HEIGHT = 18;
export const TITLE_SIZE = 15;
export const EDGE_LABEL_SIZE = 12;

export type KindStyle = { fill: string; stroke: string; text: string };

const slate = { 50: '#f8fafc', 100: '#f1f5f9', 300: '#cbd5e1', 400: '#94a3b8', 500: '#64748b' };
const INK = '#0f172a'; // slate-900

const PROCESS: KindStyle = { fill: '#ffffff', stroke: slate[400], text: INK };
const JUMP: KindStyle = { fill: slate[100], stroke: slate[500], text: INK };
const EXCEPTION: KindStyle = { fill: '#fff1f2', stroke: '#fb7185', text: INK }; // rose-50/400

/** Fill, border and text colour of each node kind. */
export const KIND_STYLE: Record<NodeKind, KindStyle> = {
  start: { fill: '#eef2ff', stroke: '#4f46e5', text: '#312e81' }, // indigo-50/600/900
  end: { fill: '#eef2ff', stroke: '#4f46e5', text: '#312e81' },
  process: PROCESS,
  io: { fill: '#f5f3ff', stroke: '#8b5cf6', text: INK }, // violet-50/500
  call: { fill: '#e0e7ff', stroke: '#6366f1', text: INK }, // indigo-100/500
  decision: { fill: '#fffbeb', stroke: '#f59e0b', text: INK }, // amber-50/500
  loop: { fill: '#f0f9ff', stroke: '#0ea5e9', text: INK }, // sky-50/500
  return: JUMP,
  break: JUMP,
  continue: JUMP,
  throw: { fill: '#ffe4e6', stroke: '#e11d48', text: INK }, // rose-100/600
  goto: JUMP,
  label: JUMP,
  join: { fill: slate[300], stroke: slate[500], text: INK },
  try: EXCEPTION,
  catch: EXCEPTION,
  finally: EXCEPTION,
  with: { fill: '#ecfdf5', stroke: '#10b981', text: INK }, // emerald-50/500
};

export const UNREACHABLE_STYLE: KindStyle = {
  fill: slate[50],
  stroke: slate[400],
  text: '#94a3b8',
};
export const EDGE_COLOR = '#475569'; // slate-600
export const EXCEPTION_EDGE_COLOR = '#e11d48'; // rose-600
export const BACK_EDGE_COLOR = '#0284c7'; // sky-600
export const CLUSTER_FILL = slate[50];
export const CLUSTER_STROKE = slate[300];
export const TITLE_COLOR = '#334155'; // slate-700

/** Node statuses of a chart diff that change the look (unchanged nodes keep their kind's). */
export type DiffMarkStatus = 'added' | 'removed' | 'changed' | 'unchanged';

/** The diff colours (Tailwind green, red, amber): fill, border, label. */
export const DIFF_STYLE: Record<Exclude<DiffMarkStatus, 'unchanged'>, KindStyle> = {
  added: { fill: '#dcfce7', stroke: '#16a34a', text: '#14532d' }, // green-100/600/900
  removed: { fill: '#fee2e2', stroke: '#dc2626', text: '#991b1b' }, // red-100/600/800
  changed: { fill: '#fef3c7', stroke: '#d97706', text: '#b45309' }, // amber-100/600/700
};
/** removed nodes and edges are ghosts: faded and dashed */
export const GHOST_OPACITY = 0.55;
const DIFF_STROKE_WIDTH = 2.5;

export type DrawStyle = KindStyle & { strokeWidth: number; dashed: boolean; opacity: number };

/**
 * Coverage (decision 042): what never ran is dashed, rose and labelled ("not run", "never
 * taken"), so it stands out without colour too; hit counts sit in a small badge on the node.
 */
export const COVERAGE_STYLE = {
  never: '#e11d48', // rose-600
  neverFill: '#fff1f2', // rose-50
  badgeFill: '#ffffff',
  badgeStroke: slate[400],
  badgeText: '#334155', // slate-700
  badgeSize: 11,
} as const;

/**
 * How a node is drawn: its kind's style, greyed when unreachable, recoloured in a diff, dashed
 * and rose when a coverage file says it never ran (`hits` 0).
 */
export function nodeStyle(
  kind: NodeKind,
  unreachable: boolean,
  diff?: DiffMarkStatus,
  hits?: number,
): DrawStyle {
  if (hits === 0 && !diff) {
    const base = unreachable ? UNREACHABLE_STYLE : KIND_STYLE[kind];
    return {
      ...base,
      fill: COVERAGE_STYLE.neverFill,
      stroke: COVERAGE_STYLE.never,
      strokeWidth: 2,
      dashed: true,
      opacity: 1,
    };
  }
  if (diff && diff !== 'unchanged') {
    return {
      ...DIFF_STYLE[diff],
      strokeWidth: DIFF_STROKE_WIDTH,
      dashed: diff === 'removed',
      opacity: diff === 'removed' ? GHOST_OPACITY : 1,
    };
  }
  const base = unreachable ? UNREACHABLE_STYLE : KIND_STYLE[kind];
  return { ...base, strokeWidth: 1.5, dashed: unreachable, opacity: 1 };
}

export type EdgeStyle = { color: string; width: number; dashed: boolean; opacity: number };

/**
 * How an edge is drawn: by kind (exceptions dashed, back edges blue and heavier), recoloured in a diff,
 * dashed and rose when a coverage file says it was never taken (`hits` 0).
 */
export function edgeStyle(kind: EdgeKind, diff?: DiffMarkStatus, hits?: number): EdgeStyle {
  if (hits === 0 && !diff)
    return { color: COVERAGE_STYLE.never, width: 1.6, dashed: true, opacity: 1 };
  if (diff === 'added')
    return { color: DIFF_STYLE.added.stroke, width: 2.2, dashed: false, opacity: 1 };
  if (diff === 'removed') {
    return { color: DIFF_STYLE.removed.stroke, width: 1.8, dashed: true, opacity: GHOST_OPACITY };
  }
  const color =
    kind === 'exception' ? EXCEPTION_EDGE_COLOR : kind === 'back' ? BACK_EDGE_COLOR : EDGE_COLOR;
  // told apart without colour too (decision 047): exceptions dashed, loops' back edges heavier,
  // branches by their labels
  return { color, width: kind === 'back' ? 2.4 : 1.4, dashed: kind === 'exception', opacity: 1 };
}

/** One entry of a drawing's legend: a swatch drawn like the nodes it explains. */
export type LegendEntry = { status: DiffMarkStatus; label: string; style: DrawStyle };

/** The combined diff's legend. */
export const DIFF_LEGEND: LegendEntry[] = [
  { status: 'added', label: 'added', style: nodeStyle('process', false, 'added') },
  { status: 'removed', label: 'removed', style: nodeStyle('process', false, 'removed') },
  { status: 'changed', label: 'changed', style: nodeStyle('process', false, 'changed') },
  { status: 'unchanged', label: 'unchanged', style: nodeStyle('process', false) },
];
/** height of the legend band above a drawing, and its swatch size */
export const LEGEND_HEIGHT = 30;
export const LEGEND_SWATCH = { w: 22, h: 14 };
