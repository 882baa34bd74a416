import { describe, expect, it } from 'vitest';
import { daysLeftBadge } from './daysLeft';

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const pro = (expiry: string | null) => ({
  role: 'user',
  subscription_tier: 'pro',
  subscription_expiry_date: expiry,
});

describe('daysLeftBadge', () => {
  it('rounds the remaining time up to whole days', () => {
    expect(daysLeftBadge(pro(iso(NOW + 10 * DAY)), NOW)).toEqual({
      text: '10 days left',
      urgent: false,
      days: 10,
    });
    expect(daysLeftBadge(pro(iso(NOW + 9 * DAY + HOUR)), NOW)?.days).toBe(10);
    expect(daysLeftBadge(pro(iso(NOW + HOUR)), NOW)).toEqual({
      text: '1 day left',
      urgent: true,
      days: 1,
    });
  });

  it('red under 7 days, not at 7', () => {
    expect(daysLeftBadge(pro(iso(NOW + 7 * DAY)), NOW)?.urgent).toBe(false);
    expect(daysLeftBadge(pro(iso(NOW + 6 * DAY)), NOW)?.urgent).toBe(true);
  });

  it('0 or less → Subscription Expired', () => {
    expect(daysLeftBadge(pro(iso(NOW)), NOW)).toEqual({
      text: 'Subscription Expired',
      urgent: true,
      days: 0,
    });
    expect(daysLeftBadge(pro(iso(NOW - 3 * DAY)), NOW)?.text).toBe('Subscription Expired');
  });

  it('hidden for the free and admin tiers and without an expiry date', () => {
    expect(daysLeftBadge({ ...pro(iso(NOW + DAY)), subscription_tier: 'free' }, NOW)).toBeNull();
    expect(
      daysLeftBadge({ ...pro(iso(NOW + DAY)), role: 'admin', subscription_tier: 'admin' }, NOW),
    ).toBeNull();
    expect(daysLeftBadge(pro(null), NOW)).toBeNull();
    expect(daysLeftBadge(pro('not a date'), NOW)).toBeNull();
  });

  it('shown to an admin testing as a paid tier with an expiry (Set own expiry)', () => {
    expect(daysLeftBadge({ ...pro(iso(NOW + 3 * DAY)), role: 'admin' }, NOW)).toEqual({
      text: '3 days left',
      urgent: true,
      days: 3,
    });
  });
});
