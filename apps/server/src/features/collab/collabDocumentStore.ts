import { COLLAB_CODE, COLLAB_META } from '@codeflow/contracts';
import { eq, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import { collabDocuments, flowcharts } from '../../db/schema/index';
import { readCollabUpdates, takeCollabUpdates } from './collabUpdateLog';
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
 * The stored document of a flowchart with its logged updates replayed over it (decision 031: what
 * was acknowledged but not stored yet when an instance crashed), or null when the flowchart does
 * not exist. The first
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
  const state = await loadStoredState(db, cipher, flowchartId);
  if (!state) return null;
  const logged = await readCollabUpdates(db, cipher, flowchartId);
  return logged.length === 0 ? state : Y.mergeUpdates([state, ...logged]);
}

async function loadStoredState(
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
 * already stored can never erase it. The flowchart's logged updates are merged in too and deleted
 * in the same transaction (decision 031): the log is compacted into the stored document, and a
 * row appended meanwhile stays for the next store. Returns what is stored now (the caller's
 * copy may lack some of it: stored by another instance, or logged there), or null when the
 * flowchart no longer exists.
 */
export async function storeCollabState(
  db: Db,
  cipher: DataCipher,
  flowchartId: string,
  state: Uint8Array,
): Promise<Uint8Array | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: collabDocuments.stateEncrypted })
      .from(collabDocuments)
      .where(eq(collabDocuments.flowchartId, flowchartId))
      .for('update');
    const logged = await takeCollabUpdates(tx, cipher, flowchartId);
    const parts = row ? [decryptState(cipher, flowchartId, row.state), state] : [state];
    const merged = parts.length + logged.length > 1 ? Y.mergeUpdates([...parts, ...logged]) : state;
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
      return merged;
    }
    const [exists] = await tx
      .select({ id: flowcharts.id })
      .from(flowcharts)
      .where(eq(flowcharts.id, flowchartId));
    if (!exists) return null;
    await tx
      .insert(collabDocuments)
      .values({ flowchartId, ...values })
      .onConflictDoNothing();
    return merged;
  });
}
