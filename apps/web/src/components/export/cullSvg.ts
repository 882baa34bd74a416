import { mayShow, pointsBox, type SceneRect } from '@codeflow/engine';

/** The renderer's drawn parts (writeSvg): a chart's frame and title, an edge, a node. */
const PARTS = 'g.cf-chart, g.cf-edge-group, g.cf-node';

type Point = [number, number];

/** A drawing's parts and where each is drawn (null: not known, always kept). */
export type DrawnParts = { origin: Point; boxes: (SceneRect | null)[] };

const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;

function numbers(text: string | null): number[] {
  return text ? (text.match(NUMBER) ?? []).map(Number) : [];
}

function pairs(values: readonly number[]): Point[] {
  const out: Point[] = [];
  for (let i = 0; i + 1 < values.length; i += 2) out.push([values[i] ?? 0, values[i + 1] ?? 0]);
  return out;
}

/** `translate(x, y)` as an offset; null for any other transform (its box is not worked out). */
function translation(el: Element): Point | null {
  const transform = el.getAttribute('transform');
  if (!transform) return [0, 0];
  const m = /^\s*translate\(\s*([^,\s)]+)(?:[\s,]+([^\s)]+))?\s*\)\s*$/.exec(transform);
  if (!m) return null;
  const [x, y] = [Number(m[1]), Number(m[2] ?? 0)];
  return Number.isFinite(x) && Number.isFinite(y) ? [x, y] : null;
}

/** The points an element's own geometry attributes name (writeSvg writes absolute coordinates). */
function ownPoints(el: Element): Point[] | null {
  const a = (name: string) => Number(el.getAttribute(name) ?? 0);
  switch (el.localName) {
    case 'rect':
      return [
        [a('x'), a('y')],
        [a('x') + a('width'), a('y') + a('height')],
      ];
    case 'circle':
      return [
        [a('cx') - a('r'), a('cy') - a('r')],
        [a('cx') + a('r'), a('cy') + a('r')],
      ];
    case 'line':
      return [
        [a('x1'), a('y1')],
        [a('x2'), a('y2')],
      ];
    case 'text':
      return [[a('x'), a('y')]];
    case 'polygon':
    case 'polyline':
      return pairs(numbers(el.getAttribute('points')));
    case 'path': {
      const d = el.getAttribute('d') ?? '';
      // relative commands or arcs would need the path walked: such a part is kept whole
      return /[a-z]/.test(d.replace(/e[-+]?\d/gi, '')) ? null : pairs(numbers(d));
    }
    default:
      return [];
  }
}

/** The box of one drawn part in the drawing's user space, its groups' translations added. */
function partBox(part: Element, root: Element): SceneRect | null {
  let [dx, dy] = [0, 0];
  for (let at: Element | null = part; at && at !== root; at = at.parentElement) {
    const t = translation(at);
    if (!t) return null;
    dx += t[0];
    dy += t[1];
  }
  const points: Point[] = [];
  for (const el of [part, ...part.querySelectorAll('*')]) {
    if (el !== part && el.hasAttribute('transform')) return null;
    const own = ownPoints(el);
    if (!own) return null;
    for (const [x, y] of own) points.push([x + dx, y + dy]);
  }
  return pointsBox(points);
}

/** Where each of the drawing's parts is drawn, read once for all the tiles of a page. */
export function drawnParts(svg: SVGSVGElement): DrawnParts {
  const view = numbers(svg.getAttribute('viewBox'));
  const origin: Point = view.length === 4 ? [view[0] ?? 0, view[1] ?? 0] : [0, 0];
  return { origin, boxes: [...svg.querySelectorAll(PARTS)].map((p) => partBox(p, svg)) };
}

/**
 * A copy of the drawing holding only the parts that may show in `region` (in drawing units from
 * the view box's corner, as planPdfPages cuts tiles): what one tile of a tiled PDF draws, so
 * each page holds its part of the chart and not the whole drawing again (issue 23 item 7).
 * The test is the CLI's (`mayShow`, cullScene.ts); the page's clip cuts the rest.
 */
export function culledSvg(svg: SVGSVGElement, parts: DrawnParts, region: SceneRect): SVGSVGElement {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const at = { ...region, x: region.x + parts.origin[0], y: region.y + parts.origin[1] };
  copy.querySelectorAll(PARTS).forEach((part, i) => {
    const box = parts.boxes[i];
    if (box && !mayShow(at, box)) part.remove();
  });
  return copy;
}
