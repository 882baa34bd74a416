/**
 * A Nassi–Shneiderman structogram of a chart's view tree (decision 043), laid out as boxes, lines
 * and text in drawing coordinates (1 unit = 1 px = 1 pt), for the SVG and PDF writers. Each
 * construct is the classic figure: a statement a box; IF a header with two diagonals and Yes/No
 * columns; a pre-test loop (WHILE, FOR, FOR EACH) a header over its body set in by a bar on the
 * left; REPEAT … UNTIL the bar with the test below; SWITCH the tested value over one labelled
 * column per case; TRY
 * the body, then each ON ERROR and FINALLY with theirs. Text is one line per box (cut with `…`),
 * so heights do not depend on widths: sizes are measured bottom-up, widths shared top-down.
 */
import { textWidth } from '../../render/measureText';
import type { ViewChart, ViewNode } from '../viewTree';

export type StructogramConstruct =
  'statement' | 'jump' | 'if' | 'loop' | 'repeat' | 'switch' | 'try' | 'block' | 'empty' | 'title';

export type StructogramBox = {
  x: number;
  y: number;
  w: number;
  h: number;
  construct: StructogramConstruct;
  /** the part of the construct this box is: a header, a side bar, a footer */
  part?: 'header' | 'bar' | 'footer';
};

export type StructogramText = {
  text: string;
  x: number;
  /** baseline */
  y: number;
  anchor: 'start' | 'middle';
  bold: boolean;
  size: number;
};

export type StructogramScene = {
  width: number;
  height: number;
  boxes: StructogramBox[];
  lines: [number, number, number, number][];
  texts: StructogramText[];
  /** the charts drawn, top to bottom, with their heading's y (one scene may hold a whole file) */
  charts: { name: string; y: number; h: number }[];
};

export const STRUCTOGRAM_FONT_SIZE = 13;
const ROW = 24;
const PAD = 7;
const BAR = 20;
const MAX_CHARS = 90;
const MIN_WIDTH = 220;
const GAP = 28;
const MARGIN = 8;
/** an empty branch stays wide enough for its diagonal to clear the No label */
const EMPTY_WIDTH = 60;

type Size = { w: number; h: number };

const cut = (text: string): string =>
  text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text;
const tw = (text: string, bold = false): number =>
  textWidth(cut(text), STRUCTOGRAM_FONT_SIZE) * (bold ? 1.2 : 1) + 2 * PAD;

/** IF … ELSE IF … ELSE as nested two-way IFs (the structogram has no multi-way IF). */
function twoWay(n: Extract<ViewNode, { t: 'if' }>): {
  cond: string;
  yes: ViewNode[];
  no: ViewNode[];
} {
  const [first, ...rest] = n.branches;
  const no: ViewNode[] =
    rest.length > 0
      ? [{ t: 'if', branches: rest, ...(n.orelse ? { orelse: n.orelse } : {}) }]
      : (n.orelse ?? []);
  return { cond: first?.cond ?? '', yes: first?.body ?? [], no };
}

/** Rows of a TRY: a label row, then the body set in. */
function tryRows(n: Extract<ViewNode, { t: 'try' }>): { label: string; body: ViewNode[] }[] {
  const rows = [{ label: 'TRY', body: n.body }, ...n.handlers];
  if (n.orelse) rows.push({ label: 'IF NO ERROR', body: n.orelse });
  if (n.finally) rows.push({ label: 'FINALLY', body: n.finally });
  return rows;
}

/** A loop with a Python `else` is the loop followed by an IF of its own. */
function expand(nodes: readonly ViewNode[]): ViewNode[] {
  const out: ViewNode[] = [];
  for (const n of nodes) {
    if (n.t === 'loop' && n.noBreak) {
      const { noBreak, ...loop } = n;
      out.push(loop, {
        t: 'block',
        head: 'IF the loop ended without BREAK',
        end: '',
        body: noBreak,
      });
    } else out.push(n);
  }
  return out;
}

function measureSeq(nodes: readonly ViewNode[]): Size {
  const list = expand(nodes);
  if (list.length === 0) return { w: EMPTY_WIDTH, h: ROW };
  let w = 0;
  let h = 0;
  for (const n of list) {
    const s = measure(n);
    w = Math.max(w, s.w);
    h += s.h;
  }
  return { w, h };
}

