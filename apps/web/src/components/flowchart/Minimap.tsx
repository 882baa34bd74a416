import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { minimapFit, type Point, type Rect, type Size } from './minimap';

/**
 * The overview's minimap: the whole drawing small, with the part in view outlined. Pressing or
 * dragging on it moves the view there. The picture is the renderer's SVG shown as an image.
 */
export function Minimap({
  svg,
  drawing,
  visible,
  onNavigate,
}: {
  svg: string;
  /** the drawing's size in its own units */
  drawing: Size;
  /** the part in view, in minimap pixels */
  visible: (m: number, size: Size) => Rect;
  /** centre the view on this minimap point */
  onNavigate: (at: Point, m: number) => void;
}) {
  const { m, size } = minimapFit(drawing);
  const [url, setUrl] = useState<string | null>(null);
  const dragging = useRef(false);
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [svg]);
  if (m <= 0) return null;
  const rect = visible(m, size);

  const at = (event: ReactPointerEvent<HTMLDivElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  return (
    <div
      className="absolute right-5 bottom-3 z-10 rounded border border-gray-300 bg-white/95 p-1 shadow"
      data-testid="minimap"
    >
      <div
        className="relative cursor-pointer touch-none"
        style={{ width: size.w, height: size.h }}
        role="img"
        aria-label="Minimap of every chart; press or drag to move the view"
        onPointerDown={(e) => {
          dragging.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          onNavigate(at(e), m);
        }}
        onPointerMove={(e) => {
          if (dragging.current) onNavigate(at(e), m);
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onPointerCancel={() => {
          dragging.current = false;
        }}
      >
        {url && (
          <img
            src={url}
            alt=""
            draggable={false}
            className="pointer-events-none block h-full w-full select-none"
          />
        )}
        <div
          className="pointer-events-none absolute border-2 border-blue-600 bg-blue-500/10"
          data-testid="minimap-view"
          style={{ left: rect.x, top: rect.y, width: rect.w, height: rect.h }}
        />
      </div>
    </div>
  );
}
