import { asc, eq } from 'drizzle-orm';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import { collabUpdates } from '../../db/schema/index';
import { openCollabUpdate, sealCollabUpdate } from '../../flowchartStore/index';

/** An update with nothing in it (no structs, no deletions): what a client in step sends. */
export function isEmptyUpdate(update: Uint8Array): boolean {
  return update.byteLength <= 2 && update.every((byte) => byte === 0);
}

type Pending = {
  flowchartId: string;
  updateEncrypted: string;
  settle: { resolve: (kept: boolean) => void; reject: (error: unknown) => void };
};

/**
 * Appends the updates clients send to their flowchart's durability log (decision 031). The server
 * acknowledges an update only after its append resolved, so an acknowledged edit is on disk
 * before anyone is told it arrived. The appends of one turn of the event loop go out as one
 * INSERT (every document, every client): on the embedded database each statement runs on the
 * server's thread, and hundreds of keystrokes a second would otherwise be as many statements. An
 * append resolves false when its flowchart no longer exists (deleted while open: nothing to keep).
 */
export function createCollabAppender(
  db: Db,
  cipher: () => Promise<DataCipher>,
): (flowchartId: string, update: Uint8Array) => Promise<boolean> {
  let pending: Pending[] = [];
  const insertOne = async (row: Pending) => {
    try {
      await db.insert(collabUpdates).values([row]);
      row.settle.resolve(true);
    } catch (error) {
      if (isForeignKeyViolation(error)) row.settle.resolve(false);
      else row.settle.reject(error);
    }
  };
  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      await db
        .insert(collabUpdates)
        .values(
          batch.map(({ flowchartId, updateEncrypted }) => ({ flowchartId, updateEncrypted })),
        );
      for (const row of batch) row.settle.resolve(true);
    } catch (error) {
      // one deleted flowchart fails the whole statement: each row again on its own
      if (batch.length > 1 && isForeignKeyViolation(error)) {
        await Promise.all(batch.map(insertOne));
      } else {
        for (const row of batch) {
          if (isForeignKeyViolation(error)) row.settle.resolve(false);
          else row.settle.reject(error);
        }
      }
    }
  };
  return async (flowchartId, update) => {
    const updateEncrypted = sealCollabUpdate(await cipher(), flowchartId, update);
    return new Promise<boolean>((resolve, reject) => {
      pending.push({ flowchartId, updateEncrypted, settle: { resolve, reject } });
      if (pending.length === 1) setImmediate(() => void flush());
    });
  };
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
