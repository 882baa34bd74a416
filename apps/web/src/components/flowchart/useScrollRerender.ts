import { useEffect, useRef, useState } from 'react';

/**
 * While `active`, a scroll re-renders the caller once per animation frame (so what is drawn from
 * the scroll position, the minimap's outline, follows the view). Returns the scroll handler.
 */
export function useScrollRerender(active: boolean): () => void {
  const [, setTick] = useState(0);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return () => {
    if (!active || frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      setTick((t) => t + 1);
    });
  };
}
