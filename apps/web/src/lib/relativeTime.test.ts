import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * S, 'just now'],
    [-5 * M, 'just now'], // server clock ahead of the browser
    [M, '1 minute ago'],
    [2 * M, '2 minutes ago'],
    [H - 1, '59 minutes ago'],
    [H, '1 hour ago'],
    [23 * H + 59 * M, '23 hours ago'],
    [D, '1 day ago'],
    [29 * D, '29 days ago'],
    [30 * D, '1 month ago'],
    [364 * D, '12 months ago'],
    [365 * D, '1 year ago'],
    [3 * 365 * D, '3 years ago'],
  ])('%i ms ago is "%s"', (ms, text) => {
    expect(relativeTime(ago(ms), NOW)).toBe(text);
  });

  it('does not crash on a malformed date', () => {
    expect(relativeTime('not a date', NOW)).toBe('a while ago');
  });
});
