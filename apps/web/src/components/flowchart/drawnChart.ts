import type { ChartBlock } from './stackCharts';

/** A drawing in the DOM: its svg and where each chart sits in it (for exports and thumbnails). */
export type DrawnChart = { svg: SVGSVGElement; blocks: ChartBlock[] };
