import { MAX_THUMBNAIL_CHARS } from '@codeflow/contracts';
import type { DrawnChart } from '../../components/flowchart/FlowchartView';
import { chartPage, standaloneSvg } from '../export/standaloneSvg';

/**
 * The dashboard card's picture of a flowchart (docs/decisions/021-dashboard-thumbnails.md): the
 * renderer's SVG as the editor drew it (transparent: the card is white), cut to the chart in focus when several are
 * stacked. No font is embedded (a card shows it small; the fallback font is fine), which keeps it
 * a few kilobytes. '' when nothing is drawn or the drawing is too large to keep: the save then
 * clears the old picture rather than leaving one of other code.
 */
export function thumbnailSvg(drawn: DrawnChart | null, focus: string | null): string {
  if (!drawn) return '';
  const file = standaloneSvg(drawn.svg);
  const block =
    drawn.blocks.length > 1
      ? (drawn.blocks.find((b) => b.chart === focus) ?? drawn.blocks[0])
      : null;
  const text = block ? chartPage(file, block).text : file.text;
  return text.length <= MAX_THUMBNAIL_CHARS ? text : '';
}
