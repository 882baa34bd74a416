import { describe, expect, it } from 'vitest';
import { sortNewestFirst } from './sortNewestFirst';

describe('sortNewestFirst', () => {
  it('orders by updated_at, newest first, keeping ties in their order, bad dates last', () => {
    const items = [
      { id: 'old', updated_at: '2025-01-01T00:00:00Z' },
      { id: 'bad', updated_at: 'garbage' },
      { id: 'new', updated_at: '2026-03-01T10:00:00.500Z' },
      { id: 'tie1', updated_at: '2025-06-01T00:00:00Z' },
      { id: 'tie2', updated_at: '2025-06-01T00:00:00.000Z' },
      { id: 'newer-ms', updated_at: '2026-03-01T10:00:00.900Z' },
    ];
    expect(sortNewestFirst(items).map((i) => i.id)).toEqual([
      'newer-ms',
      'new',
      'tie1',
      'tie2',
      'old',
      'bad',
    ]);
  });

  it('does not change its argument', () => {
    const items = [{ updated_at: '2020-01-01T00:00:00Z' }, { updated_at: '2021-01-01T00:00:00Z' }];
    sortNewestFirst(items);
    expect(items[0]?.updated_at).toBe('2020-01-01T00:00:00Z');
  });
});
