import { describe, expect, it } from 'vitest';
import { languageOfOpenedFile, suggestedLanguage } from './useLanguageSuggestion';

const PYTHON = 'def total(xs):\n    for x in xs:\n        print(x)\n    return 0\n';

describe('the language of pasted and opened code', () => {
  it('an opened file: its extension first, then its content, then the current language', () => {
    expect(languageOfOpenedFile('Main.java', PYTHON, 'cpp')).toBe('java');
    expect(languageOfOpenedFile('notes', PYTHON, 'cpp')).toBe('python');
    expect(languageOfOpenedFile('notes.txt', 'hello', 'cpp')).toBe('cpp');
  });

  it('pasted code suggests its language only when it is not the selected one', () => {
    expect(suggestedLanguage(PYTHON, 'java')).toBe('python');
    expect(suggestedLanguage(PYTHON, 'python')).toBeNull();
    expect(suggestedLanguage('x', 'java')).toBeNull();
  });

  it('C# and Kotlin: pasted while Python is selected, they are offered; dropped, they open in theirs', () => {
    const csharp =
      'using System;\n\nclass P\n{\n    static void Main()\n    {\n        Console.WriteLine("hi");\n    }\n}\n';
    const kotlin = 'fun main() {\n    val xs = listOf(1, 2)\n    for (x in xs) println(x)\n}\n';
    expect(suggestedLanguage(csharp, 'python')).toBe('csharp');
    expect(suggestedLanguage(kotlin, 'python')).toBe('kotlin');
    expect(languageOfOpenedFile('Program.cs', 'hello', 'python')).toBe('csharp');
    expect(languageOfOpenedFile('Main.kt', 'hello', 'python')).toBe('kotlin');
    expect(languageOfOpenedFile('build.gradle.kts', 'hello', 'python')).toBe('kotlin');
    expect(languageOfOpenedFile('notes', kotlin, 'python')).toBe('kotlin');
  });
});
