import { asc, eq } from 'drizzle-orm';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import { collabUpdates } from '../../db/schema/index';
import { openCollabUpdate, sealCollabUpdate } from '../../flowchartStore/index';

/** An update with nothing in it (no structs, no deletions): what a client in step sends. */
export function isEmptyUpdate(update: Uint8Array): boolean {
  return update.byteLength <= 2 && update.every((byte) => byte === 0);
}

/**
 * Appends one update a client sent to the flowchart's durability log (decision 031). The server
 * acknowledges the update only after this resolves, so an acknowledged edit is on disk before
 * anyone is told it arrived. False when the flowchart no longer exists (nothing to keep).
 */
export async function appendCollabUpdate(
  db: Db,
  cipher: DataCipher,
  flowchartId: string,
  update: Uint8Array,
): Promise<boolean> {
  try {
    await db
      .insert(collabUpdates)
      .values({ flowchartId, updateEncrypted: sealCollabUpdate(cipher, flowchartId, update) });
    return true;
  } catch (error) {
    // the flowchart was deleted while open: its log went with it
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** The logged updates of a flowchart, oldest first (replayed over the stored document). */
export async function readCollabUpdates(
  db: Db,
  cipher: DataCipher,
  flowchartId: string,
): Promise<Uint8Array[]> {
  const rows = await db
    .select({ update: collabUpdates.updateEncrypted })
    .from(collabUpdates)
    .where(eq(collabUpdates.flowchartId, flowchartId))
    .orderBy(asc(collabUpdates.seq));
  return rows.map((row) => openCollabUpdate(cipher, flowchartId, row.update));
}

/**
 * Deletes the logged updates of a flowchart and answers exactly those deleted, for the caller to
 * merge into the document it stores in the same transaction: a row appended meanwhile (by this
 * instance or another) is neither deleted nor lost.
 */
export async function takeCollabUpdates(
  tx: Db,
  cipher: DataCipher,
  flowchartId: string,
): Promise<Uint8Array[]> {
  const rows = await tx
    .delete(collabUpdates)
    .where(eq(collabUpdates.flowchartId, flowchartId))
    .returning({ update: collabUpdates.updateEncrypted });
  return rows.map((row) => openCollabUpdate(cipher, flowchartId, row.update));
}

/** The flowcharts whose log holds updates: documents a crashed instance had not stored yet. */
export async function flowchartsWithLoggedUpdates(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ flowchartId: collabUpdates.flowchartId })
    .from(collabUpdates);
  return rows.map((row) => row.flowchartId);
}
