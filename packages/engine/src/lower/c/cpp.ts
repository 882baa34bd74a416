import type { Lowering } from '../types';

// Placeholder until the cpp lowering lands: an empty program, so the pipeline stays whole.
export const lowerCpp: Lowering = {
  grammar: () => 'cpp',
  lower: () => ({ language: 'cpp', body: [], diagnostics: [] }),
};
