import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Point, Size } from './minimap';
import { clamp, MAX_SCALE, MIN_SCALE } from './panZoom';
import type { ChartBlock } from './stackCharts';
import { useChartFocus } from './useChartFocus';
import { useViewportShown } from './useViewportShown';
import { useWheelZoom } from './useWheelZoom';
import type { Rendered } from './useWorkerDrawing';
import {
  drawingOrigin,
  fitScale,
  focusScale,
  overviewScale,
  PAD,
  readableScale,
  startNodeX,
} from './viewGeometry';

/** After a zoom: keep the drawing point (cx, cy) under the viewport point (px, py). */
type Anchor = { cx: number; cy: number; px: number; py: number };

export type PanZoom = {
  /** the scale shown (state, for rendering) */
  scale: number;
  /** the scale as of now, also inside the commit that changes it */
  scaleRef: RefObject<number>;
  /** zooms to `k` keeping the drawing point under viewport point (px, py) in place (default: the centre) */
  zoomTo: (k: number, px?: number, py?: number) => void;
  /** the whole drawing in view */
  fitAll: () => void;
  /** where the drawing's origin sits in the scrolled content at scale k */
  origin: (k: number) => Point;
  /** the viewport's size */
  viewportBox: () => Size;
};

/**
 * The scale and scroll of the drawing in its scrolling viewport: the svg is sized by the scale
 * (its viewBox scales the drawing), and a zoom keeps an anchor point in place. The chart holding
 * the cursor is brought into view at a readable scale whenever it changes (the overview fits
 * everything instead); Ctrl/⌘+wheel zooms.
 */
export function usePanZoom(
  viewportRef: RefObject<HTMLDivElement | null>,
  contentRef: RefObject<HTMLDivElement | null>,
  rendered: Rendered | null,
  focus: { chart: string | null | undefined; overview: boolean; fit?: boolean },
): PanZoom {
  const [scale, setScale] = useState(1);
  // bumped with every view change, so the scroll anchor applies even when the scale stays the same
  const [viewTick, setViewTick] = useState(0);
  const scaleRef = useRef(1);
  const anchor = useRef<Anchor | null>(null);

  const viewportBox = useCallback((): Size => {
    const v = viewportRef.current;
    return v ? { w: v.clientWidth, h: v.clientHeight } : { w: 0, h: 0 };
  }, [viewportRef]);

  const origin = useCallback(
    (k: number) => drawingOrigin(rendered?.width ?? 0, viewportBox().w, k),
    [rendered, viewportBox],
  );

  const applyScale = useCallback((k: number) => {
    const next = clamp(k, MIN_SCALE, MAX_SCALE);
    scaleRef.current = next;
    setScale(next);
    setViewTick((t) => t + 1);
  }, []);

  const zoomTo = useCallback(
    (k: number, px?: number, py?: number) => {
      const v = viewportRef.current;
      if (!v) return;
      const box = viewportBox();
      const x = px ?? box.w / 2;
      const y = py ?? box.h / 2;
      const o = origin(scaleRef.current);
      anchor.current = {
        cx: (v.scrollLeft + x - o.x) / scaleRef.current,
        cy: (v.scrollTop + y - o.y) / scaleRef.current,
        px: x,
        py: y,
      };
      applyScale(k);
    },
    [applyScale, origin, viewportBox, viewportRef],
  );

  /**
   * Brings a chart into view: its readable scale (`fit`: the whole chart, see focusScale), its
   * top at the top, centred across; a chart wider than the view at that scale is centred on its
   * Start node instead, where reading begins (its middle may be a stretch of branches far from it).
   */
  const focusBlock = useCallback(
    (block: ChartBlock, fit: boolean) => {
      const box = viewportBox();
      if (box.w <= 0 || box.h <= 0) return false;
      const k = fit
        ? focusScale({ w: block.width, h: block.height }, box)
        : readableScale(block.width, box.w);
      applyScale(k);
      anchor.current = {
        cx:
          block.width * k > box.w - 2 * PAD
            ? startNodeX(contentRef.current, block)
            : block.x + block.width / 2,
        cy: block.y,
        px: box.w / 2,
        py: 8,
      };
      return true;
    },
    [applyScale, viewportBox, contentRef],
  );

  const fitAll = useCallback(() => {
    if (!rendered) return;
    anchor.current = { cx: 0, cy: 0, px: 0, py: 0 };
    applyScale(fitScale({ w: rendered.width, h: rendered.height }, viewportBox()));
  }, [rendered, applyScale, viewportBox]);

  const fitOverview = useCallback(() => {
    if (!rendered) return;
    anchor.current = { cx: 0, cy: 0, px: 0, py: 0 };
    applyScale(overviewScale({ w: rendered.width, h: rendered.height }, viewportBox()));
  }, [rendered, applyScale, viewportBox]);

  const shown = useViewportShown(viewportRef);
  useChartFocus(
    rendered,
    focus.chart,
    focus.overview,
    focus.fit ?? false,
    focusBlock,
    fitOverview,
    shown,
  );

  // The scale sizes the svg (the viewBox scales the drawing); then the anchor sets the scroll.
  useLayoutEffect(() => {
    const svg = contentRef.current?.querySelector('svg');
    const v = viewportRef.current;
    if (!svg || !rendered || !v) return;
    // the ref, not the state: a focus change in this same commit already set the new scale
    const k = scaleRef.current;
    svg.setAttribute('width', String(rendered.width * k));
    svg.setAttribute('height', String(rendered.height * k));
    const a = anchor.current;
    anchor.current = null;
    if (a) {
      const o = origin(k);
      v.scrollLeft = o.x + a.cx * k - a.px;
      v.scrollTop = o.y + a.cy * k - a.py;
    }
  }, [scale, viewTick, rendered, origin, contentRef, viewportRef]);

  useWheelZoom(viewportRef, scaleRef, zoomTo);

  return { scale, scaleRef, zoomTo, fitAll, origin, viewportBox };
}
