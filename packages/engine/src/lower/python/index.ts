import type { Lowering } from '../types';

// Placeholder until the python lowering lands: an empty program, so the pipeline stays whole.
export const lowerPython: Lowering = {
  grammar: () => 'python',
  lower: () => ({ language: 'python', body: [], diagnostics: [] }),
};
