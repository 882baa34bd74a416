/** Outlines of the node shapes, shared by the SVG and PDF writers. */
import type { Point, SceneNode } from './scene';
import { FONT_ASCENT, FONT_DESCENT } from './fontMetrics';
import { COVERAGE_STYLE, LINE_HEIGHT } from './theme';
import { textWidth } from './measureText';
import { IO_SLANT } from './emitDot';

export type Outline =
  | { type: 'rect'; x: number; y: number; w: number; h: number; r: number }
  | { type: 'polygon'; points: Point[] }
  | { type: 'circle'; cx: number; cy: number; r: number };

const JUMPS = new Set(['return', 'break', 'continue', 'throw', 'goto']);

/** The outline of a node (ISO 5807 shapes). */
export function outline(n: SceneNode): Outline {
  const x = n.x - n.w / 2;
  const y = n.y - n.h / 2;
  if (n.polygon && n.polygon.length >= 3) return { type: 'polygon', points: n.polygon };
  switch (n.kind) {
    case 'start':
    case 'end':
      return { type: 'rect', x, y, w: n.w, h: n.h, r: n.h / 2 };
    case 'join':
      return { type: 'circle', cx: n.x, cy: n.y, r: n.w / 2 };
    case 'decision':
      return {
        type: 'polygon',
        points: [
          [n.x, y],
          [x + n.w, n.y],
          [n.x, y + n.h],
          [x, n.y],
        ],
      };
    case 'io': {
      const s = n.h * IO_SLANT;
      return {
        type: 'polygon',
        points: [
          [x + s, y],
          [x + n.w, y],
          [x + n.w - s, y + n.h],
          [x, y + n.h],
        ],
      };
    }
    case 'loop': {
      const s = n.w / 4;
      const pts: Point[] = [
        [x + s, y],
        [x + n.w - s, y],
        [x + n.w, n.y],
        [x + n.w - s, y + n.h],
        [x + s, y + n.h],
        [x, n.y],
      ];
      return { type: 'polygon', points: pts };
    }
    case 'label': {
      const s = Math.min(10, n.h / 3);
      const pts: Point[] = [
        [x, y],
        [x + n.w, y],
        [x + n.w, y + n.h],
        [x, y + n.h],
        [x + s, n.y],
      ];
      return { type: 'polygon', points: pts };
    }
    default:
      return {
        type: 'rect',
        x,
        y,
        w: n.w,
        h: n.h,
        r: JUMPS.has(n.kind) ? Math.min(12, n.h / 2) : 3,
      };
  }
}

/** Extra strokes: the subroutine's double side bars. */
export function innerLines(n: SceneNode): [Point, Point][] {
  if (n.kind !== 'call') return [];
  const x0 = n.x - n.w / 2 + 8;
  const x1 = n.x + n.w / 2 - 8;
  const y0 = n.y - n.h / 2;
  const y1 = n.y + n.h / 2;
  return [
    [
      [x0, y0],
      [x0, y1],
    ],
    [
      [x1, y0],
      [x1, y1],
    ],
  ];
}

/** The accent band on the left of try/except/finally/with markers. */
export function accentBand(n: SceneNode): { x: number; y: number; w: number; h: number } | null {
  if (n.kind !== 'try' && n.kind !== 'catch' && n.kind !== 'finally' && n.kind !== 'with')
    return null;
  return { x: n.x - n.w / 2, y: n.y - n.h / 2, w: 6, h: n.h };
}

/** Baseline y of each text line of a block of `count` lines centred on `cy`. */
export function baselines(
  cy: number,
  count: number,
  fontSize: number,
  lineHeight = LINE_HEIGHT,
): number[] {
  const top = cy - (count * lineHeight) / 2;
  const glyph = ((FONT_ASCENT + FONT_DESCENT) * fontSize) / 1000;
  const first = top + (lineHeight - glyph) / 2 + (FONT_ASCENT * fontSize) / 1000;
  return Array.from({ length: count }, (_, i) => round(first + i * lineHeight));
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The coverage badge on a node's top right corner: "N×" (counted), "not run" (never ran). */
export type Badge = { text: string; x: number; y: number; w: number; h: number; never: boolean };

export function hitsBadge(n: SceneNode): Badge | null {
  if (n.hits === undefined || n.kind === 'join') return null;
  const never = n.hits === 0;
  if (!never && n.counted === false) return null;
  const text = never ? 'not run' : `${n.hits}×`;
  const h = COVERAGE_STYLE.badgeSize + 5;
  const w = textWidth(text, COVERAGE_STYLE.badgeSize) + 8;
  // centred on the top edge, flush with the right side: the label below stays clear
  return { text, x: n.x + n.w / 2 - w + 4, y: n.y - n.h / 2 - h / 2, w, h, never };
}
