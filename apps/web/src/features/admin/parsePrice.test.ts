import { expect, it } from 'vitest';
import { commerceMessages } from '@codeflow/contracts';
import { parsePrice, priceProblem } from './parsePrice';

it('reads prices, with or without a dollar sign, as typed', () => {
  expect(parsePrice('12.5')).toBe(12.5);
  // never rounded into another price (issue 22, item 21): priceProblem refuses it
  expect(parsePrice(' $9.999 ')).toBe(9.999);
  expect(parsePrice('0')).toBe(0);
  expect(parsePrice('.5')).toBe(0.5);
});

it('refuses negatives, words, blanks and absurd amounts', () => {
  for (const text of ['-1', 'abc', '', '1e3', '12,50', '1000000'])
    expect(parsePrice(text)).toBeNull();
});

it('says why a price would be refused: more than two decimals, or under $1.00 but not 0', () => {
  expect(priceProblem(9.999)).toBe(commerceMessages.priceDecimals);
  expect(priceProblem(0.004)).toBe(commerceMessages.priceDecimals);
  expect(priceProblem(0.5)).toBe(commerceMessages.priceBelowMinimum);
  for (const fine of [0, 1, 9.99, 12.34]) expect(priceProblem(fine)).toBeNull();
});
