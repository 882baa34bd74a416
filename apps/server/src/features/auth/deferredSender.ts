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
  /** the work queued so far; one item at a time, in the order the answers were given */
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    mailer: Mailer,
    private readonly errorLog: Logger,
  ) {
    super(mailer, errorLog);
  }

  /**
   * Runs `work` on a later turn of the event loop, once the current answer has been sent, after
   * the work queued before it (so two reset requests issue their links in order).
   */
  later(what: string, work: () => Promise<void>): void {
    this.pending++;
    this.queue = this.queue
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(work)
      .catch((error: unknown) => this.errorLog.error({ err: error }, `${what} failed`))
      .finally(() => {
        this.pending--;
      });
  }

  override async settled(): Promise<void> {
    while (this.pending > 0) await this.queue;
    await super.settled();
  }
}