/** Each case column's minimum width: its label or its body. */
function caseWidths(n: Extract<ViewNode, { t: 'switch' }>): number[] {
  return n.cases.map((c) => Math.max(tw(c.label), measureSeq(c.body).w));
}

function measure(n: ViewNode): Size {
  switch (n.t) {
    case 'line':
      return { w: tw(n.text), h: ROW };
    case 'if': {
      const { cond, yes, no } = twoWay(n);
      const a = measureSeq(yes);
      const b = measureSeq(no);
      // the test sits between the diagonals, which leave about two thirds of the width free
      const head = (tw(cond) + 2 * PAD) / 0.62;
      return {
        w: Math.max(head, a.w + b.w, tw('Yes') + tw('No') + 2 * PAD),
        h: 2 * ROW + Math.max(a.h, b.h),
      };
    }
    case 'loop':
    case 'block': {
      const body = measureSeq(n.body);
      return { w: Math.max(tw(n.head), BAR + body.w), h: ROW + body.h };
    }
    case 'repeat': {
      const body = measureSeq(n.body);
      return { w: Math.max(tw(`UNTIL ${n.until}`), BAR + body.w), h: ROW + body.h };
    }
    case 'switch': {
      const cols = caseWidths(n);
      const heights = n.cases.map((c) => measureSeq(c.body).h);
      const sum = cols.reduce((a, b) => a + b, 0);
      return {
        w: Math.max((tw(n.subject) + 2 * PAD) / 0.62, sum),
        h: 2 * ROW + Math.max(ROW, ...heights),
      };
    }
    case 'try': {
      let w = 0;
      let h = 0;
      for (const r of tryRows(n)) {
        const body = measureSeq(r.body);
        w = Math.max(w, tw(r.label, true), BAR + body.w);
        h += ROW + body.h;
      }
      return { w, h };
    }
  }
}

/** Shares `total` among minimum widths, the extra in proportion. */
function share(mins: readonly number[], total: number): number[] {
  const sum = mins.reduce((a, b) => a + b, 0) || 1;
  return mins.map((m) => (m / sum) * total);
}

class Drawer {
  readonly boxes: StructogramBox[] = [];
  readonly lines: [number, number, number, number][] = [];
  readonly texts: StructogramText[] = [];

  text(
    text: string,
    x: number,
    y: number,
    anchor: 'start' | 'middle' = 'start',
    bold = false,
  ): void {
    // baseline a little below the row's middle
    this.texts.push({
      text: cut(text),
      x,
      y: y + ROW / 2 + 4.5,
      anchor,
      bold,
      size: STRUCTOGRAM_FONT_SIZE,
    });
  }

  box(
    x: number,
    y: number,
    w: number,
    h: number,
    construct: StructogramConstruct,
    part?: StructogramBox['part'],
  ): void {
    this.boxes.push({ x, y, w, h, construct, ...(part ? { part } : {}) });
  }

  seq(nodes: readonly ViewNode[], x: number, y: number, w: number, h: number): void {
    const list = expand(nodes);
    if (list.length === 0) {
      this.box(x, y, w, h, 'empty');
      this.text('∅', x + w / 2, y, 'middle');
      return;
    }
    let top = y;
    list.forEach((n, i) => {
      const natural = measure(n).h;
      // the last construct takes the rest of the column, so sibling columns end together
      const height = i === list.length - 1 ? y + h - top : natural;
      this.node(n, x, top, w, height);
      top += height;
    });
  }

