import { COLLAB_CODE, COLLAB_META } from '@codeflow/contracts';
import { eq, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import { collabDocuments, flowcharts } from '../../db/schema/index';
import {
  openCollabState as decryptState,
  readSavedContent,
  sealCollabState as encryptState,
} from '../../flowchartStore/index';

/** The flowchart as a first Yjs document: its code as text, title and language as metadata. */
function seedState(row: {
  title: string;
  language: string;
  isCompact: boolean;
  code: string;
}): Uint8Array {
  const doc = new Y.Doc();
  doc.transact(() => {
    doc.getText(COLLAB_CODE).insert(0, row.code);
    const meta = doc.getMap(COLLAB_META);
    meta.set('title', row.title);
    meta.set('language', row.language);
    meta.set('is_compact', row.isCompact);
  });
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

async function readState(db: Db, cipher: DataCipher, flowchartId: string) {
  const [row] = await db
    .select({ state: collabDocuments.stateEncrypted })
    .from(collabDocuments)
    .where(eq(collabDocuments.flowchartId, flowchartId));
  return row ? decryptState(cipher, flowchartId, row.state) : null;
}

/**
 * The stored document of a flowchart, or null when the flowchart does not exist. The first
 * load seeds it from the saved flowchart and stores that seed before anyone edits: instances
 * loading the same document at once (with Redis) must all start from the SAME Yjs history, or
 * merging two independent seeds would duplicate the text. The insert is ON CONFLICT DO NOTHING
 * and everyone then reads the row that won.
 */
export async function loadCollabState(
  db: Db,
  cipher: DataCipher,
  flowchartId: string,
): Promise<Uint8Array | null> {
  const stored = await readState(db, cipher, flowchartId);
  if (stored) return stored;
  const saved = await readSavedContent(db, cipher, flowchartId);
  if (!saved) return null;
  const seed = seedState(saved);
  await db
    .insert(collabDocuments)
    .values({
      flowchartId,
      stateEncrypted: encryptState(cipher, flowchartId, seed),
      stateBytes: seed.byteLength,
    })
    .onConflictDoNothing();
  return readState(db, cipher, flowchartId);
}

/**
 * Stores a document's state. It is merged with what is stored (under a row lock) rather than
 * written over it: with several instances, one whose copy missed an update another instance
 * already stored can never erase it. Returns false when the flowchart no longer exists.
 */
export async function storeCollabState(
  db: Db,
  cipher: DataCipher,
  flowchartId: string,
  state: Uint8Array,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: collabDocuments.stateEncrypted })
      .from(collabDocuments)
      .where(eq(collabDocuments.flowchartId, flowchartId))
      .for('update');
    const merged = row
      ? Y.mergeUpdates([decryptState(cipher, flowchartId, row.state), state])
      : state;
    const values = {
      stateEncrypted: encryptState(cipher, flowchartId, merged),
      stateBytes: merged.byteLength,
      updatedAt: sql`now()`,
    };
    if (row) {
      await tx
        .update(collabDocuments)
        .set(values)
        .where(eq(collabDocuments.flowchartId, flowchartId));
      return true;
    }
    const [exists] = await tx
      .select({ id: flowcharts.id })
      .from(flowcharts)
      .where(eq(flowcharts.id, flowchartId));
    if (!exists) return false;
    await tx
      .insert(collabDocuments)
      .values({ flowchartId, ...values })
      .onConflictDoNothing();
    return true;
  });
}
