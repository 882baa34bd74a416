import type { FlowchartLanguage } from '@codeflow/contracts';
import type { FlowGraph } from '@codeflow/engine';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { DrawnChart } from '../../../components/flowchart/drawnChart';
import type { CodeEditorHandle } from '../CodeEditor';
import type { ChartSelection } from '../useChartSelection';
import { appendChunk, emptyRecording, type Recording } from './recording';
import { prefetchPyodide } from './prefetchPyodide';
import { isRunLanguage, RUN_LIMITS, type RunLimits } from './runProtocol';
import { RunSession } from './runSession';
import { createStepStore, useStep } from './stepStore';
import { countsAt, nextStepOfNode, traceOnChart } from './traceNodes';
import { useRunMarks, type ChartMarks } from './useRunMarks';

export type RunStatus = 'idle' | 'loading' | 'running' | 'done';

export const SPEEDS = [1, 2, 5, 10, 25] as const;

export type RunReplay = ReturnType<typeof useRunReplay>;

/**
 * Run and replay (docs/product.md#run-and-replay): starts and stops runs, keeps the recording,
 * and replays it: the step, playback, and at each step the chart marks, the code line, the call
 * stack with its variables and the output so far.
 */
export function useRunReplay({
  doc: { language, code },
  graph,
  drawn,
  editorRef,
  selection,
  askFirst,
}: {
  doc: { language: FlowchartLanguage; code: string };
  graph: FlowGraph | null;
  drawn: DrawnChart | null;
  editorRef: RefObject<CodeEditorHandle | null>;
  selection: ChartSelection;
  /** someone else's shared flowchart: Run asks first */
  askFirst: boolean;
}) {
  const session = useRef<RunSession | null>(null);
  const [rec, setRec] = useState<Recording | null>(null);
  const [ranCode, setRanCode] = useState<string | null>(null);
  const [status, setStatus] = useState<RunStatus>('idle');
  // the step lives outside React state: a step move must not re-render the workspace
  const [steps] = useState(createStepStore);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(5);
  const [stdin, setStdin] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState(!askFirst);
  const limits: RunLimits = RUN_LIMITS;

  useEffect(() => () => session.current?.dispose(), []);

  const start = useCallback(() => {
    if (!isRunLanguage(language)) return;
    session.current ??= new RunSession();
    // bench/run reads these: Pyodide's load and the recording's time
    performance.mark('codeflow-run:start');
    let current = emptyRecording();
    setRec(current);
    setRanCode(code);
    steps.set(0);
    setPlaying(false);
    setStatus(language === 'python' ? 'loading' : 'running');
    session.current.start(
      { language, code, stdin, limits },
      {
        onReady: (loadMs) => {
          performance.mark('codeflow-run:ready');
          current = { ...current, loadMs };
          setRec(current);
          setStatus('running');
        },
        onChunk: (chunk) => {
          current = appendChunk(current, chunk);
          setRec(current);
        },
        onEnd: (end) => {
          performance.mark('codeflow-run:end');
          current = { ...current, end };
          setRec(current);
          setStatus('done');
          // the replay opens on the end: all the output, every hit, an exception where raised
          steps.set(Math.max(current.lines.length - 1, 0));
        },
      },
    );
  }, [language, code, stdin, limits, steps]);

  // Python: the first edit fetches Pyodide's files (not at page load for everyone)
  const openedCode = useRef(code);
  useEffect(() => {
    if (language === 'python' && code !== openedCode.current) prefetchPyodide();
  }, [language, code]);

  /** Python: Pyodide starts loading when the user shows they may run (focus or pointer on Run). */
  const warmUp = useCallback(() => {
    // someone else's code: nothing starts before the user says yes
    if (language !== 'python' || !confirmed) return;
    session.current ??= new RunSession();
    session.current.warmUpPython();
  }, [language, confirmed]);

  const run = useCallback(() => {
    if (!confirmed) setConfirming(true);
    else start();
  }, [confirmed, start]);
  const confirmRun = useCallback(() => {
    setConfirmed(true);
    setConfirming(false);
    start();
  }, [start]);
  const stop = useCallback(() => session.current?.stop(), []);

  const total = rec?.lines.length ?? 0;
  const last = Math.max(total - 1, 0);
  const stale = ranCode !== null && ranCode !== code;
  const replaying = rec !== null && total > 0 && !stale && status === 'done';

  const trace = useMemo(
    () => (graph && rec && replaying ? traceOnChart(graph, rec) : null),
    [graph, rec, replaying],
  );
  const raisedStep = rec?.end?.kind === 'exception' && total > 0 ? last : null;

  const goTo = useCallback(
    (to: number) => steps.set(Math.max(0, Math.min(to, last))),
    [steps, last],
  );

  return {
    available: isRunLanguage(language),
    status,
    rec,
    stale,
    replaying,
    /** the step store: read it with useReplayStep */
    steps,
    total,
    last,
    trace,
    raisedStep,
    drawn,
    editorRef,
    showChart: selection.show,
    playing,
    setPlaying,
    speed,
    stdin,
    limits,
    confirming,
    setStdin,
    setSpeed,
    run,
    warmUp,
    confirmRun,
    cancelConfirm: () => setConfirming(false),
    stop,
    goTo,
    back: () => goTo(steps.get() - 1),
    forward: () => goTo(steps.get() + 1),
    restart: () => {
      setPlaying(false);
      goTo(0);
    },
    togglePlay: () => {
      if (!playing && steps.get() >= last) goTo(0);
      setPlaying((p) => !p);
    },
  };
}

