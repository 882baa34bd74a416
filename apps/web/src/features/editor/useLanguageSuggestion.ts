import { MENU_LANGUAGES, type FlowchartLanguage } from '@codeflow/contracts';
import { useState } from 'react';
import { detectLanguage, languageOfFileName } from './detectLanguage';

/** A file from disk: its extension decides the language, else its content, else `current`. */
export function languageOfOpenedFile(
  name: string,
  text: string,
  current: FlowchartLanguage,
): FlowchartLanguage {
  return languageOfFileName(name, MENU_LANGUAGES) ?? detectLanguage(text) ?? current;
}

/** The language `code` looks like when that is not `current` (offered as a switch), else null. */
export function suggestedLanguage(
  code: string,
  current: FlowchartLanguage,
): FlowchartLanguage | null {
  const detected = detectLanguage(code);
  return detected && detected !== current ? detected : null;
}

export type LanguageSuggestion = {
  /** a language the pasted or opened code looks like, offered as a one-click switch */
  suggested: FlowchartLanguage | null;
  /** offers a switch when `code` looks like another language than `current` */
  suggestFor: (code: string, current: FlowchartLanguage) => void;
  dismiss: () => void;
};

export function useLanguageSuggestion(): LanguageSuggestion {
  const [suggested, setSuggested] = useState<FlowchartLanguage | null>(null);
  return {
    suggested,
    suggestFor: (code, current) => setSuggested(suggestedLanguage(code, current)),
    dismiss: () => setSuggested(null),
  };
}
