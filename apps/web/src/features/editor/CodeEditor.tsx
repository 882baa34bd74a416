import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import {
  Compartment,
  EditorSelection,
  EditorState,
  Transaction,
  type Extension,
} from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { codeHighlighting } from '../../lib/theme/codeHighlight';
import { codeSearchMarks, setCodeSearchMarks, type CodeSearchMarks } from './codeSearchMarks';
import { multiLineTyping } from './multiLineTyping';
import { languageSupport } from './languageSupport';
import { runLine, showRunLine } from './run/runLine';

export type CodeEditorHandle = {
  /**
   * selects whole lines startLine..endLine (1-based), scrolls them into view and focuses the
   * editor (`focus: false` leaves the focus where it is, e.g. on the chart outline)
   */
  selectLines(startLine: number, endLine: number, options?: { focus?: boolean }): void;
  /** marks the line a replay stands on (null: none), scrolling only when it is out of view */
  showRunLine(line: number | null): void;
  focus(): void;
  /** the current document */
  text(): string;
};

export type CodeEditorProps = {
  value: string;
  language: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  /**
   * the 1-based line of the main cursor, whenever it moves; `byUser` when the user moved it
   * (typing, clicking, keys, paste), not a document set from outside or selectLines
   */
  onCursorLine: (line: number, byUser: boolean) => void;
  label: string;
  /** syntax errors to mark in the code (underline and gutter), 1-based lines */
  diagnostics?: readonly { line: number; message: string }[];
  /** text pasted into the editor (after CodeMirror inserts it) */
  onPaste?: (text: string) => void;
  /** a file dropped onto the editor, read as text (replaces the handling of the drop) */
  onDropFile?: (name: string, text: string) => void;
  /**
   * live editing (features/collab): the shared document's binding, read when the editor is
   * created; it brings its own per-person undo history in place of CodeMirror's
   */
  collaboration?: Extension | null;
  /** the chart search's matches, marked in the code */
  searchMarks?: CodeSearchMarks | null;
  ref?: Ref<CodeEditorHandle>;
};

// colours from CSS variables (src/index.css), so the pane follows the app's theme
const theme = EditorView.theme({
  '&': {
    height: '100%',
    fontSize: '13px',
    backgroundColor: 'var(--cf-code-bg)',
    color: 'var(--cf-code-text)',
  },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '&.cm-focused': { outline: '2px solid #3b82f6', outlineOffset: '-2px' },
  '.cm-content': { caretColor: 'var(--cf-code-text)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--cf-code-text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--cf-code-gutter-bg)',
    color: 'var(--cf-code-gutter-text)',
  },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground':
    { backgroundColor: 'var(--cf-code-selection)' },
  '.cm-activeLine': { backgroundColor: 'var(--cf-code-active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--cf-code-active-line)' },
});

type DropCallbacks = Pick<CodeEditorProps, 'onPaste' | 'onDropFile'>;

/** Tells the owner about a paste (after it is in the document) and opens a dropped file. */
function pasteAndDrop(callbacks: { current: DropCallbacks }) {
  return EditorView.domEventHandlers({
    paste(event) {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      // after CodeMirror has inserted it, so the document already holds the paste
      if (text !== '') queueMicrotask(() => callbacks.current.onPaste?.(text));
      return false;
    },
    drop(event) {
      const file = event.dataTransfer?.files[0];
      if (!file || !callbacks.current.onDropFile) return false;
      event.preventDefault();
      void file.text().then((text) => callbacks.current.onDropFile?.(file.name, text));
      return true;
    },
  });
}

/** CodeMirror 6, controlled: `value` changes from outside replace the document. */
export function CodeEditor({
  value,
  language,
  readOnly,
  onChange,
  onCursorLine,
  label,
  diagnostics,
  onPaste,
  onDropFile,
  collaboration,
  searchMarks = null,
  ref,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const compartments = useRef({ language: new Compartment(), readOnly: new Compartment() });
  const callbacks = useRef({ onChange, onCursorLine, onPaste, onDropFile });
  callbacks.current = { onChange, onCursorLine, onPaste, onDropFile };

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const { language: lang, readOnly: ro } = compartments.current;
    let lastLine = 0;
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          lintGutter(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          collaboration ?? history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightSelectionMatches(),
          codeHighlighting,
          keymap.of([
            ...defaultKeymap,
            ...(collaboration ? [] : historyKeymap),
            ...searchKeymap,
            indentWithTab,
          ]),
          theme,
          lang.of(languageSupport(language)),
          ro.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          multiLineTyping(),
          runLine,
          codeSearchMarks,
          pasteAndDrop(callbacks),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
            if (update.docChanged || update.selectionSet) {
              const line = update.state.doc.lineAt(update.state.selection.main.head).number;
              if (line !== lastLine) {
                lastLine = line;
                const byUser = update.transactions.some(
                  (tr) => tr.annotation(Transaction.userEvent) !== undefined,
                );
                callbacks.current.onCursorLine(line, byUser);
              }
            }
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The view is created once; value/language/readOnly updates go through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current !== value) {
      view.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.current.language.reconfigure(languageSupport(language)),
    });
  }, [language]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.current.readOnly.reconfigure([
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
      ]),
    });
  }, [readOnly]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: setCodeSearchMarks.of(searchMarks) });
  }, [searchMarks, value]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const doc = view.state.doc;
    const marks: CmDiagnostic[] = (diagnostics ?? [])
      .filter((d) => d.line >= 1 && d.line <= doc.lines)
      .map((d) => {
        const line = doc.line(d.line);
        // an empty line still gets a visible mark: one character wide where possible
        const to = line.to > line.from ? line.to : Math.min(doc.length, line.from + 1);
        return { from: line.from, to, severity: 'error', message: d.message };
      });
    view.dispatch(setDiagnostics(view.state, marks));
  }, [diagnostics, value]);

  useImperativeHandle(
    ref,
    () => ({
      selectLines(startLine, endLine, options) {
        const view = viewRef.current;
        if (!view) return;
        const doc = view.state.doc;
        const first = doc.line(Math.min(Math.max(1, startLine), doc.lines));
        const last = doc.line(Math.min(Math.max(1, endLine), doc.lines));
        view.dispatch({
          selection: EditorSelection.single(first.from, last.to),
          effects: EditorView.scrollIntoView(first.from, { y: 'center' }),
        });
        if (options?.focus !== false) view.focus();
      },
      showRunLine(line) {
        const view = viewRef.current;
        if (view) showRunLine(view, line);
      },
      focus() {
        viewRef.current?.focus();
      },
      text() {
        return viewRef.current?.state.doc.toString() ?? '';
      },
    }),
    [],
  );

  return <div ref={hostRef} className="h-full min-h-0 overflow-hidden" data-testid="code-editor" />;
}
