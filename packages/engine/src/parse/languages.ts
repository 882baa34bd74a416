/** Language tags the engine accepts (SPEC.md §3 plus `typescript`). */
export const LANGUAGES = [
  'python',
  'c',
  'cpp',
  'java',
  'javascript',
  'typescript',
  'other',
] as const;
export type LanguageTag = (typeof LANGUAGES)[number];

/** The tree-sitter grammars the engine loads; `tsx` is used for TypeScript with JSX. */
export const GRAMMARS = ['python', 'c', 'cpp', 'java', 'javascript', 'typescript', 'tsx'] as const;
export type GrammarName = (typeof GRAMMARS)[number];

export function isLanguageTag(value: string): value is LanguageTag {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** File extension → language, for the CLI and the web app's file open. */
export const EXTENSIONS: Record<string, LanguageTag> = {
  '.py': 'python',
  '.pyw': 'python',
  '.c': 'c',
  '.h': 'c',
  '.cc': 'cpp',
  '.cpp': 'cpp',
  '.cxx': 'cpp',
  '.hpp': 'cpp',
  '.hh': 'cpp',
  '.hxx': 'cpp',
  '.java': 'java',
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.jsx': 'javascript',
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.tsx': 'typescript',
};
