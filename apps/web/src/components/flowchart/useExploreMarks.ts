import { useLayoutEffect, type RefObject } from 'react';
import { applyExploreMarks, type ExploreMarks } from './exploreMarks';
import type { Rendered } from './useWorkerDrawing';

/** Keeps the explore marks on the drawing; a new current match is scrolled into view. */
export function useExploreMarks(
  contentRef: RefObject<HTMLDivElement | null>,
  marks: ExploreMarks | undefined,
  rendered: Rendered | null,
): void {
  const current = marks?.current ?? null;
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const el = applyExploreMarks(content, marks);
    if (el && current && 'scrollIntoView' in el) {
      el.scrollIntoView({ block: 'center', inline: 'center' });
    }
  }, [contentRef, marks, rendered, current]);
}
