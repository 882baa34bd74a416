import { describe, expect, it } from 'vitest';
import {
  EXTENSIONS,
  FLOWCHART_LANGUAGES,
  GENERATE_LANGUAGES,
  GRAMMAR_NAMES,
  LANGUAGE_BADGE_COLOURS,
  LANGUAGE_RECORDS,
  MENU_LANGUAGES,
  grammarPackage,
  isLanguageTag,
} from './languages';

describe('the language record', () => {
  it('has one row per tag and menu positions each once, `other` last', () => {
    const tags = LANGUAGE_RECORDS.map((r) => r.tag);
    expect(new Set(tags).size).toBe(tags.length);
    // every position once: the selector's order is 0..n-1 with `other` last
    const positions = LANGUAGE_RECORDS.map((r) => r.menuPosition).sort((a, b) => a - b);
    expect(positions).toEqual(positions.map((_, i) => i));
    expect(MENU_LANGUAGES[MENU_LANGUAGES.length - 1]?.tag).toBe('other');
  });

  it('gives each extension and grammar to one language only', () => {
    const extensions = LANGUAGE_RECORDS.flatMap((r) => [...r.extensions]);
    expect(new Set(extensions).size).toBe(extensions.length);
    for (const e of extensions) expect(e).toMatch(/^\.[a-z0-9]+$/);
    const grammars = LANGUAGE_RECORDS.flatMap((r) => r.grammars.map((g) => g.name));
    expect(new Set(grammars).size).toBe(grammars.length);
  });

  it('derives the lists the API, the engine and the web app use', () => {
    expect(GENERATE_LANGUAGES).toEqual([
      'python',
      'c',
      'cpp',
      'java',
      'javascript',
      'typescript',
      'go',
      'rust',
      'csharp',
      'kotlin',
      'php',
      'ruby',
      'other',
    ]);
    expect(FLOWCHART_LANGUAGES).toEqual([
      'python',
      'javascript',
      'typescript',
      'c',
      'cpp',
      'java',
      'go',
      'rust',
      'csharp',
      'kotlin',
      'php',
      'ruby',
      'other',
    ]);
    expect(MENU_LANGUAGES.map((r) => r.displayName)).toEqual([
      'Python',
      'JavaScript',
      'TypeScript',
      'C',
      'C++',
      'Java',
      'Go',
      'Rust',
      'C#',
      'Kotlin',
      'PHP',
      'Ruby',
      'Other',
    ]);
    expect(GRAMMAR_NAMES).toEqual([
      'python',
      'c',
      'cpp',
      'java',
      'javascript',
      'typescript',
      'tsx',
      'go',
      'rust',
      'c_sharp',
      'kotlin',
      'php',
      'ruby',
    ]);
    expect(grammarPackage('tsx')).toBe('tree-sitter-typescript');
    expect(grammarPackage('c_sharp')).toBe('tree-sitter-c-sharp');
    expect(EXTENSIONS['.cs']).toBe('csharp');
    expect(EXTENSIONS['.kt']).toBe('kotlin');
    expect(LANGUAGE_BADGE_COLOURS.csharp).toBe('violet');
    expect(LANGUAGE_BADGE_COLOURS.kotlin).toBe('purple');
    expect(EXTENSIONS['.hpp']).toBe('cpp');
    expect(LANGUAGE_BADGE_COLOURS.python).toBe('blue');
    expect(LANGUAGE_BADGE_COLOURS.go).toBe('cyan');
    expect(EXTENSIONS['.go']).toBe('go');
    expect(LANGUAGE_BADGE_COLOURS.rust).toBe('orange');
    expect(EXTENSIONS['.rs']).toBe('rust');
    expect(LANGUAGE_BADGE_COLOURS.php).toBe('fuchsia');
    expect(LANGUAGE_BADGE_COLOURS.ruby).toBe('rose');
    expect(EXTENSIONS['.rb']).toBe('ruby');
    expect(EXTENSIONS['.php']).toBe('php');
    expect(isLanguageTag('cobol')).toBe(false);
  });

  it('has a warm-up program for every language with a grammar, and none for the others', () => {
    for (const r of LANGUAGE_RECORDS) expect(r.warmUp !== null).toBe(r.grammars.length > 0);
  });
});
