import type { RunReplay } from './useRunReplay';
import { ValueView } from './ValueView';

const PANEL = 'flex min-h-0 min-w-0 flex-col gap-1 rounded border border-gray-300 bg-white p-2';
const HEADING = 'text-sm font-semibold text-gray-800';

/**
 * Under the code and the chart: the Program input (what `input()` / `prompt()` read, a line
 * each), the Output so far, and the Variables of each call on the stack, innermost first.
 */
export function RunPanels({ run }: { run: RunReplay }) {
  const error = run.rec?.end?.kind === 'exception' ? run.rec.end.error : null;
  const atEnd = run.step >= run.total - 1;
  return (
    <div className="cf-run-panel grid grid-cols-1 gap-3 lg:grid-cols-3" data-testid="run-panels">
      <section aria-labelledby="run-input-heading" role="region" className={PANEL}>
        <h2 id="run-input-heading" className={HEADING}>
          <label htmlFor="run-input">Program input</label>
        </h2>
        <textarea
          id="run-input"
          className="h-28 w-full resize-y rounded border border-gray-300 p-1 font-mono text-xs"
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
          className="h-28 overflow-auto rounded border border-slate-200 bg-slate-50 p-1 font-mono text-xs whitespace-pre-wrap text-slate-900"
          data-testid="run-output"
        >
          {run.output.length === 0 && (
            <span className="text-slate-500">
              {run.total > 0 ? 'Nothing printed yet' : 'Press Run'}
            </span>
          )}
          {run.output.map((part, i) => (
            <span key={i} className={part.stream === 'err' ? 'text-red-700' : undefined}>
              {part.text}
            </span>
          ))}
          {error && atEnd && (
            <span className="text-red-300" data-testid="run-traceback">
              {error.traceback}
            </span>
          )}
        </pre>
      </section>
      <section aria-labelledby="run-variables-heading" role="region" className={PANEL}>
        <h2 id="run-variables-heading" className={HEADING}>
          Variables
        </h2>
        <div className="h-28 overflow-auto" data-testid="run-variables">
          {run.stack.length === 0 && (
            <p className="text-xs text-gray-500">Run the program, then step through it.</p>
          )}
          <ol aria-label="Call stack">
            {run.stack.map((frame, i) => {
              const names = Object.entries(frame.variables);
              const title = frame.frame.name === '<module>' ? 'Program' : `${frame.frame.name}()`;
              return (
                <li key={frame.frame.id} className={i === 0 ? '' : 'mt-1 opacity-75'}>
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
            })}
          </ol>
        </div>
      </section>
    </div>
  );
}
