import { useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** How far (CSS px) the mouse moves before a press becomes a drag. */
const DRAG_THRESHOLD = 4;

export type DragPan = {
  onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => void;
  /** also for pointercancel */
  onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => void;
  /** true once for the click that ends a drag (that click is not a node choice) */
  takeDragClick: () => boolean;
};

/** Dragging the drawing with the (left) mouse button scrolls the viewport. */
export function useDragPan(viewportRef: RefObject<HTMLDivElement | null>): DragPan {
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);

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
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
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
  const takeDragClick = () => {
    const suppressed = suppressClick.current;
    suppressClick.current = false;
    return suppressed;
  };
  return { onPointerDown, onPointerMove, onPointerUp, takeDragClick };
}
