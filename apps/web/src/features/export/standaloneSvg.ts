import { viewBoxSize } from './svgDimensions';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Attributes the editor adds for interaction; they mean nothing in a file. */
const EDITOR_ATTRIBUTES = ['tabindex', 'role', 'aria-label', 'data-node-id'];

export type StandaloneSvg = { element: SVGSVGElement; text: string; width: number; height: number };

/**
 * A copy of an SVG drawing that stands alone: namespaces declared, explicit size, Mermaid's own
 * <style> kept inside (it is already scoped to the drawing's id), editor highlights removed.
 */
export function standaloneSvg(svg: SVGSVGElement): StandaloneSvg {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('xmlns:xlink', XLINK_NS);
  const size = viewBoxSize(copy.getAttribute('viewBox')) ?? {
    width: svg.getBoundingClientRect().width || 800,
    height: svg.getBoundingClientRect().height || 600,
  };
  copy.setAttribute('width', String(Math.ceil(size.width)));
  copy.setAttribute('height', String(Math.ceil(size.height)));
  copy.style.removeProperty('max-width');
  for (const attr of EDITOR_ATTRIBUTES) copy.removeAttribute(attr);
  for (const el of copy.querySelectorAll('*')) {
    el.classList.remove('cf-hl');
    for (const attr of EDITOR_ATTRIBUTES) el.removeAttribute(attr);
  }
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
  return { element: copy, text, width: size.width, height: size.height };
}

/** Parses Mermaid's SVG markup into an element, for the file exports. */
export function parseSvg(markup: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg' || doc.querySelector('parsererror')) {
    throw new Error('The drawing could not be read');
  }
  return document.importNode(root, true) as unknown as SVGSVGElement;
}
