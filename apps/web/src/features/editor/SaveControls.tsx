import { UpgradeLink } from '../../components/UpgradeLink';
import { Button } from '../../components/ui/Button';
import type { SaveRules } from './saveRules';
import { SAVE_SHORTCUT } from './saveShortcutLabel';
import type { SaveStatus } from './useSaveFlowchart';

/**
 * The Save button, why it cannot save (before any click, with an upgrade link or "Keep changes
 * as a copy" where they help) and the outcome of the last save, announced politely.
 */
export function SaveControls({
  readOnly,
  status,
  rules,
  dirty,
  onSave,
  onSaveAsCopy,
}: {
  readOnly: boolean;
  status: SaveStatus;
  rules: SaveRules;
  /** there are unsaved changes */
  dirty: boolean;
  onSave: () => void;
  onSaveAsCopy: () => void;
}) {
  return (
    <>
      {!readOnly && (
        // a disabled button gets no hover events in every browser: the wrapper carries the tooltip
        <span title={rules.saveReason ?? undefined} className="inline-flex">
          <Button
            variant="primary"
            onClick={onSave}
            disabled={status.state === 'saving' || !rules.canSave}
            title={rules.saveReason ?? `Save (${SAVE_SHORTCUT})`}
            aria-describedby={rules.saveReason ? 'save-blocked-reason' : undefined}
            aria-keyshortcuts="Control+S Meta+S"
          >
            {status.state === 'saving' ? 'Saving…' : 'Save'}
          </Button>
        </span>
      )}
      {!readOnly && rules.saveReason && (
        <span
          className={
            rules.upgradeHelps
              ? 'flex flex-wrap items-center gap-2 text-sm text-gray-700'
              : 'sr-only'
          }
          data-testid="save-blocked"
        >
          <span id="save-blocked-reason">{rules.saveReason}</span>
          {rules.upgradeHelps && <UpgradeLink />}
          {rules.offerCopy && rules.canCopy && dirty && (
            <Button size="sm" onClick={onSaveAsCopy}>
              Keep changes as a copy
            </Button>
          )}
        </span>
      )}
      <span role="status" aria-live="polite" className="text-sm" data-testid="save-status">
        {status.state === 'saved' && <span className="text-green-700">Saved</span>}
        {status.state === 'error' && <span className="text-red-600">{status.message}</span>}
        {status.state === 'idle' && dirty && <span className="text-gray-500">Unsaved changes</span>}
      </span>
    </>
  );
}
