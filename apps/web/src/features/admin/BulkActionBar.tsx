import { Button } from '../../components/ui/Button';

/** What the checked rows can have done to them together: disable, enable, export as CSV. */
export function BulkActionBar({
  count,
  exporting,
  onDisable,
  onEnable,
  onExport,
  onClear,
}: {
  count: number;
  exporting: boolean;
  onDisable: () => void;
  onEnable: () => void;
  onExport: () => void;
  onClear: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      data-testid="bulk-action-bar"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-2"
    >
      <p className="text-sm font-medium text-indigo-900" aria-live="polite">
        {count} {count === 1 ? 'user' : 'users'} selected
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="dangerOutline" onClick={onDisable}>
          Disable selected
        </Button>
        <Button size="sm" onClick={onEnable}>
          Enable selected
        </Button>
        <Button size="sm" onClick={onExport} busy={exporting}>
          Export selected (CSV)
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </div>
    </div>
  );
}
