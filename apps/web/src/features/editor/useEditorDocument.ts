import { useCallback, useRef, useState } from 'react';
import { sameDocument, type EditorDocument } from './editorDocument';

export type EditorDocumentState = {
  doc: EditorDocument;
  /** the document as last saved (or opened) */
  saved: EditorDocument;
  /** the document differs from what was saved */
  changed: boolean;
  /** a change typed here: the redraw's typing pause counts from it */
  edit: (patch: Partial<EditorDocument>) => void;
  /** a change from elsewhere (a collaborator, a save as copy): no typing pause starts */
  apply: (patch: Partial<EditorDocument>) => void;
  /** `snapshot` is what is stored now */
  markSaved: (snapshot: EditorDocument) => void;
  /** when the document was last edited here (performance.now()), if it was */
  changedAt: () => number | undefined;
};

/** The open document, what was last saved of it, and when it was last typed in. */
export function useEditorDocument(initial: EditorDocument): EditorDocumentState {
  const [doc, setDoc] = useState<EditorDocument>(initial);
  const [saved, setSaved] = useState<EditorDocument>(initial);
  const editedAt = useRef<number | undefined>(undefined);

  const apply = useCallback(
    (patch: Partial<EditorDocument>) => setDoc((d) => ({ ...d, ...patch })),
    [],
  );
  const edit = useCallback(
    (patch: Partial<EditorDocument>) => {
      editedAt.current = performance.now();
      apply(patch);
    },
    [apply],
  );
  const changedAt = useCallback(() => editedAt.current, []);

  return {
    doc,
    saved,
    changed: !sameDocument(doc, saved),
    edit,
    apply,
    markSaved: setSaved,
    changedAt,
  };
}
