import { Button } from '../ui/Button';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type {
  KeyboardEvent as ReactKeyboardEvent,
  MouseEvent as ReactMouseEvent,
  PointerEvent as ReactPointerEvent,
  ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { decodeLabelEntities } from './decodeEntities';
import { renderMermaid, type RenderedDiagram } from './loadMermaid';
import { nodeIdFromElementId } from './mermaidNodeId';
import { fitView, IDENTITY, panBy, wheelFactor, zoomAt, type View } from './panZoom';
import { announceRender } from './renderEvents';

export type MermaidDiagramProps = {
  /** Mermaid text; '' shows nothing */
  text: string;
  /** accessible name of the drawing */
  label: string;
  /** engine node ids to outline */
  highlighted?: ReadonlySet<string>;
  onNodeClick?: (nodeId: string) => void;
  /** the rendered <svg> (null while none), e.g. for exports */
  onSvgChange?: (svg: SVGSVGElement | null) => void;
  /** Mermaid could not draw the text (the last good drawing stays) */
  onRenderError?: (message: string | null) => void;
  /** a drawing of `text` is in the DOM */
  onRendered?: () => void;
  className?: string;
};

const HIGHLIGHT_CSS = `
.cf-diagram g.node { cursor: pointer; }
.cf-diagram g.node:focus { outline: none; }
.cf-diagram g.node:focus-visible .label-container,
.cf-diagram g.node:focus-visible .label-container path { stroke: #2563eb !important; stroke-width: 3px !important; }
.cf-diagram g.node.cf-hl .label-container,
.cf-diagram g.node.cf-hl .label-container path,
.cf-diagram g.node.cf-hl > rect, .cf-diagram g.node.cf-hl > polygon, .cf-diagram g.node.cf-hl > circle {
  stroke: #f59e0b !important; stroke-width: 3px !important;
}
.cf-diagram g.node.cf-hl .label-container, .cf-diagram g.node.cf-hl > rect, .cf-diagram g.node.cf-hl > polygon {
  fill: #fef3c7 !important;
}`;

/** Size of the drawing in CSS pixels, from its viewBox (Mermaid always sets one). */
function svgSize(svg: SVGSVGElement): { w: number; h: number } {
  const box = svg.viewBox.baseVal;
  if (box && box.width > 0) return { w: box.width, h: box.height };
  const rect = svg.getBoundingClientRect();
  return { w: rect.width, h: rect.height };
}

/**
 * A Mermaid drawing with pan (drag, arrow keys), zoom (wheel, +/-, buttons) and fit-to-screen.
 * Mermaid loads on first use. A failed render keeps the previous drawing. Nodes are buttons:
 * click or Enter reports the engine node id.
 */
export function MermaidDiagram({
  text,
  label,
  highlighted,
  onNodeClick,
  onSvgChange,
  onRenderError,
  onRendered,
  className,
}: MermaidDiagramProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const nodesRef = useRef(new Map<string, Element[]>());
  const [rendered, setRendered] = useState<RenderedDiagram | null>(null);
  const [loading, setLoading] = useState(false);
  const [view, setView] = useState<View>(IDENTITY);
  // the user moved the view: keep it across redraws instead of re-fitting every keystroke
  const userMoved = useRef(false);
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);
  const callbacks = useRef({ onNodeClick, onSvgChange, onRenderError, onRendered });
  callbacks.current = { onNodeClick, onSvgChange, onRenderError, onRendered };

  useEffect(() => {
    if (text === '') {
      setRendered(null);
      return;
    }
    // a newer text (or unmounting) skips this render if Mermaid has not started it yet
    const superseded = new AbortController();
    setLoading(true);
    renderMermaid(text, 'html', superseded.signal)
      .then((result) => {
        if (superseded.signal.aborted) return;
        // into the DOM now, not after whatever the page queued meanwhile (typing feels it)
        flushSync(() => setRendered(result));
        callbacks.current.onRenderError?.(null);
      })
      .catch((error: unknown) => {
        if (superseded.signal.aborted) return;
        callbacks.current.onRenderError?.(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        if (!superseded.signal.aborted) setLoading(false);
      });
    return () => superseded.abort();
  }, [text]);

  // The viewport's size, kept up to date by a ResizeObserver: fitting a new drawing then reads
  // no layout, so the browser lays the page out once before painting instead of also in the middle
  // of every redraw.
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

  const fit = useCallback(() => {
    const svg = contentRef.current?.querySelector('svg');
    const viewport = viewportRef.current;
    if (!svg || !viewport) return;
    const { w, h } = svgSize(svg);
    const box = viewportSize.current ?? { w: viewport.clientWidth, h: viewport.clientHeight };
    setView(fitView(w, h, box.w, box.h));
    userMoved.current = false;
  }, []);

  // Put the SVG into the DOM ourselves: we index its nodes and announce the render right after.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    if (!rendered) {
      content.replaceChildren();
      nodesRef.current = new Map();
      callbacks.current.onSvgChange?.(null);
      return;
    }
    content.innerHTML = rendered.svg;
    const svg = content.querySelector('svg');
    if (!svg) return;
    decodeLabelEntities(svg);
    const { w, h } = svgSize(svg);
    svg.setAttribute('width', String(w));
    svg.setAttribute('height', String(h));
    svg.style.maxWidth = 'none';
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
    const nodes = new Map<string, Element[]>();
    for (const el of svg.querySelectorAll('g.node[id]')) {
      const id = nodeIdFromElementId(el.id, rendered.renderId);
      if (!id) continue;
      el.setAttribute('data-node-id', id);
      el.setAttribute('tabindex', '0');
      el.setAttribute('role', 'button');
      el.setAttribute('aria-label', `${el.textContent?.trim() ?? id}: select source lines`);
      const list = nodes.get(id) ?? [];
      list.push(el);
      nodes.set(id, list);
    }
    nodesRef.current = nodes;
    if (!userMoved.current) fit();
    callbacks.current.onSvgChange?.(svg);
    announceRender(content);
    callbacks.current.onRendered?.();
  }, [rendered, label, fit]);

  useLayoutEffect(() => {
    for (const [id, elements] of nodesRef.current) {
      const on = highlighted?.has(id) ?? false;
      for (const el of elements) el.classList.toggle('cf-hl', on);
    }
  }, [highlighted, rendered]);

  // wheel listeners must be non-passive to stop the page from scrolling while zooming
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = viewport.getBoundingClientRect();
      userMoved.current = true;
      setView((v) =>
        zoomAt(v, wheelFactor(event.deltaY), event.clientX - box.left, event.clientY - box.top),
      );
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, []);

  const zoomCentre = (factor: number) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    userMoved.current = true;
    setView((v) => zoomAt(v, factor, viewport.clientWidth / 2, viewport.clientHeight / 2));
  };

  const nodeIdOf = (target: EventTarget | null): string | null => {
    const el = target instanceof Element ? target.closest('g.node[data-node-id]') : null;
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
    if (!d.moved) {
      d.moved = true;
      viewportRef.current?.setPointerCapture(event.pointerId);
    }
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
      fit();
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
        <ZoomButton label="Fit to screen" onClick={fit}>
          Fit
        </ZoomButton>
      </div>
      <div
        ref={viewportRef}
        className="cf-diagram relative min-h-0 flex-1 cursor-grab touch-none overflow-hidden bg-white outline-none focus-visible:ring-2 focus-visible:ring-blue-500 active:cursor-grabbing"
        tabIndex={0}
        aria-label={`${label}. Drag or use arrow keys to pan, + and - to zoom, 0 to fit.`}
        aria-busy={loading}
        data-testid="flowchart-viewport"
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
