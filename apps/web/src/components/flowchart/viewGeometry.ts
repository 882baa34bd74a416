import { clamp, READABLE_MAX_SCALE, READABLE_MIN_SCALE } from './panZoom';
import type { ChartBlock } from './stackCharts';
import type { Point, Size } from './minimap';

/** Space around the drawing inside the viewport (CSS px). */
export const PAD = 16;

/** Fit never magnifies past this. */
const FIT_MAX_SCALE = 1.5;

/** The scale at which a chart `width` wide fills the viewport's width, kept readable. */
export function readableScale(width: number, viewportWidth: number): number {
  if (width <= 0 || viewportWidth <= 0) return 1;
  return clamp((viewportWidth - 2 * PAD) / width, READABLE_MIN_SCALE, READABLE_MAX_SCALE);
}

/**
 * A chosen chart (a file just opened, an outline entry, a pinned chart) is fitted whole into the
 * view down to this scale (14 px text at 7 px, still legible at a glance of the shape); a taller
 * or wider one opens at this scale on its Start and is panned.
 */
export const FOCUS_FIT_MIN_SCALE = 0.5;

/** The scale of a chosen chart: whole in view, no larger than readable, no smaller than the floor. */
export function focusScale(block: Size, viewport: Size): number {
  const readable = readableScale(block.w, viewport.w);
  return Math.max(FOCUS_FIT_MIN_SCALE, Math.min(readable, fitScale(block, viewport)));
}

/**
 * The overview never shrinks below this (the charts' 14 px text at ~10 px, still readable): its
 * charts are laid out in rows no wider than the viewport at this scale (overviewGrid.ts), and
 * what does not fit is scrolled to.
 */
export const OVERVIEW_MIN_SCALE = 0.7;

/** The overview's scale: the whole grid when it fits, never below OVERVIEW_MIN_SCALE. */
export function overviewScale(drawing: Size, viewport: Size): number {
  return Math.max(OVERVIEW_MIN_SCALE, fitScale(drawing, viewport));
}

/** The scale that shows a whole drawing inside the viewport (Fit). */
export function fitScale(drawing: Size, viewport: Size): number {
  return Math.min(
    (viewport.w - 2 * PAD) / drawing.w,
    (viewport.h - 2 * PAD) / drawing.h,
    FIT_MAX_SCALE,
  );
}

/**
 * Where the drawing's origin sits in the scrolled content at scale `k`: inside the padding, and
 * centred across when the scaled drawing is narrower than the viewport.
 */
export function drawingOrigin(drawingWidth: number, viewportWidth: number, k: number): Point {
  return { x: PAD + Math.max(0, (viewportWidth - 2 * PAD - drawingWidth * k) / 2), y: PAD };
}

/** The centre of a chart's Start node across the drawing (the chart's middle if not found). */
export function startNodeX(content: HTMLElement | null, block: ChartBlock): number {
  const start = content?.querySelector<SVGGraphicsElement>(
    `g.cf-node[data-kind="start"][data-chart-id="${CSS.escape(block.chart)}"]`,
  );
  // getBBox is in the chart's own coordinates (inside its block's translate); jsdom has none
  const box = typeof start?.getBBox === 'function' ? start.getBBox() : null;
  return box ? block.x + box.x + box.width / 2 : block.x + block.width / 2;
}
