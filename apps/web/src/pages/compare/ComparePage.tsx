import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { PastedCompare } from '../../features/diff/PastedCompare';
import { VersionCompare, type VersionSide } from '../../features/diff/VersionCompare';

function parseSide(value: string | null, fallback: VersionSide): VersionSide {
  if (value === 'current') return 'current';
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * /compare (docs/product.md#compare): two versions of a saved flowchart
 * (`?flowchart=<id>&from=<version>&to=<version|current>`), or two pieces of code pasted or dropped.
 */
export function ComparePage() {
  const [params, setParams] = useSearchParams();
  const flowchartId = params.get('flowchart');
  const from = parseSide(params.get('from'), 1);
  const to = parseSide(params.get('to'), 'current');

  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-1 flex-col gap-4 px-4 py-4">
      <PageTitle title="Compare" />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold text-gray-900">Compare</h1>
        {flowchartId && (
          <Link
            to="/editor"
            state={{ flowchartId }}
            className="text-sm font-medium text-indigo-700 hover:underline"
          >
            Back to the editor
          </Link>
        )}
      </div>
      {flowchartId ? (
        <VersionCompare
          flowchartId={flowchartId}
          from={from}
          to={to}
          onChange={(f, t) =>
            setParams({ flowchart: flowchartId, from: String(f), to: String(t) }, { replace: true })
          }
        />
      ) : (
        <PastedCompare />
      )}
    </div>
  );
}
