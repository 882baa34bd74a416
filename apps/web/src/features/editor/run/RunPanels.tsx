import { memo, useMemo } from 'react';
import { outputAt, stackAt, type StackFrame } from './recording';
import { useReplayStep, type RunReplay } from './useRunReplay';
import { ValueView } from './ValueView';

const PANEL = 'flex min-h-0 min-w-0 flex-col gap-1 rounded border border-gray-300 bg-white p-2';
const HEADING = 'text-sm font-semibold text-gray-800';

/**
 * Under the code and the chart: the Program input (what `input()` / `prompt()` read, a line
 * each), the Output so far, and the Variables of each call on the stack, innermost first.
 */
export function RunPanels({ run }: { run: RunReplay }) {
  const step = useReplayStep(run);
  const { rec, replaying, status, last } = run;
  const stack = useMemo(() => (rec && replaying ? stackAt(rec, step) : []), [rec, replaying, step]);
  const output = useOutput(run, status === 'done' ? step : last);
  const error = rec?.end?.kind === 'exception' ? rec.end.error : null;
  const atEnd = step >= run.total - 1;
  return (
    <div className="cf-run-panel grid grid-cols-1 gap-3 lg:grid-cols-3" data-testid="run-panels">
      <section aria-labelledby="run-input-heading" role="region" className={PANEL}>
        <h2 id="run-input-heading" className={HEADING}>
          <label htmlFor="run-input">Program input</label>
        </h2>
        <textarea
          id="run-input"
          className="h-40 lg:h-24 w-full resize-y rounded border border-gray-300 p-1 font-mono text-xs"
          placeholder="One line for each input() / prompt()"
          value={run.stdin}
          onChange={(e) => run.setStdin(e.target.value)}
          spellCheck={false}
        />
      </section>
      <section aria-labelledby="run-output-heading" role="region" className={PANEL}>
        <h2 id="run-output-heading" className={HEADING}>
          Output
        </h2>
        <pre
          className="h-40 lg:h-24 overflow-auto rounded border border-slate-200 bg-slate-50 p-1 font-mono text-xs whitespace-pre-wrap text-slate-900"
          data-testid="run-output"
        >
          {output.length === 0 && (
            <span className="text-slate-500">
              {run.total > 0 ? 'Nothing printed yet' : 'Press Run'}
            </span>
          )}
          {output.map((part, i) => (
            <span key={i} className={part.stream === 'err' ? 'text-red-700' : undefined}>
              {part.text}
            </span>
          ))}
          {error && atEnd && (
            <span className="text-red-700" data-testid="run-traceback">
              {error.traceback}
            </span>
          )}
        </pre>
      </section>
      <section aria-labelledby="run-variables-heading" role="region" className={PANEL}>
        <h2 id="run-variables-heading" className={HEADING}>
          Variables
        </h2>
        <div className="h-40 lg:h-24 overflow-auto" data-testid="run-variables">
          {stack.length === 0 && (
            <p className="text-xs text-gray-500">Run the program, then step through it.</p>
          )}
          <ol aria-label="Call stack">
            {stack.map((frame, i) => (
              <FrameView key={frame.frame.id} frame={frame} outer={i > 0} />
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}

/**
 * One call on the stack. Memoised on the frame's locals object (the same object while they do
 * not change), so a step re-renders only the frames whose variables or line moved.
 */
const FrameView = memo(
  function FrameView({ frame, outer }: { frame: StackFrame; outer: boolean }) {
    const names = Object.entries(frame.variables);
    const title = frame.frame.name === '<module>' ? 'Program' : `${frame.frame.name}()`;
    return (
      <li className={outer ? 'mt-1 opacity-75' : ''}>
        <p className="text-xs font-semibold text-gray-700">
          {title} <span className="font-normal text-gray-500">line {frame.line}</span>
        </p>
        {names.length === 0 ? (
          <p className="ml-2 text-xs text-gray-500">no variables</p>
        ) : (
          <ul className="ml-2">
            {names.map(([name, value]) => (
              <ValueView key={name} name={name} value={value} />
            ))}
          </ul>
        )}
      </li>
    );
  },
  (a, b) =>
    a.outer === b.outer &&
    a.frame.frame === b.frame.frame &&
    a.frame.line === b.frame.line &&
    a.frame.variables === b.frame.variables,
);

/** The output up to `step`, the same array while no new output was written by then. */
function useOutput(run: RunReplay, step: number) {
  const { rec } = run;
  const written = rec ? outputCountAt(rec.output, step, rec.end !== null && step >= run.last) : 0;
  return useMemo(() => (rec ? outputAt(rec, step) : []), [rec, written]); // eslint-disable-line react-hooks/exhaustive-deps -- `written` stands for `step`
}

function outputCountAt(output: readonly [number, unknown, unknown][], step: number, all: boolean) {
  if (all) return output.length;
  let lo = 0;
  let hi = output.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((output[mid]?.[0] ?? 0) <= step) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
