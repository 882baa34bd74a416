import { lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema/index';
import type { ContactMessage } from './contactEmail';

/** How long a contact message is kept (the privacy policy says so). */
export const CONTACT_RETENTION_DAYS = 365;

/** Stores one message and drops those past their retention (cheap: indexed, rare). */
export async function storeContactMessage(
  db: Db,
  message: ContactMessage & { ip: string | null; userAgent: string | null },
  now: Date = new Date(),
): Promise<void> {
  await db.insert(contactMessages).values(message);
  const cutoff = new Date(now.getTime() - CONTACT_RETENTION_DAYS * 86_400_000);
  await db.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff));
}
