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
    // positions are fixed per language across the branches of issue 24 (go 6 .. ruby 11, other
    // 12); once every language is merged they are exactly 0..n-1
    const positions = LANGUAGE_RECORDS.map((r) => r.menuPosition).sort((a, b) => a - b);
    expect(new Set(positions).size).toBe(positions.length);
    expect(LANGUAGE_RECORDS.find((r) => r.tag === 'other')?.menuPosition).toBe(12);
    expect(positions[positions.length - 1]).toBe(12);
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
      'php',
      'ruby',
    ]);
    expect(grammarPackage('tsx')).toBe('tree-sitter-typescript');
    expect(EXTENSIONS['.hpp']).toBe('cpp');
    expect(LANGUAGE_BADGE_COLOURS.python).toBe('blue');
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
