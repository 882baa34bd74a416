import { BackgroundSender } from '../../email/backgroundSender';
import type { Mailer } from '../../email/mailer';

type Logger = { error: (obj: object, message: string) => void };

/**
 * The auth feature's email sender, which can also run work after the answer: a call whose
 * timing must not depend on whether an account exists (forgot-password) answers first and
 * looks the account up, issues the token and sends the email afterwards. `settled()` waits for
 * that work too (tests, shutdown).
 */
export class DeferredSender extends BackgroundSender {
  private readonly tasks = new Set<Promise<void>>();

  constructor(
    mailer: Mailer,
    private readonly errorLog: Logger,
  ) {
    super(mailer, errorLog);
  }

  /** Runs `work` on a later turn of the event loop, once the current answer has been sent. */
  later(what: string, work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.errorLog.error({ err: error }, `${what} failed`))
      .finally(() => this.tasks.delete(task));
    this.tasks.add(task);
  }

  override async settled(): Promise<void> {
    while (this.tasks.size > 0) await Promise.all([...this.tasks]);
    await super.settled();
  }
}
