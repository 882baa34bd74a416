import { indentUnit } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { languageSupport } from './languageSupport';

const unitOf = (language: string) =>
  EditorState.create({ extensions: languageSupport(language) }).facet(indentUnit);

describe('languageSupport', () => {
  it("indents by each language's convention: 4 spaces for Python (PEP 8), Java, C and C++; 2 for JS/TS", () => {
    expect(unitOf('python')).toBe('    ');
    expect(unitOf('java')).toBe('    ');
    expect(unitOf('c')).toBe('    ');
    expect(unitOf('cpp')).toBe('    ');
    expect(unitOf('javascript')).toBe('  ');
    expect(unitOf('typescript')).toBe('  ');
  });
});
