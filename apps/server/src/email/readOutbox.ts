import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmailMessage } from './mailer';

export type OutboxEmail = EmailMessage & { createdAt: string; file: string };

/** Every email in DATA_DIR/outbox, oldest first (tests, and people following links by hand). */
export async function readOutbox(dataDir: string): Promise<OutboxEmail[]> {
  const folder = path.resolve(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(folder)).filter((n) => n.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      return {
        ...(JSON.parse(await readFile(file, 'utf8')) as EmailMessage & { createdAt: string }),
        file,
      };
    }),
  );
}

/** The `token` query parameter of the first link in `text` that has one. */
export function tokenFromLink(text: string): string | undefined {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const token = new URL(match[0]).searchParams.get('token');
    if (token) return token;
  }
  return undefined;
}
