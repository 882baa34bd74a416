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

/** The body of a save: the document, the Mermaid text and the card's picture. */
export function saveBodyOf(
  snapshot: EditorDocument,
  flowchart: string,
  thumbnail: string,
): FlowchartCreate {
  return {
    title: titleOrDefault(snapshot.title),
    language: snapshot.language,
    code: snapshot.code,
    is_compact: snapshot.compact,
    flowchart,
    thumbnail,
  };
}
