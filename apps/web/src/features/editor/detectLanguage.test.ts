import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_RECORDS, MENU_LANGUAGES } from '@codeflow/contracts';
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
  it('recognises real Go that is not the sample (issue 24)', () => {
    const go = [
      'package sort',
      '',
      '// Bubble sorts a slice',
      'func Bubble[T constraints.Ordered](arr []T) []T {',
      '\tswapped := true',
      '\tfor swapped {',
      '\t\tswapped = false',
      '\t}',
      '\treturn arr',
      '}',
    ].join('\n');
    expect(detectLanguage(go)).toBe('go');
    expect(detectLanguage('func (s *Stack) Push(v int) {\n\ts.items = append(s.items, v)\n}')).toBe(
      'go',
    );
  });

  it('tells C# and Kotlin from Java and JavaScript', () => {
    const java =
      'public class A {\n  public static void main(String[] args) {\n    System.out.println(1);\n  }\n}';
    expect(detectLanguage(java)).toBe('java');
    const csharp =
      'namespace N {\n  public class A {\n    public static void Main(string[] args) {\n      foreach (var x in args) Console.WriteLine(x);\n    }\n  }\n}';
    expect(detectLanguage(csharp)).toBe('csharp');
    expect(detectLanguage('fun twice(x: Int): Int {\n    return x * 2\n}')).toBe('kotlin');
    const kotlin =
      'val total = xs.sum()\nval label = when {\n    total > 0 -> "pos"\n    else -> "neg"\n}';
    expect(detectLanguage(kotlin)).toBe('kotlin');
    expect(detectLanguage('let x = 1;\nconsole.log(x);')).toBe('javascript');
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
  it('opens dropped .go files in their language (by the record extensions)', () => {
    const all = LANGUAGE_RECORDS.map((r) => ({ tag: r.tag, extensions: r.extensions }));
    expect(languageOfFileName('main.go', all)).toBe('go');
    expect(languageOfFileName('SORT.GO', all)).toBe('go');
  });
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

/** The real programs the engine's checkers run (test data of packages/engine/test). */
const ENGINE_TEST = path.resolve(import.meta.dirname, '../../../../../packages/engine/test');
const sourcesUnder = (dir: string, ext: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full, ext);
    return name.endsWith(ext) ? [full] : [];
  });

describe('detectLanguage on real programs', () => {
  // whole files of real projects, as a user pastes or drops them: modern C# (file-scoped
  // namespaces, doc comments, properties), Kotlin's generic and modified `fun`s and its
  // `package` lines, Rust's `mod`/`use` files and match arms (`=>`)
  it.each([
    ['csharp', 'linetable/corpus/csharp-algorithms', '.cs', 0.99],
    ['kotlin', 'linetable/corpus/kotlin-algorithm-club', '.kt', 0.7],
    ['go', 'linetable/real/go', '.go', 0.99],
    ['rust', 'linetable/real/rust', '.rs', 0.99],
    ['php', 'php-trace/corpus', '.php', 0.99],
    ['ruby', 'ruby-trace/corpus', '.rb', 0.99],
  ] as const)(
    '%s: the files of %s are told as that language, never as another',
    (language, dir, ext, share) => {
      const files = sourcesUnder(path.join(ENGINE_TEST, dir), ext);
      expect(files.length).toBeGreaterThan(5);
      const told = files.map((f) => detectLanguage(readFileSync(f, 'utf8')));
      // a file with nothing telling (a test class of one line) may get no offer, never a wrong one
      expect(told.filter((l) => l !== null && l !== language)).toEqual([]);
      expect(told.filter((l) => l === language).length / files.length).toBeGreaterThanOrEqual(
        share,
      );
    },
  );
});
