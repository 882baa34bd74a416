import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './env';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  file: string;
}

/**
 * Every email the server under test (or the server whose data directory is `serverDataDir`)
 * wrote to DATA_DIR/outbox for `to`, oldest first.
 */
export async function emailsTo(to: string, serverDataDir = dataDir()): Promise<OutboxEmail[]> {
  const folder = path.join(serverDataDir, 'outbox');
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return []; // no email sent yet: the folder is created with the first one
  }
  const emails: OutboxEmail[] = [];
  // File names start with the zero-padded send time, so a name sort is a time sort.
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    const file = path.join(folder, name);
    let body: Omit<OutboxEmail, 'file'>;
    try {
      body = JSON.parse(await readFile(file, 'utf8')) as Omit<OutboxEmail, 'file'>;
    } catch {
      continue; // still being written: the next poll reads it whole
    }
    if (body.to.toLowerCase() === to.toLowerCase()) emails.push({ ...body, file });
  }
  return emails;
}

/**
 * Waits (emails are sent in the background) until `to` has more than `alreadySeen` emails and
 * returns the newest.
 */
export async function newestEmailTo(to: string, alreadySeen = 0): Promise<OutboxEmail> {
  let newest: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const emails = await emailsTo(to);
        newest = emails.length > alreadySeen ? emails.at(-1) : undefined;
        return emails.length;
      },
      { message: `an email to ${to} in the outbox`, timeout: 10_000 },
    )
    .toBeGreaterThan(alreadySeen);
  if (!newest) throw new Error('unreachable: poll passed without an email');
  return newest;
}

/** The first link in the email's text whose path is `route` (e.g. /verify-email). */
export function linkIn(email: OutboxEmail, route: string): string {
  for (const match of email.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === route) return url.toString();
  }
  throw new Error(`no ${route} link in the email "${email.subject}":\n${email.text}`);
}
