import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The durability log of live collaboration (docs/decisions/031-collab-durability-and-redis-outages.md):
 * every update a client sends is appended here before the server acknowledges it, so an
 * acknowledged edit survives a crash of the instance holding the document in memory. Loading a
 * document replays its rows over `collab_documents`; storing the document merges them into it and
 * deletes them in the same transaction. `update_encrypted`: the Yjs update, base64 and AES-256-GCM
 * encrypted like the flowchart's code (bound to the flowchart id). Deleting the flowchart deletes
 * them.
 */
export const collabUpdates = pgTable(
  'collab_updates',
  {
    flowchartId: uuid('flowchart_id')
      .notNull()
      .references(() => flowcharts.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    updateEncrypted: text('update_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.flowchartId, table.seq] })],
);
