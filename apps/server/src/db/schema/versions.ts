import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { flowcharts } from './flowcharts';
import { users } from './users';

/**
 * The kept versions of a saved flowchart (docs/decisions/027-version-history.md): one row per
 * save that changed its code, title or language, numbered 1, 2, … per flowchart. Code, title and
 * language are AES-256-GCM ciphertexts bound to the flowchart and version number (only
 * flowchartStore/flowchartCiphers.ts knows the contexts). Deleting the flowchart deletes them;
 * deleting the author keeps them without an author. `source`: who saved it — the owner, a team
 * member, the live-collaboration store, or a restore of an earlier version.
 */
export const flowchartVersions = pgTable(
  'flowchart_versions',
  {
    flowchartId: uuid('flowchart_id')
      .notNull()
      .references(() => flowcharts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    titleEncrypted: text('title_encrypted').notNull(),
    languageEncrypted: text('language_encrypted').notNull(),
    codeEncrypted: text('code_encrypted').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['owner', 'member', 'collab', 'restore'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the key orders a flowchart's versions: newest first is a backward scan of it
    primaryKey({ columns: [t.flowchartId, t.version] }),
    // deleting a user sets author_id to null: without it, a scan of every version
    index('flowchart_versions_author_idx').on(t.authorId),
  ],
);
