import { useRef, useState, type DragEvent } from 'react';
import { UPGRADE_FOR_COVERAGE } from '@codeflow/contracts';
import { UpgradeLink } from '../../../components/UpgradeLink';
import { Button } from '../../../components/ui/Button';
import type { CoverageOverlay } from './useCoverageOverlay';

const FORMATS =
  'LCOV (lcov.info), coverage.py JSON, JaCoCo XML or a Go cover profile (or drop the file here)';

/**
 * Beside the export buttons: Import coverage (a file picker, or drop the file on it), what the file
 * covers, the file to use when it covers several, Clear. Plans without coverage import see why
 * and where to upgrade (decision 042).
 */
export function CoverageBar({
  coverage,
  allowed,
}: {
  coverage: CoverageOverlay;
  allowed: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { loaded, result, readError, reading } = coverage;

  if (!allowed) {
    return (
      <div
        className="flex flex-wrap items-center gap-2 text-sm text-gray-600"
        data-testid="coverage-bar"
      >
        <span>{UPGRADE_FOR_COVERAGE}.</span>
        <UpgradeLink />
      </div>
    );
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void coverage.importFile(file);
  };

  return (
    <section
      aria-label="Test coverage"
      data-testid="coverage-bar"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      // the drop target is marked by an outline, which takes no room: the row lines up with the
      // export row above it (a border and its padding shifted it on a phone)
      className={`flex max-w-full min-w-0 flex-wrap items-center gap-2 rounded text-sm outline-2 outline-offset-2 ${
        over ? 'bg-blue-50 outline-blue-500 outline-dashed' : 'outline-transparent'
      }`}
    >
      <Button
        size="sm"
        busy={reading}
        onClick={() => input.current?.click()}
        title={FORMATS}
        className="min-h-9 lg:min-h-0"
      >
        Import coverage
      </Button>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label="Coverage file"
        accept=".info,.lcov,.json,.xml,.out,.txt,.cov,.coverprofile"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void coverage.importFile(file);
          e.target.value = '';
        }}
      />
      {loaded && result?.state === 'overlaid' && (
        <span
          className="min-w-0 text-gray-700 [overflow-wrap:anywhere]"
          data-testid="coverage-summary"
          role="status"
        >
          <span className="font-medium">{loaded.name}</span> ({result.path}): {result.summary}
        </span>
      )}
      {loaded && result?.state === 'choose' && (
        <label className="flex min-w-0 flex-wrap items-center gap-2 text-amber-800">
          {result.message}
          <select
            className="max-w-full min-w-0 rounded border border-gray-300 px-1 py-0.5 text-gray-900"
            defaultValue=""
            onChange={(e) => e.target.value && coverage.choose(e.target.value)}
          >
            <option value="" disabled>
              File in the report…
            </option>
            {result.files.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
      )}
      {loaded && result?.state === 'error' && !readError && (
        <span
          role="alert"
          className="min-w-0 text-red-700 [overflow-wrap:anywhere]"
          data-testid="coverage-error"
        >
          {loaded.name}: {result.message}
        </span>
      )}
      {readError && (
        <span role="alert" className="text-red-700" data-testid="coverage-error">
          {readError}
        </span>
      )}
      {loaded && (
        <Button size="sm" variant="link" onClick={coverage.clear} className="min-h-9 lg:min-h-0">
          Clear coverage
        </Button>
      )}
    </section>
  );
}
