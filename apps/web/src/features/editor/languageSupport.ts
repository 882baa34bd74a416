import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { php } from '@codemirror/lang-php';
import { python } from '@codemirror/lang-python';
import { ruby } from '@codemirror/legacy-modes/mode/ruby';
import { indentUnit, StreamLanguage } from '@codemirror/language';
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
  // plain: code pasted without `<?php` is highlighted as PHP too
  php: () => php({ plain: true }),
  ruby: () => StreamLanguage.define(ruby),
};

/**
 * What Tab and a new line's auto-indent insert, by each language's convention: PEP 8's 4 spaces
 * for Python, 4 for Java, C, C++ and PHP (PSR-12), 2 for JavaScript, TypeScript and Ruby (the
 * common style guides).
 */
export const INDENT_UNITS: Record<EditorMode, string> = {
  python: '    ',
  javascript: '  ',
  typescript: '  ',
  cpp: '    ',
  java: '    ',
  php: '    ',
  ruby: '  ',
};

/** The language selector's entries, in the record's menu order. */
export const EDITOR_LANGUAGES: { value: FlowchartLanguage; label: string }[] = MENU_LANGUAGES.map(
  (r) => ({ value: r.tag, label: r.displayName }),
);

/** The language's highlighting and indent unit; plain text for `other` and unknown languages. */
export function languageSupport(language: string): Extension {
  const mode = isLanguageTag(language) ? languageRecord(language).editorMode : null;
  return mode ? [MODE_LOADERS[mode](), indentUnit.of(INDENT_UNITS[mode])] : [];
}
