import { useLayoutEffect, type RefObject } from 'react';
import type { NodeIndex } from './useInsertedDrawing';
import type { Rendered } from './useWorkerDrawing';

/** Outlines the `highlighted` nodes of the drawing (and no others). */
export function useNodeHighlight(
  nodesRef: RefObject<NodeIndex>,
  highlighted: ReadonlySet<string> | undefined,
  rendered: Rendered | null,
): void {
  useLayoutEffect(() => {
    for (const [id, elements] of nodesRef.current) {
      const on = highlighted?.has(id) ?? false;
      for (const el of elements) el.classList.toggle('cf-hl', on);
    }
  }, [highlighted, rendered, nodesRef]);
}
