import { describe, expect, it } from 'vitest';
import { oneLine, oneLineStatement } from './common';

// the forms the lowerings used before: the faster ones must give the same text
const regexOneLine = (t: string): string => t.replace(/\s+/g, ' ').trim();
const regexStatement = (t: string): string => regexOneLine(t).replace(/\s*;$/, '');

const SAMPLES = [
  'x := 1',
  'x  :=\t1',
  '  if a {\n\t\tb()\n\t}  ',
  'a\u00a0b\u2028c\u3000d',
  'f(a,\r\n  b);',
  'x ;',
  'x\n;',
  ';',
  ' ; ',
  'a;;',
  'for i := 0; i < n; i++ {',
  '',
  '\t\n ',
];

describe('oneLine and oneLineStatement', () => {
  it('collapse whitespace and drop a trailing semicolon as the regex forms did', () => {
    for (const s of SAMPLES) {
      expect(oneLine(s)).toBe(regexOneLine(s));
      expect(oneLineStatement(s)).toBe(regexStatement(s));
    }
  });
});