  private node(n: ViewNode, x: number, y: number, w: number, h: number): void {
    switch (n.t) {
      case 'line':
        this.box(x, y, w, h, n.jump ? 'jump' : 'statement');
        this.text(n.text, x + PAD, y);
        return;
      case 'if':
        return this.ifNode(n, x, y, w, h);
      case 'loop':
      case 'block': {
        const construct = n.t === 'loop' ? 'loop' : 'block';
        this.box(x, y, w, h, construct);
        this.box(x, y + ROW, BAR, h - ROW, construct, 'bar');
        this.text(n.head, x + PAD, y);
        this.seq(n.body, x + BAR, y + ROW, w - BAR, h - ROW);
        return;
      }
      case 'repeat': {
        this.box(x, y, w, h, 'repeat');
        this.box(x, y, BAR, h - ROW, 'repeat', 'bar');
        this.seq(n.body, x + BAR, y, w - BAR, h - ROW);
        this.text(`UNTIL ${n.until}`, x + PAD, y + h - ROW);
        return;
      }
      case 'switch':
        return this.switchNode(n, x, y, w, h);
      case 'try': {
        this.box(x, y, w, h, 'try');
        const rows = tryRows(n);
        let top = y;
        rows.forEach((r, i) => {
          const body = measureSeq(r.body).h;
          const rest = i === rows.length - 1 ? y + h - top - ROW : body;
          this.box(x, top, w, ROW, 'try', 'header');
          this.text(r.label, x + PAD, top, 'start', true);
          this.box(x, top + ROW, BAR, rest, 'try', 'bar');
          this.seq(r.body, x + BAR, top + ROW, w - BAR, rest);
          top += ROW + rest;
        });
        return;
      }
    }
  }

  private ifNode(
    n: Extract<ViewNode, { t: 'if' }>,
    x: number,
    y: number,
    w: number,
    h: number,
  ): void {
    const { cond, yes, no } = twoWay(n);
    const [yw = w / 2, nw = w / 2] = share([measureSeq(yes).w, measureSeq(no).w], w);
    const split = x + yw;
    this.box(x, y, w, 2 * ROW, 'if', 'header');
    this.lines.push([x, y, split, y + 2 * ROW], [x + w, y, split, y + 2 * ROW]);
    // centred between the diagonals at the text's height, where they leave ~62% of the width
    const f = (ROW / 2 + 6) / (2 * ROW);
    const left = x + (split - x) * f;
    const right = x + w - (x + w - split) * f;
    this.text(cond, (left + right) / 2, y + 2, 'middle');
    this.text('Yes', x + PAD, y + ROW);
    this.text('No', x + w - PAD - textWidth('No', STRUCTOGRAM_FONT_SIZE), y + ROW);
    this.seq(yes, x, y + 2 * ROW, yw, h - 2 * ROW);
    this.seq(no, split, y + 2 * ROW, nw, h - 2 * ROW);
  }

  private switchNode(
    n: Extract<ViewNode, { t: 'switch' }>,
    x: number,
    y: number,
    w: number,
    h: number,
  ): void {
    const widths = share(caseWidths(n), w);
    // the tested value across the top, then one labelled column per case: diagonals through
    // the label row (the classic figure) would cross the labels of a switch of many cases
    this.box(x, y, w, ROW, 'switch', 'header');
    this.text(`SWITCH ${n.subject}`.trimEnd(), x + w / 2, y, 'middle');
    let left = x;
    n.cases.forEach((c, i) => {
      const cw = widths[i] ?? 0;
      this.box(left, y + ROW, cw, ROW, 'switch', 'header');
      this.text(c.label === 'DEFAULT' ? 'DEFAULT' : c.label, left + cw / 2, y + ROW, 'middle');
      this.seq(c.body, left, y + 2 * ROW, cw, h - 2 * ROW);
      left += cw;
    });
  }
}

/** One scene holding each chart (heading and structogram), top to bottom. */
export function layoutStructogram(charts: readonly ViewChart[]): StructogramScene {
  const d = new Drawer();
  const placed: StructogramScene['charts'] = [];
  let y = MARGIN;
  let width = 0;
  const sizes = charts.map((c) => {
    const s = measureSeq(c.body);
    return { w: Math.max(MIN_WIDTH, s.w, tw(c.heading, true)), h: s.h };
  });
  for (const s of sizes) width = Math.max(width, s.w);
  charts.forEach((c, i) => {
    const s = sizes[i] ?? { w: width, h: ROW };
    d.box(MARGIN, y, width, ROW, 'title', 'header');
    d.text(c.heading, MARGIN + PAD, y, 'start', true);
    d.seq(c.body, MARGIN, y + ROW, width, s.h);
    placed.push({ name: c.name, y, h: ROW + s.h });
    y += ROW + s.h + GAP;
  });
  return {
    width: Math.ceil(width + 2 * MARGIN),
    height: Math.ceil(charts.length ? y - GAP + MARGIN : 2 * MARGIN),
    boxes: d.boxes,
    lines: d.lines,
    texts: d.texts,
    charts: placed,
  };
}
