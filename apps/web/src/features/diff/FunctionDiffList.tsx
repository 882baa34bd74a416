import type { ChartDiff } from '@codeflow/engine';
import { DIFF_MESSAGES as M, STATUS_BADGE, STATUS_LABEL } from './diffMessages';

function counts(c: ChartDiff): string {
  const parts: string[] = [];
  if (c.nodes.added) parts.push(`+${c.nodes.added}`);
  if (c.nodes.removed) parts.push(`−${c.nodes.removed}`);
  if (c.nodes.changed) parts.push(`~${c.nodes.changed}`);
  return parts.join(' ');
}

function countsLabel(c: ChartDiff): string {
  return `${c.nodes.added} nodes added, ${c.nodes.removed} removed, ${c.nodes.changed} changed; ${c.edges.added} edges added, ${c.edges.removed} removed`;
}

/** The file's functions with their status and node counts; choosing one draws its diff. */
export function FunctionDiffList({
  charts,
  selected,
  onSelect,
}: {
  charts: readonly ChartDiff[];
  selected: string | null;
  onSelect: (name: string) => void;
}) {
  return (
    <nav aria-label={M.functions} className="min-w-0">
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">
        {M.functions}
      </h2>
      <ul className="max-h-72 divide-y divide-gray-100 overflow-y-auto rounded border border-gray-200 bg-white md:max-h-[32rem]">
        {charts.map((c) => (
          <li key={`${c.status}:${c.oldName ?? ''}:${c.name}`}>
            <button
              type="button"
              aria-current={c.name === selected}
              aria-label={`${c.name}: ${STATUS_LABEL[c.status]}, ${countsLabel(c)}`}
              data-status={c.status}
              onClick={() => onSelect(c.name)}
              className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none aria-[current=true]:bg-indigo-50"
            >
              <span className="min-w-0 truncate font-mono text-gray-900">
                {c.name}
                {c.oldName && c.oldName !== c.name && (
                  <span className="text-gray-500"> (was {c.oldName})</span>
                )}
              </span>
              <span className="flex shrink-0 items-center gap-1">
                <span className="font-mono text-xs text-gray-600">{counts(c)}</span>
                <span
                  className={`rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_BADGE[c.status]}`}
                >
                  {STATUS_LABEL[c.status]}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
