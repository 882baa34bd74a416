import type { KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { endMessage, RUN_MESSAGES } from './runMessages';
import { RUN_CSS } from './useRunMarks';
import { SPEEDS, useReplayOnChart, useReplayStep, type RunReplay } from './useRunReplay';

/**
 * What the replay controls show. Only ASCII, Geometric Shapes (U+25A0–25FF) and Dingbats
 * (U+2700–27BF), which the common system fonts have: the media symbols of Miscellaneous
 * Technical (⏮ ⏸, U+23xx) are missing from DejaVu and Liberation and showed as empty boxes.
 */
export const REPLAY_SYMBOLS = {
  restart: '|◀',
  back: '◀',
  play: '▶',
  pause: '❚❚',
  forward: '▶|',
} as const;

/** A replay control: a symbol on screen, its name (and tooltip) for everyone else. */
function ReplayButton({
  label,
  symbol,
  onClick,
  disabled,
}: {
  label: string;
  symbol: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button size="sm" onClick={onClick} disabled={disabled} aria-label={label} title={label}>
      <span aria-hidden="true" className="inline-block min-w-4 text-center">
        {symbol}
      </span>
    </Button>
  );
}

/**
 * Run / Stop above the code, and once there is a recording the replay controls beside it:
 * Restart, Step back, Play or Pause with its speed, Step forward and the "Step" slider. Keys in
 * the bar: ← →, Space, Home, End.
 */
export function RunBar({ run }: { run: RunReplay }) {
  // the one component that follows the step: it re-renders per step, the workspace does not
  const step = useReplayStep(run);
  useReplayOnChart(run, step);
  const busy = run.status === 'loading' || run.status === 'running';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!run.replaying || event.target instanceof HTMLInputElement) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: run.back,
      ArrowRight: run.forward,
      ' ': run.togglePlay,
      Home: run.restart,
      End: () => run.goTo(run.total - 1),
    };
    const action = actions[event.key];
    if (!action || event.target instanceof HTMLSelectElement) return;
    event.preventDefault();
    action();
  };
  const end = run.rec?.end;
  return (
    <div
      role="toolbar"
      aria-label="Run and replay"
      className="cf-run-panel flex min-w-0 flex-1 flex-wrap items-center gap-1.5"
      onKeyDown={onKeyDown}
      data-testid="run-bar"
    >
      <style>{RUN_CSS}</style>
      {busy ? (
        <Button variant="danger" size="sm" onClick={run.stop}>
          Stop
        </Button>
      ) : (
        <Button
          variant="primary"
          size="sm"
          onClick={run.run}
          onFocus={run.warmUp}
          onPointerEnter={run.warmUp}
          title="Run the program in your browser"
        >
          Run
        </Button>
      )}
      {run.replaying && (
        <>
          <ReplayButton label="Restart" symbol={REPLAY_SYMBOLS.restart} onClick={run.restart} />
          <ReplayButton
            label="Step back"
            symbol={REPLAY_SYMBOLS.back}
            onClick={run.back}
            disabled={step === 0}
          />
          <ReplayButton
            label={run.playing ? 'Pause' : 'Play'}
            symbol={run.playing ? REPLAY_SYMBOLS.pause : REPLAY_SYMBOLS.play}
            onClick={run.togglePlay}
          />
          <ReplayButton
            label="Step forward"
            symbol={REPLAY_SYMBOLS.forward}
            onClick={run.forward}
            disabled={step >= run.total - 1}
          />
          <label className="flex items-center text-xs text-gray-600">
            <span className="sr-only">Speed</span>
            <select
              className="rounded border border-gray-300 bg-white px-1 py-0.5 text-xs"
              value={run.speed}
              title="Speed"
              onChange={(e) => run.setSpeed(Number(e.target.value))}
            >
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {s}/s
                </option>
              ))}
            </select>
          </label>
          <input
            type="range"
            aria-label="Step"
            className="min-w-24 flex-1"
            min={0}
            max={Math.max(run.total - 1, 0)}
            value={step}
            onChange={(e) => run.goTo(Number(e.target.value))}
          />
        </>
      )}
      <span className="text-xs text-gray-700 tabular-nums" data-testid="run-step">
        {run.total > 0 ? `Step ${step + 1} of ${run.total.toLocaleString('en-US')}` : 'No run yet'}
      </span>
      <p
        role="status"
        className={`min-w-0 text-xs ${end?.kind === 'exception' || end?.kind === 'limit' ? 'text-red-700' : 'text-gray-600'}`}
        data-testid="run-status"
      >
        {run.status === 'loading' && RUN_MESSAGES.loadingPython}
        {run.status === 'running' && RUN_MESSAGES.running}
        {run.status === 'done' && end && !run.stale && endMessage(end, run.limits)}
        {run.status === 'done' && run.stale && RUN_MESSAGES.codeChanged}
      </p>
      {run.confirming && (
        <ConfirmDialog
          title={RUN_MESSAGES.askFirst}
          confirmLabel="Run it"
          tone="primary"
          onConfirm={run.confirmRun}
          onCancel={run.cancelConfirm}
          testId="confirm-run"
          size="sm"
        >
          {RUN_MESSAGES.askFirstBody}
        </ConfirmDialog>
      )}
    </div>
  );
}
