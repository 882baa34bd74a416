import { describe, expect, it } from 'vitest';
import { commonSubsequence } from './sequence';

const lcsLength = (a: string[], b: string[]): number => {
  const t = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      t[i]![j] = a[i] === b[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
  return t[0]![0]!;
};

describe('commonSubsequence', () => {
  it('pairs equal keys in order, and as many as a longest common subsequence has', () => {
    const a = 'abcabba'.split('');
    const b = 'cbabac'.split('');
    const pairs = commonSubsequence(a, b);
    expect(pairs).toHaveLength(lcsLength(a, b));
    for (const [i, j] of pairs) expect(a[i]).toBe(b[j]);
    for (let k = 1; k < pairs.length; k++) {
      expect(pairs[k]![0]).toBeGreaterThan(pairs[k - 1]![0]);
      expect(pairs[k]![1]).toBeGreaterThan(pairs[k - 1]![1]);
    }
  });

  it('agrees with the quadratic LCS on random sequences', () => {
    let seed = 7;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let run = 0; run < 200; run++) {
      const a = Array.from({ length: rand(30) }, () => String(rand(4)));
      const b = Array.from({ length: rand(30) }, () => String(rand(4)));
      const pairs = commonSubsequence(a, b);
      expect(pairs).toHaveLength(lcsLength(a, b));
      for (const [i, j] of pairs) expect(a[i]).toBe(b[j]);
    }
  });

  it('handles empty sides and identical sequences', () => {
    expect(commonSubsequence([], ['a'])).toEqual([]);
    expect(commonSubsequence(['a', 'b'], ['a', 'b'])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });
});
