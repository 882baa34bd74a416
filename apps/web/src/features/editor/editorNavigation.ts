/** What /editor reads from React Router's navigation state (docs/product.md#editor). */
export type EditorNavigationState = {
  flowchartId?: string;
  readOnly?: boolean;
  /** set by New: a fresh blank editor even when one is open already */
  fresh?: number;
};

export function readEditorNavigationState(state: unknown): EditorNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  return {
    flowchartId:
      typeof s.flowchartId === 'string' && s.flowchartId !== '' ? s.flowchartId : undefined,
    readOnly: s.readOnly === true,
    fresh: typeof s.fresh === 'number' ? s.fresh : undefined,
  };
}
