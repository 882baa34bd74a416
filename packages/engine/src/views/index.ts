/**
 * Views of a chart's logic other than the flowchart (decision 043): pseudocode text and the
 * Nassi–Shneiderman structogram, both from the IR through one view tree. Isomorphic.
 */
import type { Program } from '../ir/types';
import { layoutStructogram, type StructogramScene } from './structogram/layoutStructogram';
import { viewCharts } from './viewCharts';

export { lowerSource, type LoweredSource } from './lowerSource';
export { programCharts, type IrChart } from './programCharts';
export { viewChart, type ViewChart, type ViewNode } from './viewTree';
export { viewCharts, selectIrCharts } from './viewCharts';
export { pseudocode, chartPseudocode, type PseudocodeOptions } from './pseudocode';
export {
  layoutStructogram,
  STRUCTOGRAM_FONT_SIZE,
  type StructogramScene,
  type StructogramBox,
  type StructogramText,
  type StructogramConstruct,
} from './structogram/layoutStructogram';
export { writeStructogramSvg, type StructogramSvgOptions } from './structogram/writeStructogramSvg';

/** The structogram scene of one chart, or of every chart with content. */
export function structogram(program: Program, chart?: string): StructogramScene {
  return layoutStructogram(viewCharts(program, chart));
}
