/**
 * The IR each lowering hands to build keeps every range inside the input, whatever the parser's
 * error recovery or a snippet wrapper's closing line did (build and compact rely on it, not only
 * the final clamp in generate).
 */
import { describe, expect, it } from 'vitest';
import '../../node';
import { parse } from '../../parse/parser';
import { LOWERINGS } from '../index';

type Ranged = { startLine: number; endLine: number };

function ranges(value: unknown, out: Ranged[] = []): Ranged[] {
  if (Array.isArray(value)) {
    for (const item of value) ranges(item, out);
  } else if (typeof value === 'object' && value !== null) {
    const r = value as Ranged;
    if (typeof r.startLine === 'number' && typeof r.endLine === 'number') out.push(r);
    else for (const v of Object.values(value)) ranges(v, out);
  }
  return out;
}

const cases: ['c' | 'cpp' | 'java', string][] = [
  ['c', '}\nint main(void) {\n    return 0;'],
  ['c', 'int f(void) {\n  if (x) {\n    g();'],
  ['cpp', '}\nclass A {\n  void f() { g(); }'],
  ['java', 'int f(int x) {\n  if (x > 0) {\n    return 1;'],
  [
    'java',
    '            .collect(Collectors.toList());\n' +
      '        names(Arrays.asList("bob", " ", "al")).forEach(System.out::println);\n}',
  ],
];

describe('C/C++/Java lowering ranges', () => {
  it.each(cases)('%s: every IR range of %j lies within the input', async (language, code) => {
    const lines = code.split('\n').length;
    const tree = await parse(language, code);
    try {
      const program = LOWERINGS[language].lower(tree, code);
      const found = ranges(program.body);
      expect(found.length).toBeGreaterThan(0);
      for (const r of found) {
        expect(r.startLine).toBeGreaterThanOrEqual(1);
        expect(r.endLine).toBeGreaterThanOrEqual(r.startLine);
        expect(r.endLine).toBeLessThanOrEqual(lines);
      }
    } finally {
      tree.delete();
    }
  });
});
