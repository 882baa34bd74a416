/** One chart's drawing, as the renderer wrote it (a whole <svg> document). */
export type ChartDrawing = { chart: string; svg: string; width: number; height: number };

/** Where a chart sits in the stacked drawing (drawing units). */
export type ChartBlock = { chart: string; x: number; y: number; width: number; height: number };

export type StackedDrawing = { svg: string; width: number; height: number; blocks: ChartBlock[] };

/** Space between two stacked charts. */
export const STACK_GAP = 24;

const ROOT_OPEN = /^<svg\b([^>]*)>/;

/**
 * Stacks charts top to bottom in the given (source) order, each centred, as ONE <svg>: every
 * chart's own <svg> becomes a <g> moved into place that keeps its font attributes, so the page
 * has a single drawing to index, zoom and export. String work only: it runs in the worker.
 */
export function stackCharts(drawings: readonly ChartDrawing[]): StackedDrawing {
  const width = Math.max(1, ...drawings.map((d) => d.width));
  const blocks: ChartBlock[] = [];
  const groups: string[] = [];
  let y = 0;
  for (const d of drawings) {
    const x = Math.round(((width - d.width) / 2) * 100) / 100;
    blocks.push({ chart: d.chart, x, y, width: d.width, height: d.height });
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
    y += d.height + STACK_GAP;
  }
  const height = Math.max(1, y - (drawings.length > 0 ? STACK_GAP : 0));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="cf-flowchart" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${groups.join('')}</svg>`;
  return { svg, width, height, blocks };
}
