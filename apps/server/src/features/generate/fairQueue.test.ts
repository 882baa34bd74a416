import { describe, expect, it } from 'vitest';
import { FairQueue } from './fairQueue';

const item = (owner: string, name: string) => ({ owner, name });
const names = (items: ({ name: string } | undefined)[]) => items.map((i) => i?.name);

describe('FairQueue', () => {
  it('keeps one owner in order and takes owners in turn', () => {
    const q = new FairQueue<ReturnType<typeof item>>();
    for (const n of ['a1', 'a2', 'a3']) q.push(item('a', n));
    q.push(item('b', 'b1'));
    q.push(item('c', 'c1'));
    q.push(item('b', 'b2'));
    expect(q.size).toBe(6);
    expect(names([q.take(), q.take(), q.take(), q.take(), q.take(), q.take()])).toEqual([
      'a1',
      'b1',
      'c1',
      'a2',
      'b2',
      'a3',
    ]);
    expect(q.take()).toBeUndefined();
    expect(q.size).toBe(0);
  });

  it('takes the first accepted item anywhere, or only at the next head', () => {
    const q = new FairQueue<ReturnType<typeof item>>();
    q.push(item('a', 'big'));
    q.push(item('a', 'small'));
    expect(q.take((i) => i.name === 'small', true)).toBeUndefined();
    expect(q.take((i) => i.name === 'small')?.name).toBe('small');
    expect(q.size).toBe(1);
  });

  it('puts taken-back items at the head, and removes one', () => {
    const q = new FairQueue<ReturnType<typeof item>>();
    q.push(item('a', 'a2'));
    q.push(item('b', 'b1'));
    const back = [item('b', 'b0'), item('a', 'a1')];
    q.unshiftAll(back);
    expect(q.remove(back[1] as ReturnType<typeof item>)).toBe(true);
    expect(q.remove(back[1] as ReturnType<typeof item>)).toBe(false);
    expect(names(q.drain())).toEqual(['b0', 'b1', 'a2']);
    expect(q.size).toBe(0);
  });
});
