import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { afterEach, expect, it } from 'vitest';
import { runLine, showRunLine } from './runLine';

let view: EditorView | null = null;
afterEach(() => {
  view?.destroy();
  view = null;
});

function editorWith(doc: string): EditorView {
  view = new EditorView({
    parent: document.body,
    state: EditorState.create({ doc, extensions: [runLine] }),
  });
  return view;
}

it('marks the replay line with a decoration and leaves the cursor where it is', () => {
  const v = editorWith('a = 1\nb = 2\nc = 3\n');
  v.dispatch({ selection: EditorSelection.cursor(2) });
  showRunLine(v, 2);
  expect(v.state.selection.main.head).toBe(2);
  expect([...v.dom.querySelectorAll('.cm-line.cf-run-line')].map((l) => l.textContent)).toEqual([
    'b = 2',
  ]);
  showRunLine(v, 3);
  expect([...v.dom.querySelectorAll('.cf-run-line')].map((l) => l.textContent)).toEqual(['c = 3']);
  showRunLine(v, null);
  expect(v.dom.querySelectorAll('.cf-run-line')).toHaveLength(0);
  // a line past the end (the code got shorter) marks nothing
  showRunLine(v, 40);
  expect(v.dom.querySelectorAll('.cf-run-line')).toHaveLength(0);
});
