import { expect, it } from 'vitest';
import { auditSummary } from './auditSummary';

it('reads a from/to change as an arrow, other fields as key: value', () => {
  expect(auditSummary({ from: 'free', to: 'pro' })).toBe('free → pro');
  expect(auditSummary({ from: 9.99, to: 12, plan_id: 'pro' })).toBe('9.99 → 12, plan id: pro');
  expect(auditSummary({ user_ids: ['a', 'b'], updated: 2 })).toBe('user ids: 2 items, updated: 2');
  expect(auditSummary({})).toBe('');
});
