import type { FlowGraph } from '@codeflow/engine';
import { useLayoutEffect, useRef, useState } from 'react';
import type {
  KeyboardEvent as ReactKeyboardEvent,
  MouseEvent as ReactMouseEvent,
  ReactNode,
} from 'react';
import type { DrawnChart } from './drawnChart';
import { EXPLORE_MARKS_CSS, type ExploreMarks } from './exploreMarks';
import { Minimap } from './Minimap';
import { scrollToCentre, visibleRect } from './minimap';
import { useDragPan } from './useDragPan';
import { useExploreMarks } from './useExploreMarks';
import { useInsertedDrawing } from './useInsertedDrawing';
import { useNodeHighlight } from './useNodeHighlight';
import { usePanZoom } from './usePanZoom';
import { useScrollRerender } from './useScrollRerender';
import { useWorkerDrawing } from './useWorkerDrawing';
import { PAD } from './viewGeometry';
import { KEY_ZOOM_STEP, nodeIdOf, zoomKeyAction } from './zoomKeys';
import { ZoomToolbar } from './ZoomToolbar';

export type { DrawnChart } from './drawnChart';

export type FlowchartViewProps = {
  /** the engine's FlowGraph; null shows nothing */
  graph: FlowGraph | null;
  /** the charts to draw, stacked in this order (source order) */
  charts: readonly string[];
  /** the chart to bring into view at a readable scale (the one holding the cursor) */
  focusChart?: string | null;
  /** the focus chart was chosen rather than reached by the cursor: fit it whole (focusScale) */
  fitFocus?: boolean;
  /** overview: every chart in a grid at a readable scale (scrolled), with a minimap to move around */
  overview?: boolean;
  /** accessible name of the drawing */
  label: string;
  /** engine node ids to outline */
  highlighted?: ReadonlySet<string>;
  onNodeClick?: (nodeId: string) => void;
  /** search matches and paths to mark (issue 23 item 2) */
  marks?: ExploreMarks;
  /**
   * the keyboard walk (issue 23 item 5): an arrow key on a focused node asks where to go; the
   * node returned is focused (null: stay)
   */
  walk?: (
    nodeId: string,
    key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight',
  ) => string | null;
  /** a node got the keyboard focus (what a screen reader should hear) */
  onNodeFocus?: (nodeId: string) => void;
  /** the drawn chart (null while none), e.g. for exports */
  onDrawn?: (drawn: DrawnChart | null) => void;
  /** the renderer failed (the last good drawing stays) */
  onRenderError?: (message: string | null) => void;
  /** a drawing of `graph` is in the DOM */
  onRendered?: () => void;
  className?: string;
  /** shown at the start of the zoom buttons' row */
  toolbarStart?: ReactNode;
};

const HIGHLIGHT_CSS = `
.cf-diagram g.cf-node:focus { outline: none; }
.cf-diagram g.cf-node:focus-visible > .cf-shape { stroke: #2563eb; stroke-width: 3px; }
.cf-diagram g.cf-node.cf-hl > .cf-shape { stroke: #2563eb; stroke-width: 3px; fill: #dbeafe; }`;

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
  fitFocus = false,
  overview = false,
  label,
  highlighted,
  onNodeClick,
  marks,
  walk,
  onNodeFocus,
  onDrawn,
  onRenderError,
  onRendered,
  className,
  toolbarStart,
}: FlowchartViewProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onNodeClick, onDrawn, onRenderError, onRendered });
  callbacks.current = { onNodeClick, onDrawn, onRenderError, onRendered };

  // the overview lays its charts out in rows chosen for the viewport's size (overviewGrid.ts)
  const [viewportSize, setViewportSize] = useState({ w: 0, h: 0 });
  useLayoutEffect(() => {
    const v = viewportRef.current;
    if (!overview || !v) return;
    // rounded, so small resizes keep the layout
    const measure = () =>
      setViewportSize({
        w: Math.round(v.clientWidth / 20) * 20,
        h: Math.round(v.clientHeight / 20) * 20,
      });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(v);
    return () => observer.disconnect();
  }, [overview]);
  const grid = overview && viewportSize.w > 0 && viewportSize.h > 0 ? viewportSize : undefined;
  const { rendered, loading } = useWorkerDrawing(graph, charts, grid, callbacks);
  const nodesRef = useInsertedDrawing(contentRef, rendered, label, callbacks);
  const view = usePanZoom(viewportRef, contentRef, rendered, {
    chart: focusChart,
    overview,
    fit: fitFocus,
  });
  useNodeHighlight(nodesRef, highlighted, rendered);
  useExploreMarks(contentRef, marks, rendered);
  const drag = useDragPan(viewportRef);
  const onScroll = useScrollRerender(overview);
  const { scaleRef, zoomTo, fitAll, origin, viewportBox } = view;

  const onClick = (event: ReactMouseEvent) => {
    if (drag.takeDragClick()) return;
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
    if (id && walk && isWalkKey(event.key)) {
      event.preventDefault();
      const next = walk(id, event.key);
      const el = next ? nodesRef.current.get(next)?.[0] : undefined;
      if (el instanceof SVGElement || el instanceof HTMLElement) {
        el.focus();
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }
      return;
    }
    const action = zoomKeyAction(event.key);
    if (action === 'zoom-in') zoomTo(scaleRef.current * KEY_ZOOM_STEP);
    else if (action === 'zoom-out') zoomTo(scaleRef.current / KEY_ZOOM_STEP);
    else if (action === 'fit') fitAll();
    else if (action === 'actual-size') zoomTo(1);
    else return;
    event.preventDefault();
  };

  return (
    <div className={`relative flex min-h-0 flex-col ${className ?? ''}`}>
      <style>{HIGHLIGHT_CSS + EXPLORE_MARKS_CSS}</style>
      <ZoomToolbar
        scale={() => scaleRef.current}
        zoomTo={zoomTo}
        fitAll={fitAll}
        start={toolbarStart}
      />
      <div
        ref={viewportRef}
        className="cf-diagram relative min-h-0 flex-1 cursor-grab overflow-auto bg-white outline-none focus-visible:ring-2 focus-visible:ring-blue-500 active:cursor-grabbing"
        tabIndex={0}
        aria-label={`${label}. Scroll or drag to pan; Ctrl+wheel, + and - to zoom; 0 to fit, 1 for 100 %.`}
        aria-busy={loading}
        data-testid="flowchart-viewport"
        data-scale={view.scale.toFixed(3)}
        onPointerDown={drag.onPointerDown}
        onPointerMove={drag.onPointerMove}
        onPointerUp={drag.onPointerUp}
        onPointerCancel={drag.onPointerUp}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const id = nodeIdOf(event.target);
          if (id) onNodeFocus?.(id);
        }}
        onScroll={onScroll}
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

function isWalkKey(key: string): key is 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'ArrowLeft' || key === 'ArrowRight';
}
