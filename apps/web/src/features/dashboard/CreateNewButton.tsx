import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { UpgradeLink } from '../../components/UpgradeLink';

/** Create New → /editor; disabled at the plan's limit with the tooltip of docs/product.md#validation-rules. */
export function CreateNewButton({ blockedReason }: { blockedReason: string | null }) {
  const navigate = useNavigate();
  const reasonId = useId();
  return (
    // a disabled button gets no hover events in every browser: the wrapper carries the tooltip
    <span title={blockedReason ?? undefined} className="inline-flex">
      <Button
        variant="primary"
        disabled={blockedReason !== null}
        title={blockedReason ?? undefined}
        aria-describedby={blockedReason ? reasonId : undefined}
        // an empty state: a flowchart left open in the editor must not come back
        onClick={() => void navigate('/editor', { state: {} })}
      >
        Create New
      </Button>
      {blockedReason && (
        <span id={reasonId} hidden>
          {blockedReason}
        </span>
      )}
      {blockedReason && <UpgradeLink className="ml-2 self-center" />}
    </span>
  );
}
