/**
 * The structogram's colours: the flowchart's palette (render/theme.ts), a construct in the colour
 * of the flowchart node it stands for (a test amber, a loop sky, error handling rose), so the two
 * views of one function look related. Shared by the SVG and the PDF writer.
 */
import { FONT_FAMILY, KIND_STYLE } from '../../render/theme';
import type { StructogramBox } from './layoutStructogram';

export const STRUCTOGRAM_STROKE = '#64748b'; // slate-500
export const STRUCTOGRAM_TEXT = '#0f172a'; // slate-900
export { FONT_FAMILY };

export function boxFill(box: StructogramBox): string {
  switch (box.construct) {
    case 'title':
      return KIND_STYLE.start.fill;
    case 'if':
    case 'switch':
      return box.part === 'header' ? KIND_STYLE.decision.fill : '#ffffff';
    case 'loop':
    case 'repeat':
      return KIND_STYLE.loop.fill;
    case 'try':
      return KIND_STYLE.catch.fill;
    case 'block':
      return KIND_STYLE.with.fill;
    case 'jump':
      return KIND_STYLE.return.fill;
    case 'empty':
    case 'statement':
      return '#ffffff';
  }
}
