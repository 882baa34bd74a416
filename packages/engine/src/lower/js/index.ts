import type { Lowering } from '../types';

// Placeholder until the javascript lowering lands: an empty program, so the pipeline stays whole.
export const lowerJavascript: Lowering = {
  grammar: () => 'javascript',
  lower: () => ({ language: 'javascript', body: [], diagnostics: [] }),
};
