import { DEFAULT_FLOWCHART_TITLE, type FlowchartListItem } from '@codeflow/contracts';
import { useId } from 'react';
import { languageBadgeClasses, languageName } from '../../components/ui/badgeClasses';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { UpgradeLink } from '../../components/UpgradeLink';
import { FlowchartThumbnail } from './FlowchartThumbnail';
import { relativeTime } from '../../lib/relativeTime';

export interface CardActions {
  onView: () => void;
  onEdit: () => void;
  onShare: () => void;
  onDelete: () => void;
  onDuplicate: () => void;
}

/** One saved flowchart on the dashboard (docs/product.md#dashboard). */
export function FlowchartCard({
  flowchart,
  editBlockedReason,
  shareable,
  duplicateBlockedReason = null,
  duplicating = false,
  now,
  actions,
}: {
  flowchart: FlowchartListItem;
  /** Why Edit is disabled (docs/product.md#validation-rules), or null. */
  editBlockedReason: string | null;
  shareable: boolean;
  /** Why Duplicate is disabled (the plan's limit, as a new save says it), or null. */
  duplicateBlockedReason?: string | null;
  duplicating?: boolean;
  now: number;
  actions: CardActions;
}) {
  const title = flowchart.title.trim() || DEFAULT_FLOWCHART_TITLE;
  const reasonId = useId();
  const titleId = useId();
  const duplicateReasonId = useId();

  return (
    <li
      aria-labelledby={titleId}
      data-testid="flowchart-card"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <FlowchartThumbnail id={flowchart.id} updatedAt={flowchart.updated_at} />
      <div className="flex items-start justify-between gap-2">
        {/* two lines at most; the whole title is the tooltip */}
        <h2
          id={titleId}
          title={title}
          className="line-clamp-2 min-w-0 font-semibold break-words text-gray-900"
        >
          {title}
        </h2>
        <Badge
          colors={languageBadgeClasses(flowchart.language)}
          className="shrink-0 ring-1"
          data-testid="language-badge"
        >
          {languageName(flowchart.language)}
        </Badge>
      </div>
      <p className="text-sm text-gray-500">
        Updated{' '}
        <time
          dateTime={flowchart.updated_at}
          title={new Date(flowchart.updated_at).toLocaleString()}
        >
          {relativeTime(flowchart.updated_at, now)}
        </time>
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" onClick={actions.onView}>
          View
        </Button>
        {/* a disabled button gets no hover events in every browser: the wrapper carries the tooltip */}
        <span title={editBlockedReason ?? undefined} className="inline-flex">
          <Button
            variant="secondary"
            disabled={editBlockedReason !== null}
            aria-describedby={editBlockedReason ? reasonId : undefined}
            title={editBlockedReason ?? undefined}
            onClick={actions.onEdit}
          >
            Edit
          </Button>
          {editBlockedReason && (
            <span id={reasonId} hidden>
              {editBlockedReason}
            </span>
          )}
        </span>
        {editBlockedReason && <UpgradeLink className="self-center" />}
        {shareable && (
          <Button variant="secondary" onClick={actions.onShare}>
            Share
          </Button>
        )}
        <span title={duplicateBlockedReason ?? undefined} className="inline-flex">
          <Button
            variant="secondary"
            disabled={duplicateBlockedReason !== null || duplicating}
            aria-describedby={duplicateBlockedReason ? duplicateReasonId : undefined}
            title={duplicateBlockedReason ?? undefined}
            onClick={actions.onDuplicate}
          >
            {duplicating ? 'Duplicating…' : 'Duplicate'}
          </Button>
          {duplicateBlockedReason && (
            <span id={duplicateReasonId} hidden>
              {duplicateBlockedReason}
            </span>
          )}
        </span>
        <Button variant="dangerOutline" onClick={actions.onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
