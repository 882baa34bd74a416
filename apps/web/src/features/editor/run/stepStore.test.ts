import { expect, it } from 'vitest';
import { createStepStore } from './stepStore';

it('tells its subscribers when the step moves, and only then', () => {
  const store = createStepStore();
  const seen: number[] = [];
  const unsubscribe = store.subscribe(() => seen.push(store.get()));
  store.set(3);
  store.set(3);
  store.set(4);
  unsubscribe();
  store.set(5);
  expect(seen).toEqual([3, 4]);
  expect(store.get()).toBe(5);
});
