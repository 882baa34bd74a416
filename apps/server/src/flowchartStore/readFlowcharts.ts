import type { Flowchart, FlowchartListItem } from '@codeflow/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DataCipher } from '../crypto/dataCipher';
import type { Db } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { flowcharts } from '../db/schema/index';
import { flowchartAccess, mayListFlowchartsOf } from './flowchartAccess';
import { openColumn } from './flowchartCiphers';
import { flowchartNotFound } from './flowchartErrors';
import { isFlowchartId } from './flowchartIds';
import { toFlowchart, toListItem, type FlowchartRow } from './flowchartRows';

const ownedBy = and(
  eq(flowcharts.id, sql.placeholder('id')),
  eq(flowcharts.userId, sql.placeholder('ownerId')),
);
/** A user's flowcharts, newest first; the order ends on the id, so pages never overlap or skip. */
const listQuery = (db: Db) =>
  db
    .select({
      id: flowcharts.id,
      title: flowcharts.title,
      language: flowcharts.language,
      isCompact: flowcharts.isCompact,
      createdAt: flowcharts.createdAt,
      updatedAt: flowcharts.updatedAt,
    })
    .from(flowcharts)
    .where(eq(flowcharts.userId, sql.placeholder('ownerId')))
    .orderBy(desc(flowcharts.updatedAt), desc(flowcharts.createdAt), desc(flowcharts.id))
    .$dynamic();
const listStatement = preparedStatement((db) => listQuery(db).prepare('flowcharts_list'));
const listPageStatement = preparedStatement((db) =>
  listQuery(db)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('flowcharts_list_page'),
);
const getStatement = preparedStatement((db) =>
  db.select().from(flowcharts).where(ownedBy).prepare('flowcharts_get'),
);

/** The owner's flowcharts, most recently updated first; no code or diagram (nothing to decrypt). */
export async function listFlowcharts(
  db: Db,
  ownerId: string,
  page: { limit?: number | undefined; offset?: number } = {},
): Promise<FlowchartListItem[]> {
  const rows =
    page.limit === undefined && !page.offset
      ? await listStatement(db).execute({ ownerId })
      : await listPageStatement(db).execute({
          ownerId,
          // offset alone: the rest of the list
          limit: page.limit ?? Number.MAX_SAFE_INTEGER,
          offset: page.offset ?? 0,
        });
  return rows.map(toListItem);
}

/**
 * Another user's flowcharts as the admin area lists them (titles, languages and dates, newest
 * created first; never the code). Refused (null) unless mayListFlowchartsOf allows the reader.
 */
export async function listFlowchartsOf(
  db: Db,
  reader: { id: string; role: string },
  ownerId: string,
): Promise<FlowchartListItem[] | null> {
  if (!mayListFlowchartsOf(reader, ownerId)) return null;
  const rows = await db
    .select({
      id: flowcharts.id,
      title: flowcharts.title,
      language: flowcharts.language,
      isCompact: flowcharts.isCompact,
      createdAt: flowcharts.createdAt,
      updatedAt: flowcharts.updatedAt,
    })
    .from(flowcharts)
    .where(eq(flowcharts.userId, ownerId))
    .orderBy(desc(flowcharts.createdAt));
  return rows.map(toListItem);
}

/** One of the owner's own rows, or undefined (another user's, missing or a malformed id). */
async function ownRow(db: Db, ownerId: string, id: string): Promise<FlowchartRow | undefined> {
  if (!isFlowchartId(id)) return undefined;
  const [row] = await getStatement(db).execute({ id, ownerId });
  return row;
}

/** One of the owner's flowcharts; NOT_FOUND for another user's, a missing one or a malformed id. */
export async function getFlowchart(
  db: Db,
  cipher: DataCipher,
  ownerId: string,
  id: string,
): Promise<Flowchart> {
  const row = await ownRow(db, ownerId, id);
  if (!row) throw flowchartNotFound();
  return toFlowchart(row, cipher);
}

/**
 * A flowchart the user may open: their own, or one shared with their active team (the same
 * answer its owner gets, decision 017). NOT_FOUND otherwise.
 */
export async function openFlowchart(
  db: Db,
  cipher: DataCipher,
  userId: string,
  id: string,
): Promise<Flowchart> {
  const own = await ownRow(db, userId, id);
  if (own) return toFlowchart(own, cipher);
  if ((await flowchartAccess(db, userId, id)) !== 'member') throw flowchartNotFound();
  const [row] = await db.select().from(flowcharts).where(eq(flowcharts.id, id));
  if (!row) throw flowchartNotFound();
  return toFlowchart(row, cipher);
}

/** What a picture of a flowchart is drawn from, and the version it is of (`updatedAt`). */
export type ChartSource = {
  id: string;
  code: string;
  language: string;
  isCompact: boolean;
  updatedAt: Date;
};

/**
 * The code of one of the owner's flowcharts, to draw its dashboard thumbnail from (decision
 * 029); NOT_FOUND otherwise.
 */
export async function thumbnailSource(
  db: Db,
  cipher: DataCipher,
  ownerId: string,
  id: string,
): Promise<ChartSource> {
  const row = await ownRow(db, ownerId, id);
  if (!row) throw flowchartNotFound();
  return {
    id,
    code: openColumn(cipher, 'code', id, row.codeEncrypted),
    language: row.language,
    isCompact: row.isCompact,
    updatedAt: row.updatedAt,
  };
}

/** One of the owner's flowcharts, decrypted (what a copy starts from); NOT_FOUND otherwise. */
export async function getOwnFlowchart(
  db: Db,
  cipher: DataCipher,
  ownerId: string,
  id: string,
): Promise<Flowchart> {
  const row = await ownRow(db, ownerId, id);
  if (!row) throw flowchartNotFound();
  return toFlowchart(row, cipher);
}

/**
 * The saved fields live collaboration starts a document from (and compares a save with), or null
 * when the flowchart does not exist. No access check: the connection was checked when it opened.
 */
export async function readSavedContent(
  db: Db,
  cipher: DataCipher,
  id: string,
): Promise<{ title: string; language: string; isCompact: boolean; code: string } | null> {
  if (!isFlowchartId(id)) return null;
  const [row] = await db
    .select({
      id: flowcharts.id,
      title: flowcharts.title,
      language: flowcharts.language,
      isCompact: flowcharts.isCompact,
      codeEncrypted: flowcharts.codeEncrypted,
    })
    .from(flowcharts)
    .where(eq(flowcharts.id, id));
  if (!row) return null;
  const code = openColumn(cipher, 'code', id, row.codeEncrypted);
  return { title: row.title, language: row.language, isCompact: row.isCompact, code };
}
