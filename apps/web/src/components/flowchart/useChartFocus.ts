import { useLayoutEffect, useRef } from 'react';
import type { ChartBlock } from './stackCharts';
import type { Rendered } from './useWorkerDrawing';

/**
 * A new set of charts, or the cursor moved into another chart: bring that chart into view
 * (`focusBlock`; `fit`: a chosen chart, fitted whole). In the overview, a new set of charts opens at overviewScale instead.
 * Redraws of the same charts with the same focus keep the user's view.
 */
export function useChartFocus(
  rendered: Rendered | null,
  focusChart: string | null | undefined,
  overview: boolean,
  fit: boolean,
  /** false when the viewport has no size yet (a hidden pane): tried again once it shows */
  focusBlock: (block: ChartBlock, fit: boolean) => boolean,
  /** the overview's opening view (overviewScale) */
  fitOverview: () => void,
  /** changes when the viewport gets a size (useViewportShown) */
  shown: number,
): void {
  const focused = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!rendered) {
      focused.current = null;
      return;
    }
    if (overview) {
      // the grid's width too: the first overview drawing may come before the viewport was measured
      const key = `overview|${rendered.charts}|${rendered.width}`;
      if (focused.current === key) return;
      focused.current = key;
      fitOverview();
      return;
    }
    const target =
      rendered.blocks.find((b) => b.chart === focusChart) ?? rendered.blocks[0] ?? null;
    const key = `${rendered.charts}|${target?.chart ?? ''}|${fit}`;
    if (!target || focused.current === key) return;
    if (focusBlock(target, fit)) focused.current = key;
  }, [rendered, focusChart, focusBlock, overview, fit, fitOverview, shown]);
}
