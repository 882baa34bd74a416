import { describe, expect, it } from 'vitest';
import { detectLanguage, languageOfFileName } from './detectLanguage';
import { SAMPLE_PROGRAMS } from './samplePrograms';

describe('detectLanguage', () => {
  it('recognises each sample program', () => {
    for (const [language, code] of Object.entries(SAMPLE_PROGRAMS)) {
      if (language === 'other') continue;
      expect(detectLanguage(code), language).toBe(language);
    }
  });
  it('tells C from C++ and JavaScript from TypeScript', () => {
    expect(detectLanguage('#include <stdio.h>\nint main(void) {\n  printf("hi");\n}')).toBe('c');
    expect(detectLanguage('#include <iostream>\nint main() { std::cout << 1; }')).toBe('cpp');
    expect(detectLanguage('const x = 1;\nconsole.log(x);')).toBe('javascript');
    expect(detectLanguage('function f(a: number): number {\n  return a;\n}')).toBe('typescript');
  });
  it('says nothing about too little code', () => {
    expect(detectLanguage('x')).toBeNull();
    expect(detectLanguage('')).toBeNull();
  });
});

describe('languageOfFileName', () => {
  const records = [
    { tag: 'python' as const, extensions: ['.py'] },
    { tag: 'c' as const, extensions: ['.c', '.h'] },
  ];
  it('goes by the extension, in any case', () => {
    expect(languageOfFileName('main.PY', records)).toBe('python');
    expect(languageOfFileName('x.h', records)).toBe('c');
    expect(languageOfFileName('README', records)).toBeNull();
  });
});
