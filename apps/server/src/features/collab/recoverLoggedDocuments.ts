import * as Y from 'yjs';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import { loadCollabState, storeCollabState } from './collabDocumentStore';
import { flowchartsWithLoggedUpdates } from './collabUpdateLog';
import { saveFlowchartFromDocument, type DrawDiagram } from './flowchartFromDocument';

/**
 * At start-up, the documents whose durability log still holds updates (decision 031: an instance
 * crashed before storing them) are stored — the log compacted into the stored document — and
 * written into their saved flowcharts, so the API shows every acknowledged edit without anyone
 * opening the document again. One at a time through the store queue; a document opened meanwhile
 * is left to its own store. Another instance doing the same at once is harmless: stores merge.
 */
export async function recoverLoggedDocuments(deps: {
  db: Db;
  cipher: () => Promise<DataCipher>;
  enqueueStore: <T>(task: () => Promise<T>) => Promise<T>;
  isOpen: (flowchartId: string) => boolean;
  draw: (flowchartId: string) => DrawDiagram;
}): Promise<number> {
  const { db } = deps;
  const cipher = await deps.cipher();
  let recovered = 0;
  for (const flowchartId of await flowchartsWithLoggedUpdates(db)) {
    await deps.enqueueStore(async () => {
      if (deps.isOpen(flowchartId)) return;
      const state = await loadCollabState(db, cipher, flowchartId);
      if (!state || !(await storeCollabState(db, cipher, flowchartId, state))) return;
      const doc = new Y.Doc();
      try {
        Y.applyUpdate(doc, state);
        await saveFlowchartFromDocument(db, cipher, flowchartId, doc, deps.draw(flowchartId), {
          final: true,
        });
        recovered += 1;
      } finally {
        doc.destroy();
      }
    });
  }
  return recovered;
}
