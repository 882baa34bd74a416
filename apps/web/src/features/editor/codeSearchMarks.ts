import { StateEffect, StateField, type Range as CmRange, type Text } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

/** Source lines of a node, 1-based and inclusive (the engine's Range). */
export type LineRange = { startLine: number; endLine: number };

/**
 * What the chart's search marks, in the code (issue 23 item 2): every matching node's lines, the
 * current match (Enter / Shift+Enter) stronger.
 */
export type CodeSearchMarks = {
  query: string;
  ranges: readonly LineRange[];
  current: LineRange | null;
};

/** One mark in the code: the query's text inside a match, or a whole line when it is not there. */
export type CodeMark = { from: number; to: number; current: boolean; line: boolean };

function sameRange(a: LineRange, b: LineRange | null): boolean {
  return b !== null && a.startLine === b.startLine && a.endLine === b.endLine;
}

/**
 * Where the code gets marked: in each match's lines, every case-insensitive occurrence of the
 * query (what made the node match); a node whose text is not in its lines verbatim (a label the
 * engine rewrote) gets its first line marked instead, so every match the chart shows is seen.
 */
export function codeMarksOf(doc: Text, marks: CodeSearchMarks | null): CodeMark[] {
  const q = marks?.query.trim().toLowerCase() ?? '';
  if (!marks || q === '') return [];
  const out = new Map<string, CodeMark>();
  const add = (m: CodeMark) => {
    const key = `${m.line ? 'l' : 'm'}${m.from}-${m.to}`;
    const had = out.get(key);
    if (!had || (m.current && !had.current)) out.set(key, m);
  };
  const ranges = marks.current ? [...marks.ranges, marks.current] : marks.ranges;
  for (const range of ranges) {
    const current = sameRange(range, marks.current);
    const first = Math.min(Math.max(1, range.startLine), doc.lines);
    const last = Math.min(Math.max(first, range.endLine), doc.lines);
    let found = false;
    for (let n = first; n <= last; n++) {
      const line = doc.line(n);
      const text = line.text.toLowerCase();
      for (let at = text.indexOf(q); at >= 0; at = text.indexOf(q, at + q.length)) {
        add({ from: line.from + at, to: line.from + at + q.length, current, line: false });
        found = true;
      }
    }
    if (!found) {
      const line = doc.line(first);
      add({ from: line.from, to: line.from, current, line: true });
    }
  }
  return [...out.values()].sort((a, b) => a.from - b.from || Number(b.line) - Number(a.line));
}

const matchMark = Decoration.mark({ class: 'cf-code-match' });
const currentMark = Decoration.mark({ class: 'cf-code-match cf-code-match-current' });
const matchLine = Decoration.line({ class: 'cf-code-match-line' });
const currentLine = Decoration.line({ class: 'cf-code-match-line cf-code-match-current' });

function decorations(doc: Text, marks: CodeSearchMarks | null): DecorationSet {
  const ranges: CmRange<Decoration>[] = codeMarksOf(doc, marks).map((m) =>
    m.line
      ? (m.current ? currentLine : matchLine).range(m.from)
      : (m.current ? currentMark : matchMark).range(m.from, m.to),
  );
  return Decoration.set(ranges, true);
}

/** Replaces the search marks shown in the code. */
export const setCodeSearchMarks = StateEffect.define<CodeSearchMarks | null>();

/** The marks' decorations (exported for its test). */
export const codeSearchMarksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = value.map(tr.changes);
    for (const e of tr.effects)
      if (e.is(setCodeSearchMarks)) next = decorations(tr.state.doc, e.value);
    return next;
  },
  provide: (f) => EditorView.decorations.from(f),
});
const field = codeSearchMarksField;

// colours from CSS variables (src/index.css): one per theme
const theme = EditorView.theme({
  '.cf-code-match': {
    backgroundColor: 'var(--cf-code-match)',
    borderRadius: '2px',
  },
  '.cf-code-match.cf-code-match-current': {
    backgroundColor: 'var(--cf-code-match-current)',
    outline: '1px solid var(--cf-code-match-outline)',
  },
  '.cf-code-match-line': { backgroundColor: 'var(--cf-code-match)' },
  '.cf-code-match-line.cf-code-match-current': {
    backgroundColor: 'var(--cf-code-match-current)',
  },
});

/** The CodeMirror extension that draws the chart search's marks (set with setCodeSearchMarks). */
export const codeSearchMarks = [field, theme];
