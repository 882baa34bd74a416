import { codeWindowMessage } from '@codeflow/contracts';
import { UpgradeLink } from '../../components/UpgradeLink';
import { GENERATION_MESSAGES } from './generationMessages';
import type { FlowchartGeneration } from './useFlowchartGeneration';

/** Where the chart came from, when that is worth a note (not the server's usual answer). */
function sourceNote(source: FlowchartGeneration['source']): string | null {
  if (source === 'local-fallback') return GENERATION_MESSAGES.localNote;
  if (source === 'local') return 'Generated in your browser';
  return null;
}

/** The notes and errors above the chart: where it came from, a cut window, a failed generation or drawing. */
export function GenerationNotes({
  generation,
  renderError,
}: {
  generation: FlowchartGeneration;
  renderError: string | null;
}) {
  const note = sourceNote(generation.source);
  return (
    <>
      {note && (
        <p className="text-sm text-amber-800" data-testid="local-note">
          {note}
        </p>
      )}
      {generation.window && generation.maxLines !== null && (
        <p className="text-sm text-amber-800" data-testid="code-window-note">
          {codeWindowMessage(generation.window, generation.maxLines)} <UpgradeLink />
        </p>
      )}
      {generation.error && (
        <p role="alert" className="text-sm text-red-600" data-testid="generation-error">
          {generation.error}
        </p>
      )}
      {renderError && (
        <p role="alert" className="text-sm text-red-600">
          The chart could not be drawn: {renderError}
        </p>
      )}
    </>
  );
}

/** "Updating…" while the chart is redrawn: over the chart's corner, so nothing around it moves. */
export function UpdatingNote({ pending }: { pending: boolean }) {
  return (
    <span
      className="pointer-events-none absolute bottom-1 left-2 z-10 text-xs text-gray-500"
      aria-live="polite"
      data-testid="generation-state"
    >
      {pending ? 'Updating…' : ''}
    </span>
  );
}
