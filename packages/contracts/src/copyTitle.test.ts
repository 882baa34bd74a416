import { describe, expect, it } from 'vitest';
import { copyTitle, MAX_TITLE_LENGTH } from './flowcharts';

describe('copyTitle', () => {
  it('a copy is "Copy of X"; a copy of a copy is numbered, never "Copy of Copy of X"', () => {
    expect(copyTitle('Bubble sort')).toBe('Copy of Bubble sort');
    expect(copyTitle('Copy of Bubble sort')).toBe('Copy of Bubble sort (2)');
    expect(copyTitle('Copy of Bubble sort (2)')).toBe('Copy of Bubble sort (3)');
    expect(copyTitle('Copy of Bubble sort (9)')).toBe('Copy of Bubble sort (10)');
  });
  it('stays within the title limit, keeping the number', () => {
    const long = `Copy of ${'x'.repeat(MAX_TITLE_LENGTH)}`;
    const copy = copyTitle(long);
    expect(copy.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(copy.endsWith(' (2)')).toBe(true);
  });
});
