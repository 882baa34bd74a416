import { useEffect, useState, type RefObject } from 'react';

/**
 * A number that changes whenever the element goes from no size to a size (a pane shown again,
 * e.g. the phone's Code/Chart switch): what was laid out while it was hidden is placed again.
 */
export function useViewportShown(ref: RefObject<HTMLElement | null>): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let visible = el.clientWidth > 0;
    const observer = new ResizeObserver(() => {
      const now = el.clientWidth > 0;
      if (now && !visible) setShown((n) => n + 1);
      visible = now;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return shown;
}