/** The replay's step (within the recording), re-rendering the caller when it moves. */
export function useReplayStep(run: RunReplay): number {
  return Math.min(useStep(run.steps), run.last);
}

/**
 * What a step shows outside the panels: the chart marks (attributes on the drawn SVG), the chart
 * of the step's call, the code line; and playback. Called by the one component that follows the
 * step (RunBar), so only the marks' nodes and the editor's line decoration change per step.
 */
export function useReplayOnChart(run: RunReplay, at: number): void {
  const { trace, raisedStep, replaying, rec } = run;
  const marks = useMemo<ChartMarks | null>(() => {
    if (!trace) return null;
    const counts = countsAt(trace, at);
    return {
      nodes: counts.nodes,
      edges: counts.edges,
      current: trace.nodeOfStep[at] ?? null,
      raised: raisedStep !== null && at === raisedStep ? (trace.nodeOfStep[at] ?? null) : null,
    };
  }, [trace, at, raisedStep]);
  useRunMarks(run.drawn, marks, (node, backwards) => {
    if (!trace) return;
    const to = nextStepOfNode(trace, node, at, backwards);
    if (to !== null) run.goTo(to);
  });

  // the chart of the step's call opens, and the code shows its line
  const { showChart, editorRef } = run;
  const chart = trace?.chartOfStep[at] ?? null;
  const line = replaying ? (rec?.lines[at] ?? null) : null;
  useEffect(() => {
    if (chart) showChart(chart);
  }, [chart, showChart]);
  useEffect(() => {
    editorRef.current?.showRunLine(line);
  }, [line, editorRef]);
  useEffect(() => () => editorRef.current?.showRunLine(null), [editorRef]);

  usePlayback(run.playing, run.setPlaying, at, run.last, run.speed, run.goTo);
}

/** Play: one step every 1/speed s until the last step. */
function usePlayback(
  playing: boolean,
  setPlaying: (playing: boolean) => void,
  at: number,
  last: number,
  speed: number,
  goTo: (step: number) => void,
): void {
  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    const timer = window.setTimeout(() => goTo(at + 1), 1000 / speed);
    return () => window.clearTimeout(timer);
  }, [playing, at, last, speed, setPlaying, goTo]);
}
