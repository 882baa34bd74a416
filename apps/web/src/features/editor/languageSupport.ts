import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import type { Extension } from '@codemirror/state';
import {
  MENU_LANGUAGES,
  isLanguageTag,
  languageRecord,
  type EditorMode,
  type FlowchartLanguage,
} from '@codeflow/contracts';

type ModeLoader = () => Extension;

/**
 * CodeMirror highlighting per `editorMode` of the language record. Typed over every mode the
 * record uses, so a language whose mode has no loader here fails typecheck.
 */
const MODE_LOADERS: Record<EditorMode, ModeLoader> = {
  python: () => python(),
  javascript: () => javascript({ jsx: true }),
  typescript: () => javascript({ typescript: true, jsx: true }),
  cpp: () => cpp(),
  java: () => java(),
};

/** The language selector's entries, in the record's menu order. */
export const EDITOR_LANGUAGES: { value: FlowchartLanguage; label: string }[] = MENU_LANGUAGES.map(
  (r) => ({ value: r.tag, label: r.displayName }),
);

/** The language's highlighting; plain text for `other` and unknown languages. */
export function languageSupport(language: string): Extension {
  const mode = isLanguageTag(language) ? languageRecord(language).editorMode : null;
  return mode ? MODE_LOADERS[mode]() : [];
}
