import { useEffect, useState } from 'react';
import { COUNTER_DURATION_MS } from './landingConstants';
import { prefersReducedMotion } from './media';

/**
 * Counts from 0 up to `target` over 2 s (ease-out) once `start` is true; `null` while the
 * target is unknown. With reduced motion the figure is shown at once.
 */
export function useCountUp(target: number | null, start: boolean): number | null {
  const [value, setValue] = useState<number | null>(target);

  useEffect(() => {
    if (target === null || !start) return;
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / COUNTER_DURATION_MS);
      setValue(Math.round(target * (1 - (1 - t) ** 3)));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    setValue(0);
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, start]);

  return value;
}
