/**
 * The code of both versions side by side (@codemirror/merge), read-only. Loaded with the Compare
 * view only (React.lazy), so the editor's first chunk does not carry it.
 */
import { MergeView } from '@codemirror/merge';
import { EditorSelection, EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { codeHighlighting } from '../../lib/theme/codeHighlight';
import { languageSupport } from '../editor/languageSupport';
import type { DiffLines, LineSpan } from './diffSelection';

function select(view: EditorView, lines: LineSpan | null): void {
  const doc = view.state.doc;
  if (!lines || lines.startLine > doc.lines) {
    view.dispatch({ selection: EditorSelection.cursor(view.state.selection.main.head) });
    return;
  }
  const from = doc.line(lines.startLine).from;
  const to = doc.line(Math.min(lines.endLine, doc.lines)).to;
  view.dispatch({
    selection: EditorSelection.range(from, to),
    effects: EditorView.scrollIntoView(from, { y: 'center' }),
  });
}

export default function CodeMergePane({
  oldCode,
  newCode,
  language,
  oldLabel,
  newLabel,
  selection,
}: {
  oldCode: string;
  newCode: string;
  language: string;
  oldLabel: string;
  newLabel: string;
  /** the lines of the node chosen in the chart, selected in both versions (null: none yet) */
  selection: DiffLines | null;
}) {
  const host = useRef<HTMLDivElement>(null);
  const merge = useRef<MergeView | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const side = (label: string): Extension[] => [
      lineNumbers(),
      // a selection made from the chart shows while the chart, not the code, has focus
      drawSelection(),
      codeHighlighting,
      languageSupport(language),
      EditorState.readOnly.of(true),
      EditorView.editable.of(false),
      EditorView.contentAttributes.of({ 'aria-label': `${label}, read-only` }),
    ];
    const view = new MergeView({
      a: { doc: oldCode, extensions: side(oldLabel) },
      b: { doc: newCode, extensions: side(newLabel) },
      parent: host.current,
      gutter: true,
      highlightChanges: true,
    });
    merge.current = view;
    return () => {
      view.destroy();
      merge.current = null;
    };
  }, [oldCode, newCode, language, oldLabel, newLabel]);

  // also after the view is (re)made: a node chosen while this pane was still loading counts
  useEffect(() => {
    if (!merge.current || !selection) return;
    select(merge.current.a, selection.old);
    select(merge.current.b, selection.new);
  }, [selection, oldCode, newCode, language, oldLabel, newLabel]);

  return (
    <div>
      <div className="grid grid-cols-2 border-b border-gray-200 bg-gray-50 text-xs font-medium text-gray-700">
        <span className="px-3 py-1">{oldLabel}</span>
        <span className="px-3 py-1">{newLabel}</span>
      </div>
      <div
        ref={host}
        data-testid="code-merge"
        className="max-h-[28rem] overflow-auto text-[13px] [&_.cm-editor]:bg-white"
      />
    </div>
  );
}
