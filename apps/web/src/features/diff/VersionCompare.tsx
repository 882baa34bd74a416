import type { VersionListItem } from '@codeflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { getFlowchart } from '../../api/flowcharts';
import { getVersion, listVersions } from '../../api/versions';
import { relativeTime } from '../../lib/relativeTime';
import { DiffView } from './DiffView';
import { DIFF_MESSAGES as M } from './diffMessages';

/** A side of the comparison: a kept version's number, or the flowchart as saved now. */
export type VersionSide = number | 'current';

const sideLabel = (side: VersionSide) => (side === 'current' ? 'Current' : `Version ${side}`);

function useSide(flowchartId: string, side: VersionSide) {
  return useQuery({
    queryKey: ['compare-side', flowchartId, side],
    queryFn: async ({ signal }) => {
      const source =
        side === 'current'
          ? await getFlowchart(flowchartId, signal)
          : await getVersion(flowchartId, side, signal);
      return { code: source.code, language: source.language, title: source.title };
    },
    retry: false,
  });
}

function SidePicker({
  label,
  value,
  versions,
  onChange,
}: {
  label: string;
  value: VersionSide;
  versions: readonly VersionListItem[];
  onChange: (side: VersionSide) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-gray-700">
      {label}
      <select
        id={id}
        value={String(value)}
        onChange={(e) =>
          onChange(e.target.value === 'current' ? 'current' : Number(e.target.value))
        }
        className="rounded border border-gray-300 bg-white px-2 py-1 text-sm"
      >
        <option value="current">Current</option>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            Version {v.version} · {relativeTime(v.created_at)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Two versions of a saved flowchart compared (the History panel's Compare). */
export function VersionCompare({
  flowchartId,
  from,
  to,
  onChange,
}: {
  flowchartId: string;
  from: VersionSide;
  to: VersionSide;
  onChange: (from: VersionSide, to: VersionSide) => void;
}) {
  const list = useQuery({
    queryKey: ['flowchart-versions', flowchartId],
    queryFn: ({ signal }) => listVersions(flowchartId, { limit: 100 }, signal),
  });
  const before = useSide(flowchartId, from);
  const after = useSide(flowchartId, to);
  const failed = list.error ?? before.error ?? after.error;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <SidePicker
          label="From"
          value={from}
          versions={list.data?.items ?? []}
          onChange={(side) => onChange(side, to)}
        />
        <SidePicker
          label="To"
          value={to}
          versions={list.data?.items ?? []}
          onChange={(side) => onChange(from, side)}
        />
      </div>
      {failed ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-red-800">
          {failed.message || M.failed}
        </p>
      ) : before.data && after.data ? (
        <DiffView
          oldCode={before.data.code}
          newCode={after.data.code}
          language={after.data.language}
          oldLabel={sideLabel(from)}
          newLabel={sideLabel(to)}
          title={after.data.title}
        />
      ) : (
        <p role="status" className="py-8 text-center text-gray-600">
          {M.working}
        </p>
      )}
    </div>
  );
}
