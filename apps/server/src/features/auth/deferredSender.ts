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
  /** the queued work keyed by what it is about (a sign-up's address), until it has run */
  private readonly keyed = new Map<string, Promise<void>>();

  constructor(
    mailer: Mailer,
    private readonly errorLog: Logger,
  ) {
    super(mailer, errorLog);
  }

  /**
   * Runs `work` on a later turn of the event loop, once the current answer has been sent, after
   * the work queued before it (so two reset requests issue their links in order). With a `key`,
   * `doneFor(key)` waits for it: a sign-in right after a sign-up must find the account.
   */
  later(what: string, work: () => Promise<void>, key?: string): void {
    this.pending++;
    const done: Promise<void> = this.queue
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(work)
      .catch((error: unknown) => this.errorLog.error({ err: error }, `${what} failed`))
      .finally(() => {
        this.pending--;
        if (key !== undefined && this.keyed.get(key) === done) this.keyed.delete(key);
      });
    this.queue = done;
    if (key !== undefined) this.keyed.set(key, done);
  }

  /** Waits for the work queued under `key` (nothing to wait for when there is none). */
  async doneFor(key: string): Promise<void> {
    await this.keyed.get(key);
  }

  override async settled(): Promise<void> {
    while (this.pending > 0) await this.queue;
    await super.settled();
  }
}
