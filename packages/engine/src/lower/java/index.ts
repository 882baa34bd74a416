import type { Lowering } from '../types';

// Placeholder until the java lowering lands: an empty program, so the pipeline stays whole.
export const lowerJava: Lowering = {
  grammar: () => 'java',
  lower: () => ({ language: 'java', body: [], diagnostics: [] }),
};
