import { expect, it, vi } from 'vitest';
import { onceByKey } from './onceByKey';

it('runs the function once per key and shares the result', async () => {
  const fn = vi.fn((key: string) => Promise.resolve(`done ${key}`));
  const once = onceByKey(fn);
  const first = once('a');
  const second = once('a');
  expect(second).toBe(first);
  await expect(first).resolves.toBe('done a');
  await expect(once('b')).resolves.toBe('done b');
  expect(fn.mock.calls).toEqual([['a'], ['b']]);
});

it('shares a failure too (a used token is not retried by a remount)', async () => {
  const fn = vi.fn(() => Promise.reject(new Error('expired')));
  const once = onceByKey(fn);
  await expect(once('t')).rejects.toThrow('expired');
  await expect(once('t')).rejects.toThrow('expired');
  expect(fn).toHaveBeenCalledTimes(1);
});
