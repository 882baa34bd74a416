/**
 * The views of a chart the editor offers (issue 23 item 3, decision 043): today's flowchart, an
 * overview of blocks sized by line count without code text (for long functions), pseudocode and
 * the Nassi–Shneiderman structogram. Which one a person last chose is kept per user.
 */
export const CHART_VIEWS = [
  { id: 'flowchart', label: 'Flowchart', hint: 'The flowchart with the code in its nodes' },
  { id: 'overview', label: 'Overview', hint: 'Blocks sized by their line count, without code' },
  { id: 'pseudocode', label: 'Pseudocode', hint: 'The same logic as structured pseudocode' },
  { id: 'structogram', label: 'Structogram', hint: 'A Nassi–Shneiderman structogram' },
] as const;

export type ChartViewId = (typeof CHART_VIEWS)[number]['id'];

export function isChartViewId(value: unknown): value is ChartViewId {
  return CHART_VIEWS.some((v) => v.id === value);
}

/** Pseudocode and the structogram are written from the IR, not drawn from the FlowGraph. */
export function isLogicView(view: ChartViewId): view is 'pseudocode' | 'structogram' {
  return view === 'pseudocode' || view === 'structogram';
}

/** The localStorage key of a user's view (`guest` before signing in). */
export function chartViewKey(userId: string | null | undefined): string {
  return `codeflow:chart-view:${userId ?? 'guest'}`;
}
