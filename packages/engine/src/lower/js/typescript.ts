import type { Lowering } from '../types';

// Placeholder until the typescript lowering lands: an empty program, so the pipeline stays whole.
export const lowerTypescript: Lowering = {
  grammar: () => 'typescript',
  lower: () => ({ language: 'typescript', body: [], diagnostics: [] }),
};
