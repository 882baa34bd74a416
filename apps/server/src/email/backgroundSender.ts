import type { EmailMessage, Mailer } from './mailer';

type Logger = { error: (obj: object, message: string) => void };

/**
 * Sends without holding up the HTTP answer: a slow or failing mail server must neither delay
 * nor change what register/forgot-password answer (that would reveal whether an account
 * exists). Failures are logged. `settled()` waits for every send in flight (tests, shutdown).
 */
export class BackgroundSender {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    readonly mailer: Mailer,
    private readonly log: Logger,
  ) {}

  send(message: EmailMessage): void {
    const sending = this.mailer
      .send(message)
      .catch((error: unknown) => {
        this.log.error({ err: error, subject: message.subject }, 'sending an email failed');
      })
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
