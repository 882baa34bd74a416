import { flowchartLimitMessage, UPGRADE_TO_EDIT, type Tier } from '@codeflow/contracts';

export type SaveContext = {
  /** the open document is a saved flowchart (Save updates it) rather than a new one */
  saved: boolean;
  /** the plan's can_edit; undefined while the plan is loading */
  canEdit: boolean | undefined;
  tier: Tier | undefined;
  /** flowcharts ever created (the lifetime count) */
  used: number;
  /** the plan's lifetime limit: null unlimited, undefined while loading */
  limit: number | null | undefined;
  codeEmpty: boolean;
};

export type SaveRules = {
  /** Save is possible; otherwise `saveReason` says why, before any click */
  canSave: boolean;
  saveReason: string | null;
  /** the reason is a plan's limit, so an upgrade link belongs beside it */
  upgradeHelps: boolean;
  /** Save as copy is offered (for a saved flowchart) */
  offerCopy: boolean;
  canCopy: boolean;
  copyReason: string | null;
};

export const EMPTY_CODE_REASON = 'Type or paste some code to save it';

/** The plan's "limit reached" message, word for word what the server answers to a new save. */
export function limitReason(
  tier: Tier | undefined,
  used: number,
  limit: number | null | undefined,
): string | null {
  if (typeof limit !== 'number' || used < limit) return null;
  return flowchartLimitMessage(tier ?? 'free', limit);
}

/**
 * What Save and Save as copy may do (docs/product.md#validation-rules, #roles-and-plans): updating
 * a saved flowchart needs can_edit; a new flowchart (or a copy) needs a free slot of the plan's
 * lifetime limit. The reason is shown beside the disabled button, never after a failed click.
 * While the plan is loading nothing is refused here: the server still decides.
 */
export function saveRules(c: SaveContext): SaveRules {
  const slotReason = limitReason(c.tier, c.used, c.limit);
  let saveReason: string | null = null;
  let upgradeHelps = false;
  if (c.codeEmpty) saveReason = EMPTY_CODE_REASON;
  else if (c.saved && c.canEdit === false) {
    saveReason = UPGRADE_TO_EDIT;
    upgradeHelps = true;
  } else if (!c.saved && slotReason) {
    saveReason = slotReason;
    upgradeHelps = true;
  }
  const copyReason = c.codeEmpty ? EMPTY_CODE_REASON : slotReason;
  return {
    canSave: saveReason === null,
    saveReason,
    upgradeHelps,
    offerCopy: c.saved,
    canCopy: copyReason === null,
    copyReason,
  };
}

/** Ctrl+S, or ⌘S on a Mac: the editor's Save (never the browser's "save page"). */
export function isSaveShortcut(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 's';
}
