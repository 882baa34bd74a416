import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import type { Extension } from '@codemirror/state';
import type { FlowchartLanguage } from '@codeflow/contracts';

/** The language selector's entries, in SPEC.md §3's order plus TypeScript. */
export const EDITOR_LANGUAGES: { value: FlowchartLanguage; label: string }[] = [
  { value: 'python', label: 'Python' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'typescript', label: 'TypeScript' },
  { value: 'c', label: 'C' },
  { value: 'cpp', label: 'C++' },
  { value: 'java', label: 'Java' },
  { value: 'other', label: 'Other' },
];

/** CodeMirror highlighting per engine language; `other` is plain text. */
export function languageSupport(language: string): Extension {
  switch (language) {
    case 'python':
      return python();
    case 'javascript':
      return javascript({ jsx: true });
    case 'typescript':
      return javascript({ typescript: true, jsx: true });
    case 'c':
    case 'cpp':
      return cpp();
    case 'java':
      return java();
    default:
      return [];
  }
}
