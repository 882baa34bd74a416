/** docs/product.md#messages generation texts, and the editor's note for the local path. */
export const GENERATION_MESSAGES = {
  failed: 'Failed to generate flowchart',
  clientFailed: 'Failed to generate flowchart on client side.',
  localNote: 'Generating locally (server unavailable)',
} as const;
