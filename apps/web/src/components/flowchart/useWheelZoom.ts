import { useEffect, type RefObject } from 'react';
import { wheelFactor } from './panZoom';

/**
 * Ctrl/⌘+wheel (and a trackpad pinch, which arrives as one) zooms around the pointer; a plain
 * wheel scrolls. The listener is not passive, so the browser's page zoom is prevented.
 */
export function useWheelZoom(
  viewportRef: RefObject<HTMLDivElement | null>,
  scaleRef: RefObject<number>,
  zoomTo: (k: number, px?: number, py?: number) => void,
): void {
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
  }, [zoomTo, viewportRef, scaleRef]);
}
