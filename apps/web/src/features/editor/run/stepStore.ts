import { useSyncExternalStore } from 'react';

/**
 * The replay's step, outside React state (decision 041 "Update"): a step move re-renders only
 * what subscribes to it (the run bar, the panels, the chart marks), never the editor workspace.
 */
export type StepStore = {
  get: () => number;
  set: (step: number) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStepStore(): StepStore {
  let step = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => step,
    set: (next) => {
      if (next === step) return;
      step = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The step of `store`, re-rendering the caller when it moves. */
export function useStep(store: StepStore): number {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
