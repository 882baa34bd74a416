import { codeWindow, type CodeWindow } from '@codeflow/contracts';
import { simpleFlowchart, type Diagnostic } from '@codeflow/engine';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { engineWorkerClient } from './EngineWorkerClient';
import { isTeamMember } from './fallbackRules';
import {
  generateForEditor,
  generatesAtOnce,
  type EditorGeneration,
  type EditorInput,
  type GenerationDeps,
  type GenerationSource,
} from './generateForEditor';
import { createGenerationScheduler } from './generationScheduler';
import { generateFlowchart } from '../../api/generate';
import { GENERATION_MESSAGES } from './generationMessages';

/** performance mark set when a generation starts (part way through the typing pause) */
export const GENERATE_MARK = 'codeflow:generate';
/** performance mark set when its answer arrives */
export const GENERATED_MARK = 'codeflow:generated';
/** performance mark set when the answer is handed to drawing (the typing pause is over) */
export const DRAW_MARK = 'codeflow:draw';

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
  /** the file is over the plan's line limit: only this window of it is drawn (decision 037) */
  window: CodeWindow | null;
  /** the plan's line limit the window was cut for */
  maxLines: number | null;
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
      generateFlowchart(
        { code: input.code, language: input.language, is_compact: input.compact },
        signal,
      ),
    local: (input) => {
      if (input.language === 'other') {
        // the per-line chart of docs/product.md#constants-and-limits: no grammar to load, so no worker round trip
        const simple = simpleFlowchart(input.code);
        return Promise.resolve({ ...simple, graph: null, diagnostics: [] });
      }
      return engineWorkerClient().generate(input);
    },
    localOnly: () => isTeamMember(userRole),
  };
}

/**
 * Live generation for the editor: drawn after a short typing pause (adaptive, see
 * generationScheduler), one generation at a time with only the newest text queued behind it,
 * server first with the browser engine as fallback, and the last good chart kept on screen. Call
 * `noteDrawn` once the chart is on screen: its drawing time sets the next typing pause.
 */
export function useFlowchartGeneration(
  input: EditorInput,
  options: {
    userRole?: string | null;
    enabled?: boolean;
    /** when the input last changed (performance.now()): the typing pause counts from there */
    changedAt?: () => number | undefined;
    /**
     * the plan's max_code_lines (unknown while the features load): a longer file is drawn as its
     * codeWindow, on the server and in the browser alike, instead of being refused
     */
    maxLines?: number | null;
  } = {},
): FlowchartGeneration {
  const { userRole, enabled = true } = options;
  const maxLines = options.maxLines ?? null;
  const changedAt = useRef(options.changedAt);
  changedAt.current = options.changedAt;
  const [state, setState] = useState<GenerationState>(EMPTY);
  const deps = useRef(defaultDeps(userRole));
  deps.current = defaultDeps(userRole);

  const runner = useMemo(() => {
    /** when the chart being drawn was handed over (null: drawn, or not from a generation) */
    let reportedAt: number | null = null;
    const finish = (next: GenerationState) => {
      performance.clearMarks(DRAW_MARK);
      reportedAt = performance.mark(DRAW_MARK).startTime;
      setState((prev) => ({ ...next, chart: next.chart ?? prev.chart }));
    };
    const scheduler = createGenerationScheduler(
      (next: EditorInput, signal: AbortSignal) => generateForEditor(next, deps.current, signal),
      {
        onStart: () => {
          // lets the editor benchmark split keystroke-to-chart time into its stages
          performance.clearMarks(GENERATE_MARK);
          performance.mark(GENERATE_MARK);
          reportedAt = null;
        },
        onSettled: () => {
          performance.clearMarks(GENERATED_MARK);
          performance.mark(GENERATED_MARK);
        },
        onResult: (result) =>
          finish({
            chart: result.flowchart !== '' ? result : null,
            error:
              result.flowchart !== '' ? null : (result.error ?? 'Failed to generate flowchart'),
            diagnostics: result.diagnostics,
            source: result.source,
            pending: false,
          }),
        // generateForEditor rejects only when aborted, and aborted runs never report
        onError: () =>
          finish({
            chart: null,
            error: GENERATION_MESSAGES.failed,
            diagnostics: [],
            source: null,
            pending: false,
          }),
      },
      undefined,
      generatesAtOnce,
    );
    const noteDrawn = () => {
      if (reportedAt === null) return;
      scheduler.noteDrawCost(performance.now() - reportedAt);
      reportedAt = null;
    };
    return { scheduler, noteDrawn };
  }, []);

  const { code, language, compact } = input;
  const excerpt = useMemo(
    () => (maxLines === null ? null : codeWindow(code, maxLines)),
    [code, maxLines],
  );
  // a layout effect: the typing pause starts as this render commits, not after the next paint
  useLayoutEffect(() => {
    if (!enabled) return;
    if (code.trim() === '') {
      runner.scheduler.cancel();
      setState(EMPTY);
      return;
    }
    setState((prev) => (prev.pending ? prev : { ...prev, pending: true }));
    runner.scheduler.schedule(
      { code: excerpt?.code ?? code, language, compact },
      changedAt.current?.(),
    );
  }, [code, excerpt, language, compact, enabled, runner]);

  useEffect(() => () => runner.scheduler.cancel(), [runner]);

  return useMemo(
    () => ({ ...state, window: excerpt, maxLines, noteDrawn: runner.noteDrawn }),
    [state, excerpt, maxLines, runner],
  );
}
