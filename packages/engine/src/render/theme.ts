/**
 * The chart's look: fonts, sizes and colours by node kind, taken from the web app's Tailwind
 * palette (slate text and borders, indigo accent) so charts match the product.
 */
import type { NodeKind } from '../graph/types';

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
