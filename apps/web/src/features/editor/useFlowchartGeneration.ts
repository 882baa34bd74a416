import { simpleFlowchart, type Diagnostic } from '@codeflow/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { debounce } from './debounce';
import { engineWorkerClient } from './EngineWorkerClient';
import { isTeamMember } from './fallbackRules';
import {
  generateForEditor,
  type EditorGeneration,
  type EditorInput,
  type GenerationDeps,
  type GenerationSource,
} from './generateForEditor';
import { generateOnServer } from './generateOnServer';
import { latestOnly } from './latestOnly';

/** ~300 ms after the last keystroke the chart is redrawn. */
export const GENERATE_DEBOUNCE_MS = 300;

/** performance mark set when a debounced generation starts */
export const GENERATE_MARK = 'codeflow:generate';
/** performance mark set when its answer arrives (the rest is drawing) */
export const GENERATED_MARK = 'codeflow:generated';

export type GenerationState = {
  /** the last chart that drew (kept while a newer one is computed or failed) */
  chart: EditorGeneration | null;
  /** the newest attempt's error, if it failed */
  error: string | null;
  diagnostics: Diagnostic[];
  source: GenerationSource | null;
  pending: boolean;
};

const EMPTY: GenerationState = {
  chart: null,
  error: null,
  diagnostics: [],
  source: null,
  pending: false,
};

function defaultDeps(userRole: string | null | undefined): GenerationDeps {
  return {
    server: (input, signal) =>
      generateOnServer(
        { code: input.code, language: input.language, is_compact: input.compact },
        signal,
      ),
    local: (input) => {
      if (input.language === 'other') {
        // SPEC.md §9's per-line chart: no grammar to load, so no worker round trip
        const simple = simpleFlowchart(input.code);
        return Promise.resolve({ ...simple, graph: null, diagnostics: [] });
      }
      return engineWorkerClient().generate(input);
    },
    localOnly: () => isTeamMember(userRole),
  };
}

/**
 * Live generation for the editor: debounced, newest-wins (older answers are dropped), server first
 * with the browser engine as fallback, and the last good chart kept on screen.
 */
export function useFlowchartGeneration(
  input: EditorInput,
  options: { userRole?: string | null; enabled?: boolean } = {},
): GenerationState {
  const { userRole, enabled = true } = options;
  const [state, setState] = useState<GenerationState>(EMPTY);
  const deps = useRef(defaultDeps(userRole));
  deps.current = defaultDeps(userRole);

  const runner = useMemo(() => {
    const run = latestOnly((next: EditorInput, signal: AbortSignal) =>
      generateForEditor(next, deps.current, signal),
    );
    const start = (next: EditorInput) => {
      // lets the editor benchmark split keystroke-to-chart time into debounce and work
      performance.clearMarks(GENERATE_MARK);
      performance.mark(GENERATE_MARK);
      run(next)
        .then((outcome) => {
          if (outcome.stale) return;
          performance.clearMarks(GENERATED_MARK);
          performance.mark(GENERATED_MARK);
          const result = outcome.value;
          setState((prev) => ({
            chart: result.flowchart !== '' ? result : prev.chart,
            error:
              result.flowchart !== '' ? null : (result.error ?? 'Failed to generate flowchart'),
            diagnostics: result.diagnostics,
            source: result.source,
            pending: false,
          }));
        })
        .catch(() => {
          // only an aborted (superseded) call rejects; the newer call reports
        });
    };
    return { start: debounce(start, GENERATE_DEBOUNCE_MS), cancel: run.cancel };
  }, []);

  const { code, language, compact } = input;
  useEffect(() => {
    if (!enabled) return;
    if (code.trim() === '') {
      runner.start.cancel();
      runner.cancel();
      setState(EMPTY);
      return;
    }
    setState((prev) => (prev.pending ? prev : { ...prev, pending: true }));
    runner.start({ code, language, compact });
  }, [code, language, compact, enabled, runner]);

  useEffect(
    () => () => {
      runner.start.cancel();
      runner.cancel();
    },
    [runner],
  );

  return state;
}
