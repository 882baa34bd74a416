import { StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

/** Sets the line a replay stands on (1-based; null: none). */
export const setRunLine = StateEffect.define<number | null>();

const mark = Decoration.line({ class: 'cf-run-line', attributes: { 'data-run-line': 'true' } });

/**
 * The replay's current line in the code (decision 041): a line decoration, not the selection, so
 * a step neither moves the cursor (which would re-outline the chart) nor scrolls the editor
 * unless the line is out of view.
 */
const runLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = marks.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setRunLine)) continue;
      const line = effect.value;
      if (line === null || line < 1 || line > tr.state.doc.lines) next = Decoration.none;
      else next = Decoration.set([mark.range(tr.state.doc.line(line).from)]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

export const runLine: Extension = [
  runLineField,
  EditorView.theme({
    '.cf-run-line': { backgroundColor: 'var(--cf-run-line-bg, rgba(234, 88, 12, 0.18))' },
  }),
];

/** Marks `line` and scrolls it into view only when it is not already visible. */
export function showRunLine(view: EditorView, line: number | null): void {
  const doc = view.state.doc;
  if (line === null || line < 1 || line > doc.lines) {
    view.dispatch({ effects: setRunLine.of(null) });
    return;
  }
  const from = doc.line(line).from;
  const visible = view.visibleRanges.some((r) => from >= r.from && from <= r.to);
  view.dispatch({
    effects: visible
      ? setRunLine.of(line)
      : [setRunLine.of(line), EditorView.scrollIntoView(from, { y: 'center' })],
  });
}
