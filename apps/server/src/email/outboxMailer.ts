import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { linksOf, type EmailMessage, type Mailer } from './mailer';

type Logger = { info: (obj: object, message: string) => void };

/** the time in the last name given: names take a later millisecond when two fall in one */
let lastNamedMs = 0;

/**
 * The embedded default (docs/architecture.md#the-units): each email becomes DATA_DIR/outbox/<ms>-<random>.json
 * `{to, subject, text, html, createdAt}` and its links are logged, so a person (or a test)
 * can follow them. DATA_DIR itself must exist (main creates it); the outbox folder is created.
 */
export class OutboxMailer implements Mailer {
  readonly folder: string;

  constructor(
    dataDir: string,
    private readonly log: Logger,
  ) {
    this.folder = path.resolve(dataDir, 'outbox');
  }

  async send(message: EmailMessage): Promise<void> {
    // Named before the first await, each a millisecond after the last at least: emails sent in
    // one millisecond, or whose writes finish out of order, still sort in the order they were sent.
    const createdAt = new Date();
    lastNamedMs = Math.max(createdAt.getTime(), lastNamedMs + 1);
    const name = `${String(lastNamedMs).padStart(15, '0')}-${randomBytes(6).toString('hex')}.json`;
    // not recursive: a missing DATA_DIR is a configuration problem, not something to create here
    await mkdir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    const file = path.join(this.folder, name);
    const body = { ...message, createdAt: createdAt.toISOString() };
    // written under a name readers skip (not `.json`), then renamed: a reader (a person, a test,
    // readOutbox) sees a complete email or none, never a file still being written
    const partial = path.join(this.folder, `.${name}.partial`);
    try {
      await writeFile(partial, `${JSON.stringify(body, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    this.log.info(
      { to: message.to, subject: message.subject, links: linksOf(message.text), file },
      'email written to the outbox',
    );
  }

  close(): void {}
}
