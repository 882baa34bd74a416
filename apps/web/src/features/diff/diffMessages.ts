import type { DiffStatus } from '@codeflow/engine';

/** The Compare view's words (docs/product.md#compare). */
export const DIFF_MESSAGES = {
  title: 'Compare',
  working: 'Comparing…',
  failed: 'The comparison could not be drawn. Try again, or reload the page.',
  noDifferences: 'No differences: both versions draw the same charts.',
  noCharts: 'Neither version has code to chart.',
  functions: 'Functions',
  chartLabel: 'Combined chart of both versions',
  codeLabel: 'Code of both versions',
  codeLoading: 'Loading the code diff…',
  exportFailed: 'The export failed. Try again.',
  legendHint: 'Select a node to select its lines in both versions.',
} as const;

export const STATUS_LABEL: Readonly<Record<DiffStatus, string>> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  unchanged: 'Unchanged',
};

/** Written out in full: Tailwind only generates classes it finds literally in the source. */
export const STATUS_BADGE: Readonly<Record<DiffStatus, string>> = {
  added: 'bg-green-100 text-green-800 ring-green-600/30',
  removed: 'bg-red-100 text-red-800 ring-red-600/30',
  changed: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  unchanged: 'bg-gray-100 text-gray-700 ring-gray-500/20',
};
