import { expect, it } from 'vitest';
import { daysLeftCell } from './daysLeftCell';

it('shows a count as Nd, red under 7 days', () => {
  expect(daysLeftCell(30)).toEqual({ text: '30d', tone: 'normal' });
  expect(daysLeftCell(7)).toEqual({ text: '7d', tone: 'normal' });
  expect(daysLeftCell(6)).toEqual({ text: '6d', tone: 'urgent' });
  expect(daysLeftCell(0)).toEqual({ text: '0d', tone: 'urgent' });
});

it('shows a negative count as Expired and null as -', () => {
  expect(daysLeftCell(-1)).toEqual({ text: 'Expired', tone: 'expired' });
  expect(daysLeftCell(null)).toEqual({ text: '-', tone: 'none' });
});
