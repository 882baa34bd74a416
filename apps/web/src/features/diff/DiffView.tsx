import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { DiffExportButtons } from './DiffExportButtons';
import { DIFF_MESSAGES as M } from './diffMessages';
import { diffLinesOf, diffNodeAt, type DiffLines } from './diffSelection';
import { FunctionDiffList } from './FunctionDiffList';
import { useChartDiff, type DiffInput } from './useChartDiff';

const CodeMergePane = lazy(() => import('./CodeMergePane'));

export type DiffViewProps = DiffInput & {
  /** the two sides' names ("Version 1", "Current") */
  oldLabel: string;
  newLabel: string;
  /** the export files' title */
  title: string;
};

/**
 * The Compare view (issue 26 item 2, decision 030): the functions with their status, the
 * combined chart of both versions (added green, removed red and ghosted, changed amber, in one
 * stable layout) and the code of both versions side by side; a node selects its lines in both.
 */
export function DiffView({ oldCode, newCode, language, oldLabel, newLabel, title }: DiffViewProps) {
  const [chart, setChart] = useState<string | null>(null);
  const diff = useChartDiff({ oldCode, newCode, language }, chart);
  const chartHost = useRef<HTMLDivElement>(null);
  const [lines, setLines] = useState<DiffLines | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  // another pair of versions: open on its first changed chart again
  useEffect(() => {
    setChart(null);
    setLines(null);
  }, [oldCode, newCode, language]);

  const pick = (target: EventTarget | null) => {
    const node = diffNodeAt(target);
    if (!node) return;
    chartHost.current
      ?.querySelectorAll('[aria-pressed="true"]')
      .forEach((n) => n.removeAttribute('aria-pressed'));
    node.setAttribute('aria-pressed', 'true');
    setSelected(node.getAttribute('data-node-id'));
    setLines(diffLinesOf(node));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    if (!diffNodeAt(event.target)) return;
    event.preventDefault();
    pick(event.target);
  };

  if (diff.isPending)
    return (
      <p role="status" className="py-8 text-center text-gray-600">
        {M.working}
      </p>
    );
  if (diff.isError || diff.data.diff.error)
    return (
      <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-red-800">
        {diff.data?.diff.error ?? M.failed}
      </p>
    );
  const { diff: result, chart: drawn, svg } = diff.data;
  const totals = result.nodes;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-3">
        <p className="text-sm text-gray-700" data-testid="diff-summary">
          {result.status === 'unchanged'
            ? M.noDifferences
            : `${totals.added} added, ${totals.removed} removed, ${totals.changed} changed nodes`}
        </p>
        {result.charts.length > 0 ? (
          <FunctionDiffList
            charts={result.charts}
            selected={drawn}
            onSelect={(name) => {
              setSelected(null);
              setLines(null);
              setChart(name);
            }}
          />
        ) : (
          <p className="text-sm text-gray-600">{M.noCharts}</p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        {svg && (
          <section aria-label={M.chartLabel} className="rounded border border-gray-200 bg-white">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-3 py-2">
              <h2 className="font-mono text-sm font-medium text-gray-900">{drawn}</h2>
              <DiffExportButtons chartHost={chartHost} title={`${title} – ${drawn ?? 'diff'}`} />
            </div>
            <p className="sr-only" aria-live="polite">
              {selected ? `Selected ${selected}` : M.legendHint}
            </p>
            {/* the engine's own SVG: every label is escaped by writeSvg */}
            <div
              ref={chartHost}
              data-testid="diff-chart"
              aria-busy={diff.isFetching}
              onClick={(event: MouseEvent<HTMLDivElement>) => pick(event.target)}
              onKeyDown={onKey}
              className="max-h-[36rem] overflow-auto p-2 [&_g.cf-node]:cursor-pointer [&_g[aria-pressed=true]_path]:stroke-[3] [&_g[aria-pressed=true]_polygon]:stroke-[3] [&_g[aria-pressed=true]_rect]:stroke-[3] [&_svg]:max-w-none"
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          </section>
        )}
        <section
          aria-label={M.codeLabel}
          className="overflow-hidden rounded border border-gray-200 bg-white"
        >
          <Suspense
            fallback={
              <p role="status" className="p-3 text-sm text-gray-600">
                {M.codeLoading}
              </p>
            }
          >
            <CodeMergePane
              selection={lines}
              oldCode={oldCode}
              newCode={newCode}
              language={language}
              oldLabel={oldLabel}
              newLabel={newLabel}
            />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
