import {
  DEFAULT_FLOWCHART_TITLE,
  type FlowchartCreate,
  type FlowchartLanguage,
} from '@codeflow/contracts';

/** What the editor edits: the fields a save stores besides the drawing. */
export type EditorDocument = {
  title: string;
  code: string;
  language: FlowchartLanguage;
  compact: boolean;
};

export function sameDocument(a: EditorDocument, b: EditorDocument): boolean {
  return (
    a.title === b.title && a.code === b.code && a.language === b.language && a.compact === b.compact
  );
}

/** The title a save stores and an export is named after: the typed one, else the default. */
export function titleOrDefault(title: string): string {
  return title.trim() || DEFAULT_FLOWCHART_TITLE;
}

/**
 * The body of a save: the document and the Mermaid text. No picture: the server draws the
 * dashboard's thumbnail from the saved code and ignores a client's (decision 029).
 */
export function saveBodyOf(snapshot: EditorDocument, flowchart: string): FlowchartCreate {
  return {
    title: titleOrDefault(snapshot.title),
    language: snapshot.language,
    code: snapshot.code,
    is_compact: snapshot.compact,
    flowchart,
  };
}
