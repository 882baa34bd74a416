import { Button } from '../ui/Button';
import type { FlowGraph } from '@codeflow/engine';
import type { Scene } from '@codeflow/engine/render';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type {
  KeyboardEvent as ReactKeyboardEvent,
  MouseEvent as ReactMouseEvent,
  PointerEvent as ReactPointerEvent,
  ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import {
  actualSize,
  fitView,
  IDENTITY,
  panBy,
  readableView,
  wheelFactor,
  zoomAt,
  type View,
} from './panZoom';
import { announceRender } from './renderEvents';
import { renderWorkerClient } from './RenderWorkerClient';

export type DrawnChart = { svg: SVGSVGElement; scene: Scene };

export type FlowchartViewProps = {
  /** the engine's FlowGraph; null shows nothing */
  graph: FlowGraph | null;
  /** the chart to draw (id); undefined draws every chart */
  chart?: string;
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

function svgSize(svg: SVGSVGElement): { w: number; h: number } {
  const box = svg.viewBox.baseVal;
  if (box && box.width > 0) return { w: box.width, h: box.height };
  return { w: Number(svg.getAttribute('width')) || 1, h: Number(svg.getAttribute('height')) || 1 };
}

type Rendered = { svg: string; scene: Scene; key: string };

/**
 * A chart drawn by the renderer worker (Graphviz layout, our SVG), with pan (drag, arrow keys),
 * zoom (wheel, +/-, buttons), Fit and 100 %. A new chart opens at a readable scale (fit to the
 * width, never below 80 %); redraws of the same chart keep the user's view. Only the newest
 * request's answer is inserted; while one is being laid out, later ones collapse into the last.
 * Nodes are buttons: click or Enter reports the engine node id.
 */
export function FlowchartView({
  graph,
  chart,
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
  const [view, setView] = useState<View>(IDENTITY);
  const userMoved = useRef(false);
  const shownKey = useRef<string | null>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);
  const callbacks = useRef({ onNodeClick, onDrawn, onRenderError, onRendered });
  callbacks.current = { onNodeClick, onDrawn, onRenderError, onRendered };

  // one layout at a time; a newer request waits and replaces any older waiting one
  const queue = useRef<{ busy: boolean; next: { graph: FlowGraph; chart?: string } | null }>({
    busy: false,
    next: null,
  });
  const generation = useRef(0);

  const pump = useCallback(() => {
    const q = queue.current;
    const client = renderWorkerClient();
    if (q.busy || !q.next || !client) return;
    const job = q.next;
    q.next = null;
    q.busy = true;
    const seq = generation.current;
    setLoading(true);
    client
      .render(job.graph, job.chart)
      .then((answer) => {
        if (seq !== generation.current) return;
        flushSync(() =>
          setRendered({ svg: answer.svg, scene: answer.scene, key: job.chart ?? '*' }),
        );
        callbacks.current.onRenderError?.(null);
      })
      .catch((error: unknown) => {
        if (seq !== generation.current) return;
        callbacks.current.onRenderError?.(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        q.busy = false;
        if (q.next) pump();
        else setLoading(false);
      });
  }, []);

  useEffect(() => {
    generation.current++;
    if (!graph) {
      queue.current.next = null;
      setRendered(null);
      return;
    }
    queue.current.next = chart === undefined ? { graph } : { graph, chart };
    pump();
  }, [graph, chart, pump]);

  const viewportSize = useRef<{ w: number; h: number } | null>(null);
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      viewportSize.current = { w: viewport.clientWidth, h: viewport.clientHeight };
    });
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      viewportSize.current = null;
    };
  }, []);

  const box = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return { w: 0, h: 0 };
    return viewportSize.current ?? { w: viewport.clientWidth, h: viewport.clientHeight };
  }, []);

  const applyView = useCallback(
    (make: (cw: number, ch: number, vw: number, vh: number) => View) => {
      const svg = contentRef.current?.querySelector('svg');
      if (!svg) return;
      const { w, h } = svgSize(svg);
      const b = box();
      setView(make(w, h, b.w, b.h));
      userMoved.current = false;
    },
    [box],
  );
  const readable = useCallback(() => applyView(readableView), [applyView]);
  const fitAll = useCallback(() => {
    applyView(fitView);
    // Fit is a choice too: later redraws of this chart keep it
    userMoved.current = true;
  }, [applyView]);

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    if (!rendered) {
      content.replaceChildren();
      nodesRef.current = new Map();
      shownKey.current = null;
      callbacks.current.onDrawn?.(null);
      return;
    }
    content.innerHTML = rendered.svg;
    const svg = content.querySelector('svg');
    if (!svg) return;
    svg.style.maxWidth = 'none';
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
    const nodes = new Map<string, Element[]>();
    for (const el of svg.querySelectorAll('g.cf-node[data-node-id]')) {
      const id = el.getAttribute('data-node-id') ?? '';
      el.setAttribute('tabindex', '0');
      el.setAttribute('role', 'button');
      el.setAttribute(
        'aria-label',
        `${el.querySelector('title')?.textContent ?? id}: select source lines`,
      );
      const list = nodes.get(id) ?? [];
      list.push(el);
      nodes.set(id, list);
    }
    nodesRef.current = nodes;
    // another chart opens at its readable default; the same chart redrawn keeps the user's view
    if (shownKey.current !== rendered.key) userMoved.current = false;
    shownKey.current = rendered.key;
    if (!userMoved.current) readable();
    callbacks.current.onDrawn?.({ svg, scene: rendered.scene });
    announceRender(content);
    callbacks.current.onRendered?.();
  }, [rendered, label, readable]);

  useLayoutEffect(() => {
    for (const [id, elements] of nodesRef.current) {
      const on = highlighted?.has(id) ?? false;
      for (const el of elements) el.classList.toggle('cf-hl', on);
    }
  }, [highlighted, rendered]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = viewport.getBoundingClientRect();
      userMoved.current = true;
      // a pinch on a trackpad arrives as a wheel event with ctrlKey: zoom; a plain scroll pans
      if (event.ctrlKey || event.metaKey || event.deltaX === 0) {
        setView((v) =>
          zoomAt(v, wheelFactor(event.deltaY), event.clientX - rect.left, event.clientY - rect.top),
        );
      } else {
        setView((v) => panBy(v, -event.deltaX, -event.deltaY));
      }
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, []);

  const zoomCentre = (factor: number) => {
    const b = box();
    userMoved.current = true;
    setView((v) => zoomAt(v, factor, b.w / 2, b.h / 2));
  };
  const hundred = () => {
    const b = box();
    userMoved.current = true;
    setView((v) => actualSize(v, b.w, b.h));
  };

  const nodeIdOf = (target: EventTarget | null): string | null => {
    const el = target instanceof Element ? target.closest('g.cf-node[data-node-id]') : null;
    return el?.getAttribute('data-node-id') ?? null;
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) viewportRef.current?.setPointerCapture(event.pointerId);
    drag.current = { ...d, x: event.clientX, y: event.clientY, moved: true };
    userMoved.current = true;
    setView((v) => panBy(v, dx, dy));
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
    const step = 40;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      userMoved.current = true;
      setView((v) => panBy(v, move[0], move[1]));
    } else if (event.key === '+' || event.key === '=') {
      zoomCentre(1.2);
    } else if (event.key === '-') {
      zoomCentre(1 / 1.2);
    } else if (event.key === '0') {
      fitAll();
    } else if (event.key === '1') {
      hundred();
    } else if (event.key === 'r') {
      readable();
    }
  };

  return (
    <div className={`relative flex min-h-0 flex-col ${className ?? ''}`}>
      <style>{HIGHLIGHT_CSS}</style>
      <div className="absolute top-2 right-2 z-10 flex gap-1" role="toolbar" aria-label="Zoom">
        <ZoomButton label="Zoom in" onClick={() => zoomCentre(1.25)}>
          +
        </ZoomButton>
        <ZoomButton label="Zoom out" onClick={() => zoomCentre(1 / 1.25)}>
          −
        </ZoomButton>
        <ZoomButton label="Fit to screen" onClick={fitAll}>
          Fit
        </ZoomButton>
        <ZoomButton label="Actual size" onClick={hundred}>
          100%
        </ZoomButton>
      </div>
      <div
        ref={viewportRef}
        className="cf-diagram relative min-h-0 flex-1 cursor-grab touch-none overflow-hidden bg-white outline-none focus-visible:ring-2 focus-visible:ring-blue-500 active:cursor-grabbing"
        tabIndex={0}
        aria-label={`${label}. Drag, scroll or use arrow keys to pan; Ctrl+wheel, + and - to zoom; 0 to fit, 1 for 100 %, r for the readable view.`}
        aria-busy={loading}
        data-testid="flowchart-viewport"
        data-scale={view.k.toFixed(3)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <div
          ref={contentRef}
          data-testid="flowchart-svg"
          className="absolute top-0 left-0 origin-top-left"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})` }}
        />
      </div>
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
