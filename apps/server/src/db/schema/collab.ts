import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { flowcharts } from './flowcharts';

/**
 * The shared Yjs document of a team flowchart being edited together (docs/decisions/018-collaboration.md).
 * `state_encrypted` is the whole document as one Yjs update (`Y.encodeStateAsUpdate`), base64 and
 * AES-256-GCM encrypted like the flowchart's code (bound to the row id). Deleting the flowchart
 * deletes it.
 */
export const collabDocuments = pgTable('collab_documents', {
  flowchartId: uuid('flowchart_id')
    .primaryKey()
    .references(() => flowcharts.id, { onDelete: 'cascade' }),
  stateEncrypted: text('state_encrypted').notNull(),
  /** bytes of the plaintext update, for the admin's sense of size without decrypting */
  stateBytes: integer('state_bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
