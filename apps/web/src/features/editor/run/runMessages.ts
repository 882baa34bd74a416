import type { RunEnd, RunLimits } from './runProtocol';

/** What the Run bar says about a run's end (docs/product.md#run-and-replay). */
export function endMessage(end: RunEnd, limits: RunLimits): string {
  switch (end.kind) {
    case 'done':
      return 'The program finished.';
    case 'stopped':
      return 'Stopped. The steps recorded so far can be replayed.';
    case 'limit':
      return end.limit === 'steps'
        ? `Stopped after ${limits.maxSteps.toLocaleString('en-US')} steps (the step limit). Is there an endless loop?`
        : `Stopped after ${limits.maxMs / 1000} s of running (the time limit). Is there an endless loop?`;
    case 'exception':
      return end.error.line === null
        ? end.error.message
        : `${end.error.message} (line ${end.error.line})`;
  }
}

export const RUN_MESSAGES = {
  loadingPython: 'Loading Python (first run only)…',
  running: 'Running…',
  codeChanged: 'The code changed since this run: run it again to replay it.',
  askFirst: 'Run code from a shared link?',
  askFirstBody:
    'This flowchart was shared by someone else. Its code runs in your browser only (no network, limited to 10 s), but read it before you run it.',
} as const;
