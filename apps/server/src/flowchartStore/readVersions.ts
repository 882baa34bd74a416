import {
  VERSION_NOT_FOUND,
  type VersionDetail,
  type VersionList,
  type VersionListItem,
} from '@codeflow/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DataCipher } from '../crypto/dataCipher';
import type { Db } from '../db/database';
import { flowchartVersions, users } from '../db/schema/index';
import { AppError } from '../domain/appError';
import { flowchartAccess } from './flowchartAccess';
import { openVersionColumn } from './flowchartCiphers';
import { flowchartNotFound } from './flowchartErrors';

const columns = {
  flowchartId: flowchartVersions.flowchartId,
  version: flowchartVersions.version,
  titleEncrypted: flowchartVersions.titleEncrypted,
  languageEncrypted: flowchartVersions.languageEncrypted,
  createdAt: flowchartVersions.createdAt,
  source: flowchartVersions.source,
  authorId: users.id,
  authorName: users.fullName,
};
/** a row of `columns`: the author is joined (left), so absent for collaboration or a deleted user */
type ItemRow = Pick<
  typeof flowchartVersions.$inferSelect,
  'flowchartId' | 'version' | 'titleEncrypted' | 'languageEncrypted' | 'createdAt' | 'source'
> & { authorId: string | null; authorName: string | null };

function toItem(row: ItemRow, cipher: DataCipher): VersionListItem {
  const open = (column: 'title' | 'language', token: string) =>
    openVersionColumn(cipher, column, row.flowchartId, row.version, token);
  return {
    version: row.version,
    title: open('title', row.titleEncrypted),
    language: open('language', row.languageEncrypted),
    created_at: row.createdAt.toISOString(),
    author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' },
    source: row.source,
  };
}

/** NOT_FOUND unless `userId` may open the flowchart (its owner, its team's members). */
async function requireAccess(db: Db, userId: string, flowchartId: string): Promise<void> {
  if (!(await flowchartAccess(db, userId, flowchartId))) throw flowchartNotFound();
}

/**
 * A page of a flowchart's kept versions, newest first, with how many are kept in all
 * (decision 027). Whoever may open the flowchart may read its history; anyone else NOT_FOUND.
 */
export async function listVersions(
  db: Db,
  cipher: DataCipher,
  userId: string,
  flowchartId: string,
  page: { limit: number; offset: number },
): Promise<VersionList> {
  await requireAccess(db, userId, flowchartId);
  const ofFlowchart = eq(flowchartVersions.flowchartId, flowchartId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(flowchartVersions)
      .leftJoin(users, eq(users.id, flowchartVersions.authorId))
      .where(ofFlowchart)
      .orderBy(desc(flowchartVersions.version))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(flowchartVersions).where(ofFlowchart),
  ]);
  return { items: rows.map((row) => toItem(row, cipher)), total: total?.n ?? 0 };
}

/** One kept version with its code; NOT_FOUND as listVersions, VERSION_NOT_FOUND if not kept. */
export async function readVersion(
  db: Db,
  cipher: DataCipher,
  userId: string,
  flowchartId: string,
  version: number,
): Promise<VersionDetail> {
  await requireAccess(db, userId, flowchartId);
  const [row] = await db
    .select({ ...columns, codeEncrypted: flowchartVersions.codeEncrypted })
    .from(flowchartVersions)
    .leftJoin(users, eq(users.id, flowchartVersions.authorId))
    .where(
      and(eq(flowchartVersions.flowchartId, flowchartId), eq(flowchartVersions.version, version)),
    );
  if (!row) throw new AppError('NOT_FOUND', VERSION_NOT_FOUND);
  const code = openVersionColumn(cipher, 'code', flowchartId, version, row.codeEncrypted);
  return { ...toItem(row, cipher), code };
}
