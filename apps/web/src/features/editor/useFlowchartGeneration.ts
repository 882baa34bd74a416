import { simpleFlowchart, type Diagnostic } from '@codeflow/engine';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { engineWorkerClient } from './EngineWorkerClient';
import { isTeamMember } from './fallbackRules';
import {
  generateForEditor,
  type EditorGeneration,
  type EditorInput,
  type GenerationDeps,
  type GenerationSource,
} from './generateForEditor';
import { createGenerationScheduler } from './generationScheduler';
import { generateOnServer } from './generateOnServer';

/** performance mark set when a generation starts (after the typing pause) */
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

export type FlowchartGeneration = GenerationState & {
  /** the chart from the last answer is on screen (measures the cost that sets the next pause) */
  noteDrawn: () => void;
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
 * Live generation for the editor: after a short typing pause (adaptive, see generationScheduler),
 * one generation at a time with only the newest text queued behind it, server first with the
 * browser engine as fallback, and the last good chart kept on screen. Call `noteDrawn` once the
 * chart is on screen: its generate-and-draw time sets the next typing pause.
 */
export function useFlowchartGeneration(
  input: EditorInput,
  options: { userRole?: string | null; enabled?: boolean } = {},
): FlowchartGeneration {
  const { userRole, enabled = true } = options;
  const [state, setState] = useState<GenerationState>(EMPTY);
  const deps = useRef(defaultDeps(userRole));
  deps.current = defaultDeps(userRole);

  const runner = useMemo(() => {
    /** start time of the running generation, then of the one whose chart is being drawn */
    let startedAt: number | null = null;
    let shownStartedAt: number | null = null;
    const scheduler = createGenerationScheduler(
      (next: EditorInput, signal: AbortSignal) => generateForEditor(next, deps.current, signal),
      {
        onStart: () => {
          // lets the editor benchmark split keystroke-to-chart time into the pause and the work
          performance.clearMarks(GENERATE_MARK);
          startedAt = performance.mark(GENERATE_MARK).startTime;
          shownStartedAt = null;
        },
        onResult: (result, _input, more) => {
          performance.clearMarks(GENERATED_MARK);
          performance.mark(GENERATED_MARK);
          shownStartedAt = startedAt;
          setState((prev) => ({
            chart: result.flowchart !== '' ? result : prev.chart,
            error:
              result.flowchart !== '' ? null : (result.error ?? 'Failed to generate flowchart'),
            diagnostics: result.diagnostics,
            source: result.source,
            pending: more,
          }));
        },
        // generateForEditor rejects only when aborted, and aborted runs never report
      },
    );
    const noteDrawn = () => {
      if (shownStartedAt === null) return;
      scheduler.noteCost(performance.now() - shownStartedAt);
      shownStartedAt = null;
    };
    return { scheduler, noteDrawn };
  }, []);

  const { code, language, compact } = input;
  // a layout effect: the typing pause starts as this render commits, not after the next paint
  useLayoutEffect(() => {
    if (!enabled) return;
    if (code.trim() === '') {
      runner.scheduler.cancel();
      setState(EMPTY);
      return;
    }
    setState((prev) => (prev.pending ? prev : { ...prev, pending: true }));
    runner.scheduler.schedule({ code, language, compact });
  }, [code, language, compact, enabled, runner]);

  useEffect(() => () => runner.scheduler.cancel(), [runner]);

  return useMemo(() => ({ ...state, noteDrawn: runner.noteDrawn }), [state, runner]);
}
