import {
  COLLAB_CODE,
  COLLAB_META,
  DEFAULT_FLOWCHART_TITLE,
  FLOWCHART_LANGUAGES,
  MAX_CODE_BYTES,
  MAX_TITLE_LENGTH,
} from '@codeflow/contracts';
import { eq, sql } from 'drizzle-orm';
import type * as Y from 'yjs';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import { flowcharts } from '../../db/schema/index';
import { codeContext } from '../../flowchartStore/flowchartRows';

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
  if (
    typeof language === 'string' &&
    (FLOWCHART_LANGUAGES as readonly string[]).includes(language)
  ) {
    fields.language = language;
  }
  const compact = meta.get('is_compact');
  if (typeof compact === 'boolean') fields.isCompact = compact;
  return fields;
}

/**
 * Writes the shared document's code, title and language into the saved flowchart (code
 * encrypted at rest like every save), so nobody has to press Save. The diagram text is left as
 * the last explicit save drew it: the editors redraw from the code anyway.
 */
export async function saveFlowchartFromDocument(
  db: Db,
  cipher: DataCipher,
  flowchartId: string,
  doc: Y.Doc,
): Promise<void> {
  const fields = documentFields(doc);
  await db
    .update(flowcharts)
    .set({
      ...(fields.title !== undefined && { title: fields.title }),
      ...(fields.language !== undefined && { language: fields.language }),
      ...(fields.isCompact !== undefined && { isCompact: fields.isCompact }),
      ...(fields.code !== undefined && {
        codeEncrypted: cipher.encrypt(fields.code, codeContext(flowchartId)),
      }),
      updatedAt: sql`now()`,
    })
    .where(eq(flowcharts.id, flowchartId));
}
