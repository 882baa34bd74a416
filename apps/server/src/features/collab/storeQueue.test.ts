import { describe, expect, it } from 'vitest';
import { createStoreQueue } from './storeQueue';

describe('createStoreQueue', () => {
  it('runs tasks one at a time, in order', async () => {
    const enqueue = createStoreQueue();
    const events: string[] = [];
    let running = 0;
    const task = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([enqueue(task('a')), enqueue(task('b')), enqueue(task('c'))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets timers and I/O callbacks run between two tasks', async () => {
    const enqueue = createStoreQueue();
    const events: string[] = [];
    // tasks that finish without ever leaving the microtask queue, like queries run in process
    const busy = (name: string) => async () => {
      await Promise.resolve();
      events.push(name);
    };
    setImmediate(() => events.push('socket'));
    await Promise.all([enqueue(busy('store 1')), enqueue(busy('store 2'))]);
    expect(events.indexOf('socket')).toBeLessThan(events.indexOf('store 2'));
  });

  it('goes on after a task fails, and gives the failure to its caller', async () => {
    const enqueue = createStoreQueue();
    const failed = enqueue(() => Promise.reject(new Error('disk full')));
    const next = enqueue(() => Promise.resolve('stored'));
    await expect(failed).rejects.toThrow('disk full');
    await expect(next).resolves.toBe('stored');
  });
});
