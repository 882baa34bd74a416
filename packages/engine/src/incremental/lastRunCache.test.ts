import { describe, expect, it } from 'vitest';
import { LastRunCache } from './lastRunCache';

describe('LastRunCache', () => {
  it('keeps what a run used or made for the next run only', () => {
    const cache = new LastRunCache<number>();
    cache.begin();
    cache.keep('a', 1);
    cache.keep('b', 2);
    // this run's entries are found at once
    expect(cache.get('a')).toBe(1);
    cache.end();
    cache.begin();
    expect(cache.get('b')).toBe(2);
    cache.keep('a', 1);
    cache.end();
    // 'b' was not used by the last run: forgotten
    cache.begin();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    cache.dropLast();
    expect(cache.get('a')).toBeUndefined();
    cache.keep('c', 3);
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
  });
});
