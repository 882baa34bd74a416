import type { Diagnostic } from '@codeflow/engine';
import type { Ref } from 'react';
import { CollabWaiting } from '../collab/CollabPresence';
import type { EditorCollaboration } from '../collab/useEditorCollaboration';
import { CodeEditor, type CodeEditorHandle } from './CodeEditor';
import type { CodeSearchMarks } from './codeSearchMarks';
import type { EditorDocument } from './editorDocument';

/**
 * The code side of the editor: CodeMirror, bound to the shared document while a team flowchart
 * is edited live (and waiting until that is known).
 */
export function CodePane({
  hiddenOnPhone = false,
  editorRef,
  doc,
  readOnly,
  collab,
  diagnostics,
  onCode,
  onCursorLine,
  onPaste,
  onDropFile,
  searchMarks,
}: {
  /** the phone shows the chart instead (PhoneViewToggle) */
  hiddenOnPhone?: boolean;
  editorRef: Ref<CodeEditorHandle>;
  doc: EditorDocument;
  readOnly: boolean;
  collab: EditorCollaboration;
  diagnostics: Diagnostic[];
  onCode: (code: string) => void;
  onCursorLine: (line: number, byUser: boolean) => void;
  /** text pasted into the code (the document already holds it) */
  onPaste: (pasted: string) => void;
  /** a file dropped onto the code (not offered when read-only) */
  onDropFile?: (name: string, text: string) => void;
  /** the chart search's matches (ChartPane) */
  searchMarks: CodeSearchMarks | null;
}) {
  return (
    <section
      aria-label="Code"
      className={`${hiddenOnPhone ? 'hidden lg:flex' : 'flex'} h-[60vh] min-h-0 flex-col overflow-hidden rounded border border-gray-300 lg:h-auto lg:flex-1`}
    >
      {collab.waiting ? (
        <CollabWaiting />
      ) : (
        <CodeEditor
          ref={editorRef}
          key={collab.ready ? 'live' : 'solo'}
          collaboration={collab.ready ? collab.extension : null}
          value={doc.code}
          language={doc.language}
          readOnly={readOnly || collab.locked}
          onChange={onCode}
          onCursorLine={onCursorLine}
          label="Source code"
          diagnostics={diagnostics}
          searchMarks={searchMarks}
          onPaste={onPaste}
          {...(onDropFile ? { onDropFile } : {})}
        />
      )}
    </section>
  );
}
