/**
 * Scene -> a self-contained SVG string with our own styling. Colours and fonts are presentation
 * attributes (every viewer and rasterizer honours them; CSS may still override them), the <style>
 * adds hover and pointer cues. Each node group carries data attributes the web app maps clicks
 * with (`data-node-id`, `data-start-line`, `data-end-line`) and a <title> with the full label.
 */
import { displayLines } from './displayLines';
import {
  accentBand,
  baselines,
  hitsBadge,
  innerLines,
  outline,
  round,
  type Outline,
} from './geometry';
import { textWidth } from './measureText';
import type { Scene, SceneEdge, SceneNode } from './scene';
import {
  CLUSTER_FILL,
  CLUSTER_STROKE,
  COVERAGE_STYLE,
  EDGE_LABEL_SIZE,
  FONT_FAMILY,
  FONT_SIZE,
  GHOST_OPACITY,
  LEGEND_HEIGHT,
  LEGEND_SWATCH,
  TITLE_COLOR,
  TITLE_SIZE,
  edgeStyle,
  nodeStyle,
  type LegendEntry,
} from './theme';

/** One line of text: baseline at `y`, starting at (or centred on) `x`. */
export type TextRun = {
  text: string;
  x: number;
  y: number;
  size: number;
  anchor: 'start' | 'middle';
  bold: boolean;
  color: string;
};

export type SvgOptions = {
  /**
   * Draws a text run as SVG (e.g. as glyph outlines, so an exported file needs no font);
   * default: a <text> element in the chart font.
   */
  drawText?: (run: TextRun) => string;
  /** markup added at the end of the document (e.g. the glyph <defs> drawText used) */
  finish?: () => string;
  /** background colour; default transparent */
  background?: string;
  /**
   * nodes as focusable buttons (tabindex, role, aria-label), written here so the editor's main
   * thread only inserts the markup instead of setting three attributes on every node
   */
  interactive?: boolean;
  /**
   * only what is drawn: no <title> tooltips (a cut label's full text), no data attributes (ids,
   * source line numbers), for pictures shown to people who cannot read the code (embeds)
   */
  pictureOnly?: boolean;
};

const CSS = `.cf-node{cursor:pointer}.cf-node:hover>.cf-shape{stroke-width:2.5}.cf-edge{fill:none}`;

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function shapeElement(o: Outline, attrs: string): string {
  switch (o.type) {
    case 'rect':
      return `<rect class="cf-shape" x="${round(o.x)}" y="${round(o.y)}" width="${round(o.w)}" height="${round(o.h)}" rx="${round(o.r)}"${attrs}/>`;
    case 'circle':
      return `<circle class="cf-shape" cx="${o.cx}" cy="${o.cy}" r="${round(o.r)}"${attrs}/>`;
    case 'polygon':
      return `<polygon class="cf-shape" points="${o.points.map((p) => `${round(p[0])},${round(p[1])}`).join(' ')}"${attrs}/>`;
  }
}

function textElement(r: TextRun): string {
  const anchor = r.anchor === 'middle' ? ' text-anchor="middle"' : '';
  const size = r.size === FONT_SIZE ? '' : ` font-size="${r.size}"`;
  const bold = r.bold ? ' font-weight="bold"' : '';
  return `<text x="${round(r.x)}" y="${round(r.y)}"${anchor}${size}${bold} fill="${r.color}" xml:space="preserve">${xmlEscape(r.text)}</text>`;
}

type Draw = (run: TextRun) => string;

/** A chart diff's attributes of a node: its status and the old version's id and lines. */
function diffData(n: SceneNode): string[] {
  if (!n.diff) return [];
  const data = [`data-diff="${n.diff}"`];
  if (n.old) {
    data.push(`data-old-node-id="${xmlEscape(n.old.id)}"`);
    if (n.old.range)
      data.push(
        `data-old-start-line="${n.old.range.startLine}"`,
        `data-old-end-line="${n.old.range.endLine}"`,
      );
  }
  if (n.diff === 'removed') data.push(`opacity="${GHOST_OPACITY}"`);
  return data;
}

