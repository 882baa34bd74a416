import { viewBoxSize } from './svgDimensions';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Attributes the editor adds for interaction; they mean nothing in a file. */
const EDITOR_ATTRIBUTES = ['tabindex', 'role', 'aria-label', 'style'];

export type StandaloneSvg = { element: SVGSVGElement; text: string; width: number; height: number };

export type StandaloneOptions = {
  /** CSS added inside the file (the chart font's @font-face, so it needs nothing installed) */
  css?: string;
  /** a background rectangle behind the chart; default none (transparent) */
  background?: string;
};

/**
 * A copy of the drawn chart that stands alone: namespaces declared, explicit size, the renderer's
 * own styling (presentation attributes) kept, editor highlights and interaction attributes removed.
 */
export function standaloneSvg(svg: SVGSVGElement, options: StandaloneOptions = {}): StandaloneSvg {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('xmlns:xlink', XLINK_NS);
  const size = viewBoxSize(copy.getAttribute('viewBox')) ?? {
    width: Number(svg.getAttribute('width')) || 800,
    height: Number(svg.getAttribute('height')) || 600,
  };
  copy.setAttribute('width', String(Math.ceil(size.width)));
  copy.setAttribute('height', String(Math.ceil(size.height)));
  for (const attr of EDITOR_ATTRIBUTES) copy.removeAttribute(attr);
  for (const el of copy.querySelectorAll('*')) {
    el.classList.remove('cf-hl');
    for (const attr of EDITOR_ATTRIBUTES) el.removeAttribute(attr);
  }
  if (options.css) {
    const style = document.createElementNS(SVG_NS, 'style');
    style.textContent = options.css;
    copy.insertBefore(style, copy.firstChild);
  }
  if (options.background) {
    const rect = document.createElementNS(SVG_NS, 'rect');
    rect.setAttribute('width', '100%');
    rect.setAttribute('height', '100%');
    rect.setAttribute('fill', options.background);
    const firstDrawn = copy.querySelector(':scope > g, :scope > rect');
    copy.insertBefore(rect, firstDrawn);
  }
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
  return { element: copy, text, width: size.width, height: size.height };
}

/**
 * One chart of a stacked drawing as its own standalone SVG: the other charts removed, the view
 * box cut to the chart's block (the stacked drawing marks each chart's group with
 * `data-chart-block` and its place with a translate()).
 */
export function chartPage(
  file: StandaloneSvg,
  block: { chart: string; x: number; y: number; width: number; height: number },
): StandaloneSvg {
  const copy = file.element.cloneNode(true) as SVGSVGElement;
  for (const g of copy.querySelectorAll('[data-chart-block]')) {
    if (g.getAttribute('data-chart-block') !== block.chart) g.remove();
  }
  copy.setAttribute('viewBox', `${block.x} ${block.y} ${block.width} ${block.height}`);
  copy.setAttribute('width', String(Math.ceil(block.width)));
  copy.setAttribute('height', String(Math.ceil(block.height)));
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
  return { element: copy, text, width: block.width, height: block.height };
}

/**
 * A copy of the live drawing holding only `block`'s chart, moved to the origin and sized to it:
 * the chart on screen exported alone, as if it were the whole drawing.
 */
export function chartOnly(
  svg: SVGSVGElement,
  block: { chart: string; width: number; height: number },
): SVGSVGElement {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  for (const g of copy.querySelectorAll('[data-chart-block]')) {
    if (g.getAttribute('data-chart-block') === block.chart)
      g.setAttribute('transform', 'translate(0,0)');
    else g.remove();
  }
  copy.setAttribute('viewBox', `0 0 ${block.width} ${block.height}`);
  copy.setAttribute('width', String(Math.ceil(block.width)));
  copy.setAttribute('height', String(Math.ceil(block.height)));
  return copy;
}
