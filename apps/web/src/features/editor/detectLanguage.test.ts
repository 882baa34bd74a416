import { describe, expect, it } from 'vitest';
import { MENU_LANGUAGES } from '@codeflow/contracts';
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
  it('recognises PHP and Ruby (issue 24), even pasted without `<?php`', () => {
    expect(
      detectLanguage('$total = 0;\nforeach ($xs as $x) {\n  $total += $x;\n}\necho $total;'),
    ).toBe('php');
    expect(detectLanguage('function area($r) {\n  return 3.14 * $r * $r;\n}')).toBe('php');
    expect(detectLanguage('def area(r)\n  3.14 * r * r\nend\nputs area(2)')).toBe('ruby');
    expect(detectLanguage('[1, 2].each do |x|\n  puts x\nend')).toBe('ruby');
    // Python stays Python
    expect(detectLanguage('def area(r):\n    return 3.14 * r * r\n')).toBe('python');
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
  it('opens .php and .rb files in their language (the language record)', () => {
    expect(languageOfFileName('index.php', MENU_LANGUAGES)).toBe('php');
    expect(languageOfFileName('Rakefile.rake', MENU_LANGUAGES)).toBe('ruby');
    expect(languageOfFileName('app.RB', MENU_LANGUAGES)).toBe('ruby');
  });
});