function nodeTitle(n: SceneNode): string {
  return n.diff === 'changed' && n.old ? `${n.old.label} → ${n.label}` : n.label;
}

function nodeSvg(n: SceneNode, draw: Draw, interactive: boolean, pictureOnly: boolean): string {
  const style = nodeStyle(n.kind, n.unreachable, n.diff, n.hits);
  const dash = style.dashed ? ' stroke-dasharray="4 3"' : '';
  const data = [
    `data-node-id="${xmlEscape(n.id)}"`,
    `data-kind="${n.kind}"`,
    `data-chart-id="${xmlEscape(n.chart)}"`,
  ];
  if (n.range)
    data.push(`data-start-line="${n.range.startLine}"`, `data-end-line="${n.range.endLine}"`);
  data.push(...diffData(n));
  if (n.hits !== undefined) data.push(`data-hits="${n.hits}"`);
  if (n.folded) data.push('data-folded="true"');
  const cls = `cf-node cf-${n.kind}${n.folded ? ' cf-folded' : ''}${n.unreachable ? ' cf-unreachable' : ''}${n.cut ? ' cf-cut' : ''}${n.diff ? ` cf-diff-${n.diff}` : ''}${n.hits === 0 ? ' cf-never-run' : ''}`;
  if (interactive)
    data.push(
      'tabindex="0"',
      'role="button"',
      `aria-label="${xmlEscape(`${n.label}: ${n.folded ? 'unfold' : 'select source lines'}`)}"`,
    );
  const parts = pictureOnly
    ? [`<g class="${cls}">`]
    : [`<g class="${cls}" ${data.join(' ')}>`, `<title>${xmlEscape(nodeTitle(n))}</title>`];
  parts.push(
    shapeElement(
      outline(n),
      ` fill="${style.fill}" stroke="${style.stroke}" stroke-width="${style.strokeWidth}"${dash}`,
    ),
  );
  if (n.folded) {
    // a second outline inside the first: a stack of steps folded into one box
    parts.push(
      `<rect x="${round(n.x - n.w / 2 + 3)}" y="${round(n.y - n.h / 2 + 3)}" width="${round(n.w - 6)}" height="${round(n.h - 6)}" rx="2" fill="none" stroke="${style.stroke}" stroke-width="1"/>`,
    );
  }
  const band = accentBand(n);
  if (band) {
    parts.push(
      `<rect x="${round(band.x)}" y="${round(band.y)}" width="${band.w}" height="${round(band.h)}" rx="2" fill="${style.stroke}"/>`,
    );
  }
  for (const [a, b] of innerLines(n)) {
    parts.push(
      `<line x1="${round(a[0])}" y1="${round(a[1])}" x2="${round(b[0])}" y2="${round(b[1])}" stroke="${style.stroke}" stroke-width="1.5"/>`,
    );
  }
  if (n.kind !== 'join') parts.push(textBlock(n, style.text, draw));
  const badge = hitsBadge(n);
  if (badge) parts.push(badgeSvg(badge, draw));
  parts.push('</g>');
  return parts.join('');
}

function badgeSvg(b: NonNullable<ReturnType<typeof hitsBadge>>, draw: Draw): string {
  const color = b.never ? COVERAGE_STYLE.never : COVERAGE_STYLE.badgeText;
  const stroke = b.never ? COVERAGE_STYLE.never : COVERAGE_STYLE.badgeStroke;
  return `<g class="cf-hits"><rect x="${round(b.x)}" y="${round(b.y)}" width="${round(b.w)}" height="${round(b.h)}" rx="${round(b.h / 2)}" fill="${COVERAGE_STYLE.badgeFill}" stroke="${stroke}" stroke-width="1"/>${draw(
    {
      text: b.text,
      x: b.x + b.w / 2,
      y: b.y + b.h - 4,
      size: COVERAGE_STYLE.badgeSize,
      anchor: 'middle',
      bold: b.never,
      color,
    },
  )}</g>`;
}

