import { describe, expect, it } from 'vitest';
import { bucketsOf, bucketStart, isoDay } from './buckets';

const now = new Date('2026-03-04T23:30:00Z');

describe('time-series buckets (UTC)', () => {
  it('defaults to daily buckets from 30 days before today to today', () => {
    const range = bucketsOf('daily', undefined, undefined, now);
    expect(range.buckets).toHaveLength(31);
    expect(range.buckets[0]).toBe('2026-02-02');
    expect(range.buckets.at(-1)).toBe('2026-03-04');
    expect(range.from.toISOString()).toBe('2026-02-02T00:00:00.000Z');
    expect(range.until.toISOString()).toBe('2026-03-05T00:00:00.000Z');
  });

  it('starts weeks on Monday and months on the 1st, covering both ends', () => {
    expect(isoDay(bucketStart(new Date('2026-03-01T12:00:00Z'), 'weekly'))).toBe('2026-02-23');
    expect(isoDay(bucketStart(new Date('2026-03-02T00:00:00Z'), 'weekly'))).toBe('2026-03-02');
    const weeks = bucketsOf('weekly', '2026-01-01', '2026-01-31', now);
    expect(weeks.buckets).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
    ]);
    expect(weeks.until.toISOString()).toBe('2026-02-02T00:00:00.000Z');
    const months = bucketsOf('monthly', '2025-11-15', '2026-02-01', now);
    expect(months.buckets).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
    expect(months.until.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('gives one bucket for a one-day range and crosses leap days', () => {
    expect(bucketsOf('daily', '2024-02-28', '2024-03-01', now).buckets).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(bucketsOf('daily', '2026-01-01', '2026-01-01', now).buckets).toEqual(['2026-01-01']);
  });
});
