import type { DrawnChart } from './drawnChart';
import type { ChartBlock } from './stackCharts';

/**
 * The chart of a drawing that fills most of its scrolling viewport now (what "on screen" means
 * for an export): the block whose rectangle overlaps the viewport most. The only block of a
 * one-chart drawing; null without blocks.
 */
export function chartInView(drawn: DrawnChart): ChartBlock | null {
  if (drawn.blocks.length <= 1) return drawn.blocks[0] ?? null;
  const viewport = (drawn.svg.closest('.cf-diagram') ?? drawn.svg).getBoundingClientRect();
  let best: ChartBlock | null = null;
  let bestArea = -1;
  for (const block of drawn.blocks) {
    const g = drawn.svg.querySelector(`[data-chart-block="${CSS.escape(block.chart)}"]`);
    if (!g) continue;
    const r = g.getBoundingClientRect();
    const w = Math.min(r.right, viewport.right) - Math.max(r.left, viewport.left);
    const h = Math.min(r.bottom, viewport.bottom) - Math.max(r.top, viewport.top);
    const area = Math.max(0, w) * Math.max(0, h);
    if (area > bestArea) {
      best = block;
      bestArea = area;
    }
  }
  return best;
}