/** One line centred; several lines (compacted code) left-aligned as a block, centred as a whole. */
function textBlock(n: SceneNode, color: string, draw: Draw): string {
  const ys = baselines(n.y, n.lines.length, FONT_SIZE);
  const marker =
    n.kind === 'try' || n.kind === 'catch' || n.kind === 'finally' || n.kind === 'with';
  const cx = n.x + (marker ? 3 : 0);
  const run = { size: FONT_SIZE, bold: false, color };
  if (n.lines.length === 1) {
    return draw({ ...run, text: n.lines[0] ?? '', x: cx, y: ys[0] ?? n.y, anchor: 'middle' });
  }
  const width = Math.max(...n.lines.map((l) => textWidth(l, FONT_SIZE)));
  const x = cx - width / 2;
  return n.lines
    .map((l, i) => draw({ ...run, text: l, x, y: ys[i] ?? n.y, anchor: 'start' }))
    .join('');
}

export function pathData(points: SceneEdge['path']): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${round(first[0])},${round(first[1])}`;
  for (let i = 0; i + 2 < rest.length; i += 3) {
    const [a, b, c] = [rest[i], rest[i + 1], rest[i + 2]];
    if (a && b && c)
      d += `C${round(a[0])},${round(a[1])} ${round(b[0])},${round(b[1])} ${round(c[0])},${round(c[1])}`;
  }
  return d;
}

function edgeSvg(e: SceneEdge, draw: Draw, pictureOnly: boolean): string {
  const style = edgeStyle(e.kind, e.diff, e.hits);
  const color = style.color;
  const dash = style.dashed ? ' stroke-dasharray="6 4"' : '';
  const diff =
    (e.diff
      ? ` data-diff="${e.diff}"${style.opacity < 1 ? ` opacity="${style.opacity}"` : ''}`
      : '') + (e.hits !== undefined && !pictureOnly ? ` data-hits="${e.hits}"` : '');
  const ends = pictureOnly ? '' : ` data-from="${xmlEscape(e.from)}" data-to="${xmlEscape(e.to)}"`;
  const cls = `cf-edge-group cf-edge-${e.kind}${e.diff ? ` cf-diff-${e.diff}` : ''}${e.hits === 0 ? ' cf-never-taken' : ''}`;
  const parts = [
    `<g class="${cls}"${ends}${diff}>`,
    `<path class="cf-edge" d="${pathData(e.path)}" fill="none" stroke="${color}" stroke-width="${style.width}"${dash}/>`,
  ];
  if (e.arrow.length >= 3) {
    parts.push(
      `<polygon points="${e.arrow.map((p) => `${round(p[0])},${round(p[1])}`).join(' ')}" fill="${color}" stroke="${color}" stroke-width="1"/>`,
    );
  }
  if (e.label && e.labelAt) parts.push(edgeLabelSvg(e.label, e.labelAt, color, draw));
  parts.push('</g>');
  return parts.join('');
}

function edgeLabelSvg(label: string, [x, y]: [number, number], color: string, draw: Draw): string {
  const lines = displayLines(label).lines;
  const w = Math.max(...lines.map((l) => textWidth(l, EDGE_LABEL_SIZE))) + 6;
  const lh = EDGE_LABEL_SIZE + 3;
  const h = lines.length * lh + 2;
  const ys = baselines(y, lines.length, EDGE_LABEL_SIZE, lh);
  const text = lines
    .map((l, i) =>
      draw({
        text: l,
        x,
        y: ys[i] ?? y,
        size: EDGE_LABEL_SIZE,
        anchor: 'middle',
        bold: false,
        color,
      }),
    )
    .join('');
  return `<rect x="${round(x - w / 2)}" y="${round(y - h / 2)}" width="${round(w)}" height="${round(h)}" rx="3" fill="${CLUSTER_FILL}" fill-opacity="0.9"/>${text}`;
}

/** Legend entries laid out in a row: swatch x, label x, and the row's width. */
export function legendLayout(legend: readonly LegendEntry[]): {
  items: { entry: LegendEntry; x: number; textX: number }[];
  width: number;
} {
  let x = 10;
  const items = legend.map((entry) => {
    const item = { entry, x, textX: x + LEGEND_SWATCH.w + 6 };
    x = item.textX + textWidth(entry.label, EDGE_LABEL_SIZE) + 16;
    return item;
  });
  return { items, width: x };
}

function legendSvg(legend: readonly LegendEntry[], draw: Draw): string {
  const y = (LEGEND_HEIGHT - LEGEND_SWATCH.h) / 2;
  const parts = ['<g class="cf-legend">'];
  for (const { entry, x, textX } of legendLayout(legend).items) {
    const s = entry.style;
    const dash = s.dashed ? ' stroke-dasharray="4 3"' : '';
    const opacity = s.opacity < 1 ? ` opacity="${s.opacity}"` : '';
    parts.push(
      `<g class="cf-legend-item" data-diff="${entry.status}"${opacity}>`,
      `<rect x="${x}" y="${y}" width="${LEGEND_SWATCH.w}" height="${LEGEND_SWATCH.h}" rx="3" fill="${s.fill}" stroke="${s.stroke}" stroke-width="${s.strokeWidth}"${dash}/>`,
      draw({
        text: entry.label,
        x: textX,
        y: y + LEGEND_SWATCH.h - 3,
        size: EDGE_LABEL_SIZE,
        anchor: 'start',
        bold: false,
        color: s.text,
      }),
      '</g>',
    );
  }
  parts.push('</g>');
  return parts.join('');
}

export function writeSvg(scene: Scene, options: SvgOptions = {}): string {
  const legend = scene.legend?.length ? scene.legend : undefined;
  const top = legend ? LEGEND_HEIGHT : 0;
  const width = legend ? Math.max(scene.width, legendLayout(legend).width) : scene.width;
  const height = scene.height + top;
  const draw = options.drawText ?? textElement;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="cf-flowchart" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY.replace(/"/g, "'")}" font-size="${FONT_SIZE}">`,
    `<style>${CSS}</style>`,
  ];
  if (options.background)
    out.push(`<rect width="100%" height="100%" fill="${xmlEscape(options.background)}"/>`);
  if (legend) out.push(legendSvg(legend, draw), `<g transform="translate(0,${top})">`);
  const pictureOnly = options.pictureOnly === true;
  for (const c of scene.clusters) {
    out.push(
      ...(pictureOnly
        ? ['<g class="cf-chart">']
        : [
            `<g class="cf-chart" data-chart-id="${xmlEscape(c.id)}" data-chart-name="${xmlEscape(c.name)}" data-start-line="${c.range.startLine}" data-end-line="${c.range.endLine}">`,
            `<title>${xmlEscape(c.title)}</title>`,
          ]),
      `<rect x="${c.x}" y="${c.y}" width="${c.w}" height="${c.h}" rx="8" fill="${CLUSTER_FILL}" stroke="${CLUSTER_STROKE}" stroke-width="1"/>`,
      draw({
        text: c.title,
        x: c.titleAt[0],
        y: c.titleAt[1],
        size: TITLE_SIZE,
        anchor: 'start',
        bold: true,
        color: TITLE_COLOR,
      }),
      '</g>',
    );
  }
  for (const e of scene.edges) out.push(edgeSvg(e, draw, pictureOnly));
  for (const n of scene.nodes) {
    out.push(nodeSvg(n, draw, options.interactive === true && !pictureOnly, pictureOnly));
  }
  if (legend) out.push('</g>');
  if (options.finish) out.push(options.finish());
  out.push('</svg>');
  return out.join('\n');
}
