/** One chart's drawing, as the renderer wrote it (a whole <svg> document). */
export type ChartDrawing = { chart: string; svg: string; width: number; height: number };

/** Where a chart sits in the stacked drawing (drawing units). */
export type ChartBlock = { chart: string; x: number; y: number; width: number; height: number };

export type StackedDrawing = { svg: string; width: number; height: number; blocks: ChartBlock[] };

/** Space between two stacked charts. */
export const STACK_GAP = 24;

const ROOT_OPEN = /^<svg\b([^>]*)>/;

/**
 * Where each chart goes: one centred column, or with `rowWidth` (the overview) rows filled left to
 * right in source order, a chart starting a new row when it would pass that width, each row as
 * tall as its tallest chart (a chart wider than `rowWidth` gets a row of its own).
 */
export function placeCharts(drawings: readonly ChartDrawing[], rowWidth?: number): ChartBlock[] {
  const blocks: ChartBlock[] = [];
  if (rowWidth === undefined) {
    const width = Math.max(1, ...drawings.map((d) => d.width));
    let y = 0;
    for (const d of drawings) {
      const x = Math.round(((width - d.width) / 2) * 100) / 100;
      blocks.push({ chart: d.chart, x, y, width: d.width, height: d.height });
      y += d.height + STACK_GAP;
    }
    return blocks;
  }
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const d of drawings) {
    if (x > 0 && x + d.width > rowWidth) {
      x = 0;
      y += rowHeight + STACK_GAP;
      rowHeight = 0;
    }
    blocks.push({ chart: d.chart, x, y, width: d.width, height: d.height });
    x += d.width + STACK_GAP;
    rowHeight = Math.max(rowHeight, d.height);
  }
  return blocks;
}

/**
 * Stacks charts in the given (source) order — top to bottom, each centred, or in rows up to
 * `rowWidth` wide — as ONE <svg>: every chart's own <svg> becomes a <g> moved into place that
 * keeps its font attributes, so the page has a single drawing to index, zoom and export. String
 * work only: it runs in the worker.
 */
export function stackCharts(drawings: readonly ChartDrawing[], rowWidth?: number): StackedDrawing {
  const blocks = placeCharts(drawings, rowWidth);
  const width = Math.max(1, ...blocks.map((b) => b.x + b.width));
  const height = Math.max(1, ...blocks.map((b) => b.y + b.height));
  const groups: string[] = [];
  drawings.forEach((d, i) => {
    const { x, y } = blocks[i] ?? { x: 0, y: 0 };
    const open = ROOT_OPEN.exec(d.svg);
    const attrs = open?.[1] ?? '';
    const font = [/\sfont-family="[^"]*"/, /\sfont-size="[^"]*"/]
      .map((re) => re.exec(attrs)?.[0] ?? '')
      .join('');
    const inner = d.svg
      .slice(open ? open[0].length : 0)
      .replace(/<\/svg>\s*$/, '')
      .trim();
    groups.push(
      `<g class="cf-chart-block" data-chart-block="${d.chart.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}" transform="translate(${x},${y})"${font}>${inner}</g>`,
    );
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="cf-flowchart" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${groups.join('')}</svg>`;
  return { svg, width, height, blocks };
}
