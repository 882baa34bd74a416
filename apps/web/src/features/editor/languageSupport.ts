import { cpp } from '@codemirror/lang-cpp';
import { go } from '@codemirror/lang-go';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { php } from '@codemirror/lang-php';
import { python } from '@codemirror/lang-python';
import { rust } from '@codemirror/lang-rust';
import { StreamLanguage, indentUnit } from '@codemirror/language';
import { csharp, kotlin } from '@codemirror/legacy-modes/mode/clike';
import { ruby } from '@codemirror/legacy-modes/mode/ruby';
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
  go: () => go(),
  rust: () => rust(),
  csharp: () => StreamLanguage.define(csharp),
  kotlin: () => StreamLanguage.define(kotlin),
  // plain: code pasted without `<?php` is highlighted as PHP too
  php: () => php({ plain: true }),
  ruby: () => StreamLanguage.define(ruby),
};

/**
 * What Tab and a new line's auto-indent insert, by each language's convention: PEP 8's 4 spaces
 * for Python, 4 for Java, C, C++, C#, Kotlin, PHP (PSR-12) and Rust (rustfmt), 2 for JavaScript,
 * TypeScript and Ruby (the common style guides), a tab for Go (gofmt).
 */
export const INDENT_UNITS: Record<EditorMode, string> = {
  python: '    ',
  javascript: '  ',
  typescript: '  ',
  cpp: '    ',
  java: '    ',
  go: '\t',
  rust: '    ',
  csharp: '    ',
  kotlin: '    ',
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
