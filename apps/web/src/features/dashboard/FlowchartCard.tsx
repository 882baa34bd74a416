import { DEFAULT_FLOWCHART_TITLE, type FlowchartListItem } from '@codeflow/contracts';
import { useId } from 'react';
import { languageBadgeClasses, languageName } from './badgeClasses';
import { secondaryButton } from './buttonClasses';
import { relativeTime } from './relativeTime';

export interface CardActions {
  onView: () => void;
  onEdit: () => void;
  onShare: () => void;
  onDelete: () => void;
}

/** One saved flowchart on the dashboard (SPEC.md §2). */
export function FlowchartCard({
  flowchart,
  editBlockedReason,
  shareable,
  now,
  actions,
}: {
  flowchart: FlowchartListItem;
  /** Why Edit is disabled (SPEC.md §5), or null. */
  editBlockedReason: string | null;
  shareable: boolean;
  now: number;
  actions: CardActions;
}) {
  const title = flowchart.title.trim() || DEFAULT_FLOWCHART_TITLE;
  const reasonId = useId();
  const titleId = useId();

  return (
    <li
      aria-labelledby={titleId}
      data-testid="flowchart-card"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 font-semibold break-words text-gray-900">
          {title}
        </h2>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${languageBadgeClasses(flowchart.language)}`}
          data-testid="language-badge"
        >
          {languageName(flowchart.language)}
        </span>
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
        <button type="button" className={secondaryButton} onClick={actions.onView}>
          View
        </button>
        {/* a disabled button gets no hover events in every browser: the wrapper carries the tooltip */}
        <span title={editBlockedReason ?? undefined} className="inline-flex">
          <button
            type="button"
            className={secondaryButton}
            disabled={editBlockedReason !== null}
            aria-describedby={editBlockedReason ? reasonId : undefined}
            title={editBlockedReason ?? undefined}
            onClick={actions.onEdit}
          >
            Edit
          </button>
          {editBlockedReason && (
            <span id={reasonId} hidden>
              {editBlockedReason}
            </span>
          )}
        </span>
        {shareable && (
          <button type="button" className={secondaryButton} onClick={actions.onShare}>
            Share
          </button>
        )}
        <button
          type="button"
          className={`${secondaryButton} text-red-700 hover:bg-red-50`}
          onClick={actions.onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
