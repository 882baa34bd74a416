import type { Lowering } from '../types';

// Placeholder until the c lowering lands: an empty program, so the pipeline stays whole.
export const lowerC: Lowering = {
  grammar: () => 'c',
  lower: () => ({ language: 'c', body: [], diagnostics: [] }),
};
