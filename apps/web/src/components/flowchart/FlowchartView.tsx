import { Button } from '../ui/Button';
import type { FlowGraph } from '@codeflow/engine';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type {
  KeyboardEvent as ReactKeyboardEvent,
  MouseEvent as ReactMouseEvent,
  PointerEvent as ReactPointerEvent,
  ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import {
  clamp,
  MAX_SCALE,
  MIN_SCALE,
  READABLE_MAX_SCALE,
  READABLE_MIN_SCALE,
  wheelFactor,
} from './panZoom';
import { Minimap } from './Minimap';
import { scrollToCentre, visibleRect } from './minimap';
import { announceRender } from './renderEvents';
import type { RenderAnswer } from './renderProtocol';
import { renderWorkerClient } from './RenderWorkerClient';
import type { ChartBlock } from './stackCharts';

export type DrawnChart = { svg: SVGSVGElement; blocks: ChartBlock[] };

export type FlowchartViewProps = {
  /** the engine's FlowGraph; null shows nothing */
  graph: FlowGraph | null;
  /** the charts to draw, stacked in this order (source order) */
  charts: readonly string[];
  /** the chart to bring into view at a readable scale (the one holding the cursor) */
  focusChart?: string | null;
  /** overview: every chart fitted at once, with a minimap to move around */
  overview?: boolean;
  /** accessible name of the drawing */
  label: string;
  /** engine node ids to outline */
  highlighted?: ReadonlySet<string>;
  onNodeClick?: (nodeId: string) => void;
  /** the drawn chart (null while none), e.g. for exports */
  onDrawn?: (drawn: DrawnChart | null) => void;
  /** the renderer failed (the last good drawing stays) */
  onRenderError?: (message: string | null) => void;
  /** a drawing of `graph` is in the DOM */
  onRendered?: () => void;
  className?: string;
};

const HIGHLIGHT_CSS = `
.cf-diagram g.cf-node:focus { outline: none; }
.cf-diagram g.cf-node:focus-visible > .cf-shape { stroke: #2563eb; stroke-width: 3px; }
.cf-diagram g.cf-node.cf-hl > .cf-shape { stroke: #2563eb; stroke-width: 3px; fill: #dbeafe; }`;

/** performance measure: the renderer worker's layout and SVG writing of the last drawing */
export const LAYOUT_MEASURE = 'codeflow:layout';

/** Space around the drawing inside the viewport (CSS px). */
const PAD = 16;

type Rendered = RenderAnswer & { charts: string };

/** The scale at which a chart `width` wide fills the viewport's width, kept readable. */
export function readableScale(width: number, viewportWidth: number): number {
  if (width <= 0 || viewportWidth <= 0) return 1;
  return clamp((viewportWidth - 2 * PAD) / width, READABLE_MIN_SCALE, READABLE_MAX_SCALE);
}

/** The centre of a chart's Start node across the drawing (the chart's middle if not found). */
function startNodeX(content: HTMLElement | null, block: ChartBlock): number {
  const start = content?.querySelector<SVGGraphicsElement>(
    `g.cf-node[data-kind="start"][data-chart-id="${CSS.escape(block.chart)}"]`,
  );
  // getBBox is in the chart's own coordinates (inside its block's translate); jsdom has none
  const box = typeof start?.getBBox === 'function' ? start.getBBox() : null;
  return box ? block.x + box.x + box.width / 2 : block.x + block.width / 2;
}

/**
 * Charts drawn by the renderer worker (Graphviz layout, our SVG), stacked in source order in one
 * scrolling viewport: scroll or drag to pan, Ctrl/⌘+wheel (pinch), +/- and the buttons to zoom,
 * Fit (everything), 100 %. The chart holding the cursor (`focusChart`) is brought into view at a
 * readable scale (fit to its width, never below 80 %) whenever it changes; redraws of the same
 * charts keep the user's view. Only the newest request's answer is inserted; while one is laid
 * out, later ones collapse into the last. Nodes are buttons: click or Enter reports the node id.
 */
export function FlowchartView({
  graph,
  charts,
  focusChart,
  overview = false,
  label,
  highlighted,
  onNodeClick,
  onDrawn,
  onRenderError,
  onRendered,
  className,
}: FlowchartViewProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const nodesRef = useRef(new Map<string, Element[]>());
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [loading, setLoading] = useState(false);
  const [scale, setScale] = useState(1);
  // bumped with every view change, so the scroll anchor applies even when the scale stays the same
  const [viewTick, setViewTick] = useState(0);
  // bumped on scroll (once per frame) to re-render, so the minimap's outline follows the view
  const [, setScrollTick] = useState(0);
  const scrollFrame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(scrollFrame.current), []);
  const scaleRef = useRef(1);
  /** after a zoom: keep this drawing point under this viewport point */
  const anchor = useRef<{ cx: number; cy: number; px: number; py: number } | null>(null);
  const focused = useRef<string | null>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);
  const callbacks = useRef({ onNodeClick, onDrawn, onRenderError, onRendered });
  callbacks.current = { onNodeClick, onDrawn, onRenderError, onRendered };

  const queue = useRef<{ busy: boolean; next: { graph: FlowGraph; charts: string[] } | null }>({
    busy: false,
    next: null,
  });
  const requestSeq = useRef(0);

  const pump = useCallback(() => {
    const q = queue.current;
    const client = renderWorkerClient();
    if (q.busy || !q.next || !client) return;
    const job = q.next;
    q.next = null;
    q.busy = true;
    const seq = requestSeq.current;
    setLoading(true);
    client
      .render(job.graph, job.charts)
      .then((answer) => {
        // the worker's layout + SVG time, for the editor benchmark
        const now = performance.now();
        performance.clearMeasures(LAYOUT_MEASURE);
        performance.measure(LAYOUT_MEASURE, { start: now - answer.ms, end: now });
        // a newer request is queued: its answer replaces this one soon
        if (seq !== requestSeq.current) return;
        flushSync(() => setRendered({ ...answer, charts: job.charts.join('\n') }));
        callbacks.current.onRenderError?.(null);
      })
      .catch((error: unknown) => {
        if (seq !== requestSeq.current) return;
        callbacks.current.onRenderError?.(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        q.busy = false;
        if (q.next) pump();
        else setLoading(false);
      });
  }, []);

  const chartsKey = charts.join('\n');
  useEffect(() => {
    requestSeq.current++;
    if (!graph || chartsKey === '') {
      queue.current.next = null;
      setRendered(null);
      return;
    }
    queue.current.next = { graph, charts: chartsKey.split('\n') };
    pump();
  }, [graph, chartsKey, pump]);

  const viewportBox = useCallback(() => {
    const v = viewportRef.current;
    return v ? { w: v.clientWidth, h: v.clientHeight } : { w: 0, h: 0 };
  }, []);

  /** Where the drawing's origin sits in the scrolled content at scale k (it is centred when narrower). */
  const origin = useCallback(
    (k: number) => {
      const w = rendered?.width ?? 0;
      return { x: PAD + Math.max(0, (viewportBox().w - 2 * PAD - w * k) / 2), y: PAD };
    },
    [rendered, viewportBox],
  );

  const applyScale = useCallback((k: number) => {
    const next = clamp(k, MIN_SCALE, MAX_SCALE);
    scaleRef.current = next;
    setScale(next);
    setViewTick((t) => t + 1);
  }, []);

  /** Zooms to `k` keeping the drawing point under viewport point (px, py) in place. */
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
    [applyScale, origin, viewportBox],
  );

  /**
   * Brings a chart into view: its readable scale, its top at the top, centred across; a chart
   * wider than the view at that scale is centred on its Start node instead, where reading begins
   * (its middle may be a stretch of branches far from it).
   */
  const focusBlock = useCallback(
    (block: ChartBlock) => {
      const box = viewportBox();
      const k = readableScale(block.width, box.w);
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
    },
    [applyScale, viewportBox],
  );

  const fitAll = useCallback(() => {
    if (!rendered) return;
    const box = viewportBox();
    const k = Math.min(
      (box.w - 2 * PAD) / rendered.width,
      (box.h - 2 * PAD) / rendered.height,
      1.5,
    );
    anchor.current = { cx: 0, cy: 0, px: 0, py: 0 };
    applyScale(k);
  }, [rendered, applyScale, viewportBox]);

  // Insert the drawing ourselves: we index its nodes and announce the render right after.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    if (!rendered) {
      content.replaceChildren();
      nodesRef.current = new Map();
      focused.current = null;
      callbacks.current.onDrawn?.(null);
      return;
    }
    content.innerHTML = rendered.svg;
    const svg = content.querySelector('svg');
    if (!svg) return;
    svg.style.display = 'block';
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
    // the worker wrote each node as a focusable button (tabindex, role, aria-label): only index them
    const nodes = new Map<string, Element[]>();
    for (const el of svg.querySelectorAll('g.cf-node[data-node-id]')) {
      const id = el.getAttribute('data-node-id') ?? '';
      const list = nodes.get(id) ?? [];
      list.push(el);
      nodes.set(id, list);
    }
    nodesRef.current = nodes;
    callbacks.current.onDrawn?.({ svg, blocks: rendered.blocks });
    announceRender(content);
    callbacks.current.onRendered?.();
  }, [rendered, label]);

  // A new set of charts, or the cursor moved into another chart: bring that chart into view.
  // In the overview, a new set of charts is fitted whole instead.
  useLayoutEffect(() => {
    if (!rendered) return;
    if (overview) {
      const key = `overview|${rendered.charts}`;
      if (focused.current === key) return;
      focused.current = key;
      fitAll();
      return;
    }
    const target =
      rendered.blocks.find((b) => b.chart === focusChart) ?? rendered.blocks[0] ?? null;
    const key = `${rendered.charts}|${target?.chart ?? ''}`;
    if (!target || focused.current === key) return;
    focused.current = key;
    focusBlock(target);
  }, [rendered, focusChart, focusBlock, overview, fitAll]);

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
  }, [scale, viewTick, rendered, origin]);

  useLayoutEffect(() => {
    for (const [id, elements] of nodesRef.current) {
      const on = highlighted?.has(id) ?? false;
      for (const el of elements) el.classList.toggle('cf-hl', on);
    }
  }, [highlighted, rendered]);

  // Ctrl/⌘+wheel (and a trackpad pinch, which arrives as one) zooms; a plain wheel scrolls.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const rect = viewport.getBoundingClientRect();
      zoomTo(
        scaleRef.current * wheelFactor(event.deltaY),
        event.clientX - rect.left,
        event.clientY - rect.top,
      );
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [zoomTo]);

  const nodeIdOf = (target: EventTarget | null): string | null => {
    const el = target instanceof Element ? target.closest('g.cf-node[data-node-id]') : null;
    return el?.getAttribute('data-node-id') ?? null;
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.pointerType !== 'mouse') return;
    drag.current = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const v = viewportRef.current;
    if (!d || !v || d.id !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) v.setPointerCapture(event.pointerId);
    drag.current = { ...d, x: event.clientX, y: event.clientY, moved: true };
    v.scrollLeft -= dx;
    v.scrollTop -= dy;
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    // a drag ends with a click on whatever is under the pointer: that is not a node choice
    suppressClick.current = d?.moved ?? false;
    if (d?.moved && viewportRef.current?.hasPointerCapture(event.pointerId)) {
      viewportRef.current.releasePointerCapture(event.pointerId);
    }
  };
  const onClick = (event: ReactMouseEvent) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const id = nodeIdOf(event.target);
    if (id) callbacks.current.onNodeClick?.(id);
  };
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const id = nodeIdOf(event.target);
    if (id && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      callbacks.current.onNodeClick?.(id);
      return;
    }
    if (event.key === '+' || event.key === '=') zoomTo(scaleRef.current * 1.2);
    else if (event.key === '-') zoomTo(scaleRef.current / 1.2);
    else if (event.key === '0') fitAll();
    else if (event.key === '1') zoomTo(1);
    else return;
    event.preventDefault();
  };

  return (
    <div className={`relative flex min-h-0 flex-col ${className ?? ''}`}>
      <style>{HIGHLIGHT_CSS}</style>
      <div className="absolute top-2 right-5 z-10 flex gap-1" role="toolbar" aria-label="Zoom">
        <ZoomButton label="Zoom in" onClick={() => zoomTo(scaleRef.current * 1.25)}>
          +
        </ZoomButton>
        <ZoomButton label="Zoom out" onClick={() => zoomTo(scaleRef.current / 1.25)}>
          −
        </ZoomButton>
        <ZoomButton label="Fit to screen" onClick={fitAll}>
          Fit
        </ZoomButton>
        <ZoomButton label="Actual size" onClick={() => zoomTo(1)}>
          100%
        </ZoomButton>
      </div>
      <div
        ref={viewportRef}
        className="cf-diagram relative min-h-0 flex-1 cursor-grab overflow-auto bg-white outline-none focus-visible:ring-2 focus-visible:ring-blue-500 active:cursor-grabbing"
        tabIndex={0}
        aria-label={`${label}. Scroll or drag to pan; Ctrl+wheel, + and - to zoom; 0 to fit, 1 for 100 %.`}
        aria-busy={loading}
        data-testid="flowchart-viewport"
        data-scale={scale.toFixed(3)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onScroll={() => {
          if (!overview || scrollFrame.current) return;
          scrollFrame.current = requestAnimationFrame(() => {
            scrollFrame.current = 0;
            setScrollTick((t) => t + 1);
          });
        }}
      >
        <div
          ref={contentRef}
          data-testid="flowchart-svg"
          className="flex w-max min-w-full justify-center"
          style={{ padding: PAD }}
        />
      </div>
      {overview && rendered && (
        <Minimap
          svg={rendered.svg}
          drawing={{ w: rendered.width, h: rendered.height }}
          visible={(m, size) => {
            const v = viewportRef.current;
            const k = scaleRef.current;
            return visibleRect(
              { x: v?.scrollLeft ?? 0, y: v?.scrollTop ?? 0 },
              viewportBox(),
              origin(k),
              k,
              m,
              size,
            );
          }}
          onNavigate={(at, m) => {
            const v = viewportRef.current;
            if (!v) return;
            const k = scaleRef.current;
            const to = scrollToCentre(at, viewportBox(), origin(k), k, m);
            v.scrollLeft = to.x;
            v.scrollTop = to.y;
          }}
        />
      )}
    </div>
  );
}

function ZoomButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="min-w-8 shadow-sm"
    >
      {children}
    </Button>
  );
}
