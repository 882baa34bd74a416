import type { BillingDeps } from './billingDeps';
import { sendExpiryReminders } from './reminders';
import { applyScheduledChanges } from './scheduledChanges';

export type ReminderJob = {
  /** stops the timer and waits for a run in progress */
  stop: () => Promise<void>;
};

/**
 * Runs `applyScheduledChanges` and `sendExpiryReminders` every `intervalMs` (0: never), never two runs at once in this
 * process. Several instances may run it side by side: each send is claimed by a unique row first.
 */
export function startReminderJob(deps: BillingDeps, intervalMs: number): ReminderJob {
  if (intervalMs <= 0) return { stop: () => Promise.resolve() };
  let running: Promise<void> | undefined;
  const run = (): void => {
    if (running) return;
    // due plan changes first: the reminders then speak of the plan the user now has
    running = applyScheduledChanges(deps)
      .then(() => sendExpiryReminders(deps))
      .then(
        (result) => {
          if (result.failed > 0) deps.log?.warn(result, 'some expiry reminders failed');
        },
        (error: unknown) => deps.log?.error({ err: error }, 'expiry reminder job failed'),
      )
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, intervalMs);
  // the job must not keep a process alive that is otherwise done
  timer.unref();
  // the first run soon after start, not a whole interval later
  const first = setTimeout(run, Math.min(intervalMs, 5_000));
  first.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
