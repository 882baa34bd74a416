import type { Diagnostic } from '@codeflow/engine';
import { Button } from '../../components/ui/Button';

/** Syntax errors under the chart; each line number moves the editor cursor there. */
export function DiagnosticsList({
  diagnostics,
  onGoToLine,
}: {
  diagnostics: Diagnostic[];
  onGoToLine: (line: number) => void;
}) {
  if (diagnostics.length === 0) return null;
  return (
    <section
      aria-label="Syntax errors"
      className="rounded border border-amber-300 bg-amber-50 p-2 text-sm"
    >
      <h3 className="mb-1 font-medium text-amber-900">
        {diagnostics.length === 1 ? '1 syntax error' : `${diagnostics.length} syntax errors`} (the
        chart shows what could be read)
      </h3>
      <ul className="max-h-32 space-y-0.5 overflow-auto" data-testid="diagnostics">
        {diagnostics.map((d) => (
          <li key={`${d.line}:${d.message}`} className="flex gap-2">
            <Button
              variant="link"
              className="shrink-0 font-mono underline"
              onClick={() => onGoToLine(d.line)}
              aria-label={`Go to line ${d.line}`}
            >
              Line {d.line}
            </Button>
            <span className="text-amber-900">{d.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
