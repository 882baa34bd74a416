import type { Config } from '../config';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outboxMailer';
import { SmtpMailer } from './smtpMailer';

type Logger = { info: (obj: object, message: string) => void };

/** SMTP when SMTP_URL is set, otherwise the outbox under DATA_DIR. */
export function createMailer(config: Config, log: Logger): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, emailFrom(config));
  return new OutboxMailer(config.dataDir, log);
}

export function emailFrom(config: Config): string {
  return config.emailFrom ?? `Codeflow <no-reply@${new URL(config.publicUrl).hostname}>`;
}
