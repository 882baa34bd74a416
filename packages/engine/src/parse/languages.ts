/**
 * The engine's view of the language record (packages/contracts/src/languages.ts): tags, grammars
 * and file extensions all come from there; nothing here lists a language.
 */
import {
  EXTENSIONS,
  GRAMMAR_NAMES,
  LANGUAGE_TAGS,
  isLanguageTag,
  parseLanguage,
  unsupportedLanguageMessage,
  type GrammarName,
  type LanguageTag,
} from '@codeflow/contracts/languages';

export type { GrammarName, LanguageTag };
export { EXTENSIONS, isLanguageTag, parseLanguage, unsupportedLanguageMessage };

/** Language tags the engine accepts, in the order its "Supported: ..." message lists them. */
export const LANGUAGES: readonly LanguageTag[] = LANGUAGE_TAGS;

/** The tree-sitter grammars the engine loads (`tsx` is TypeScript with JSX). */
export const GRAMMARS: readonly GrammarName[] = GRAMMAR_NAMES;
