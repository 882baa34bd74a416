import type { Size } from './minimap';
import { placeCharts, type ChartDrawing } from './stackCharts';
import { fitScale, OVERVIEW_MIN_SCALE, PAD } from './viewGeometry';

/** How many row widths are tried between the widest chart and the widest readable row. */
const TRIES = 24;

/**
 * The overview's row width (drawing units) for a viewport of `view` CSS px: of the rows from the
 * widest chart up to the viewport's width at OVERVIEW_MIN_SCALE, the one whose grid shows at the
 * largest scale, so a few charts fit whole and many fill the width at a readable scale and
 * scroll down instead of shrinking to specks.
 */
export function overviewRowWidth(drawings: readonly ChartDrawing[], view: Size): number {
  const widest = Math.max(1, ...drawings.map((d) => d.width));
  const readable = Math.max(widest, (view.w - 2 * PAD) / OVERVIEW_MIN_SCALE);
  let best = { row: widest, scale: -1 };
  for (let i = 0; i <= TRIES; i++) {
    const row = widest + ((readable - widest) * i) / TRIES;
    const blocks = placeCharts(drawings, row);
    const w = Math.max(1, ...blocks.map((b) => b.x + b.width));
    const h = Math.max(1, ...blocks.map((b) => b.y + b.height));
    const scale = fitScale({ w, h }, view);
    // strictly larger: of equal scales, the narrower row (fewer charts side by side) is kept
    if (scale > best.scale + 1e-9) best = { row, scale };
  }
  return best.row;
}
