import type { FlowchartLanguage } from '@codeflow/contracts';
import { EDITOR_LANGUAGES } from './languageSupport';

/** The language's name as the language selector shows it. */
export function editorLanguageName(tag: FlowchartLanguage): string {
  return EDITOR_LANGUAGES.find((l) => l.value === tag)?.label ?? tag;
}
