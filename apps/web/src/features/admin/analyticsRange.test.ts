import { expect, it } from 'vitest';
import { bucketLabel, defaultAnalyticsRange } from './analyticsRange';

it('defaults to 30 days back to today, in UTC', () => {
  expect(defaultAnalyticsRange(Date.parse('2026-03-01T23:30:00Z'))).toEqual({
    start: '2026-01-30',
    end: '2026-03-01',
  });
});

it('labels day, week and month buckets', () => {
  expect(bucketLabel('2026-11-23', 'daily')).toBe('Nov 23');
  expect(bucketLabel('2026-11-16', 'weekly')).toBe('Wk Nov 16');
  expect(bucketLabel('2026-11-01', 'monthly')).toBe('Nov 2026');
});
