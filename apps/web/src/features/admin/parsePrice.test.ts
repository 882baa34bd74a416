import { expect, it } from 'vitest';
import { parsePrice } from './parsePrice';

it('reads prices, with or without a dollar sign, rounded to cents', () => {
  expect(parsePrice('12.5')).toBe(12.5);
  expect(parsePrice(' $9.999 ')).toBe(10);
  expect(parsePrice('0')).toBe(0);
  expect(parsePrice('.5')).toBe(0.5);
});

it('refuses negatives, words, blanks and absurd amounts', () => {
  for (const text of ['-1', 'abc', '', '1e3', '12,50', '1000000'])
    expect(parsePrice(text)).toBeNull();
});
