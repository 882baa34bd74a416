/** One email, as the outbox stores it (without `createdAt`). */
export type EmailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  /** resolves when the message is handed over (SMTP) or written (outbox) */
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/** The http(s) links of a message, for logging where a person can click them. */
export function linksOf(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
