import {
  COLLAB_CODE,
  COLLAB_META,
  DEFAULT_FLOWCHART_TITLE,
  MAX_CODE_BYTES,
  MAX_TITLE_LENGTH,
  isLanguageTag,
  type Tier,
} from '@codeflow/contracts';
import type * as Y from 'yjs';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import { AppError } from '../../domain/appError';
import {
  checkFlowchartSize,
  flowchartOwnerTier,
  readSavedContent,
  saveFlowchart,
  type FlowchartChanges,
} from '../../flowchartStore/index';

/** What the shared document says the saved flowchart is; fields it cannot vouch for are absent. */
export type DocumentFields = {
  code?: string;
  title?: string;
  language?: string;
  isCompact?: boolean;
};

/**
 * Reads the saved fields out of a shared document with the same rules as a save through the API
 * (docs/product.md#validation-rules): a blank title is "Untitled Flowchart", a title is cut at the
 * maximum, an unknown language or a code larger than the server's ceiling is not written (the
 * previous value stays) — a document is edited by several people and must never fail to save.
 */
export function documentFields(doc: Y.Doc): DocumentFields {
  const fields: DocumentFields = {};
  const code = doc.getText(COLLAB_CODE).toJSON();
  if (Buffer.byteLength(code, 'utf8') <= MAX_CODE_BYTES) fields.code = code;
  const meta = doc.getMap<unknown>(COLLAB_META);
  const title = meta.get('title');
  if (typeof title === 'string') {
    fields.title = title.trim().slice(0, MAX_TITLE_LENGTH) || DEFAULT_FLOWCHART_TITLE;
  }
  const language = meta.get('language');
  if (isLanguageTag(language)) fields.language = language;
  const compact = meta.get('is_compact');
  if (typeof compact === 'boolean') fields.isCompact = compact;
  return fields;
}

/** The diagram text the engine draws for a code, or null when the pool could not draw it in time. */
export type DrawDiagram = (input: {
  code: string;
  language: string;
  compact: boolean;
}) => Promise<string | null>;

/**
 * Writes the shared document's code, title and language into the saved flowchart through the
 * store's one write path (flowchartStore's saveFlowchart), so nobody has to press Save. When the
 * code, language or layout changed, the diagram text is drawn again by the engine (`draw`: the
 * generator pool, off the event loop) so the saved flowchart never pairs new code with an old
 * diagram (when the pool cannot draw it in time, the diagram is saved empty, as an editor saves a
 * code it cannot draw); the dashboard thumbnail and embeds follow, drawn by the server from the
 * saved code (decision 029). The draw runs inside the
 * store queue (collabServer.ts), so the saves of one document stay in order; it waits on a worker
 * thread, never on the event loop. Code over the owner's plan limits is neither drawn nor
 * written (the previous code and diagram stay): a document edited by several people must never
 * fail to save its other fields. `final`: the last person left the document, so the save keeps a
 * version even within the collaboration throttle (decision 027).
 */
export async function saveFlowchartFromDocument(
  db: Db,
  cipher: DataCipher,
  flowchartId: string,
  doc: Y.Doc,
  draw: DrawDiagram,
  options: { final?: boolean } = {},
): Promise<void> {
  const fields = documentFields(doc);
  const [saved, tier] = await Promise.all([
    readSavedContent(db, cipher, flowchartId),
    flowchartOwnerTier(db, flowchartId),
  ]);
  if (!saved || !tier) return;
  const meta: FlowchartChanges = {
    title: fields.title,
    language: fields.language,
    isCompact: fields.isCompact,
  };
  // code the plan refuses is not drawn either: the saved code and diagram stay
  const code = fields.code !== undefined && fitsPlan(fields.code, tier) ? fields.code : saved.code;
  const language = fields.language ?? saved.language;
  const compact = fields.isCompact ?? saved.isCompact;
  const content: FlowchartChanges = {};
  if (code !== saved.code || language !== saved.language || compact !== saved.isCompact) {
    // not drawn in time (pool busy): no diagram rather than one of other code
    const diagram = (await draw({ code, language, compact })) ?? '';
    Object.assign(content, { code, flowchart: diagram });
  }
  await saveFlowchart(
    db,
    cipher,
    flowchartId,
    { ...meta, ...content },
    { kind: 'collab', final: options.final === true },
  );
}

function fitsPlan(code: string, tier: Tier): boolean {
  try {
    checkFlowchartSize({ code }, tier);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CODE_TOO_LARGE') return false;
    throw error;
  }
}
