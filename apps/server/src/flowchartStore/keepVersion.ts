import { COLLAB_VERSION_INTERVAL_MS, type VersionSource } from '@codeflow/contracts';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DataCipher } from '../crypto/dataCipher';
import type { Db } from '../db/database';
import { flowchartVersions } from '../db/schema/index';
import { openVersionColumn, sealVersionColumn } from './flowchartCiphers';

/** What a save wrote, as the version it may keep. */
export type VersionContent = { code: string; title: string; language: string };

export type KeepVersionOptions = {
  source: VersionSource;
  authorId: string | null;
  /** the owner's plan's versions_kept: older ones are dropped */
  kept: number;
  /** live editing: none if a collaboration version was kept within COLLAB_VERSION_INTERVAL_MS */
  throttle: boolean;
  /** keep one even when the content equals the newest version (a restore is always recorded) */
  force: boolean;
};

/**
 * Keeps a version of a flowchart just saved, inside the save's transaction (decision 027). The
 * save's UPDATE holds the flowchart's row lock until it commits, so concurrent saves of one
 * flowchart number their versions one after the other. Nothing is kept when the content equals
 * the newest version (a save of the thumbnail or the layout only), or when `throttle` and a
 * collaboration version is recent. Versions beyond `kept` are dropped, oldest first.
 */
export async function keepVersion(
  tx: Db,
  cipher: DataCipher,
  flowchartId: string,
  content: VersionContent,
  options: KeepVersionOptions,
): Promise<void> {
  const [newest] = await tx
    .select()
    .from(flowchartVersions)
    .where(eq(flowchartVersions.flowchartId, flowchartId))
    .orderBy(desc(flowchartVersions.version))
    .limit(1);
  if (newest && !options.force && sameContent(cipher, newest, content)) return;
  if (options.throttle && (await recentCollabVersion(tx, flowchartId))) return;
  const version = (newest?.version ?? 0) + 1;
  const seal = (column: keyof VersionContent) =>
    sealVersionColumn(cipher, column, flowchartId, version, content[column]);
  await tx.insert(flowchartVersions).values({
    flowchartId,
    version,
    codeEncrypted: seal('code'),
    titleEncrypted: seal('title'),
    languageEncrypted: seal('language'),
    authorId: options.authorId,
    source: options.source,
  });
  // versions are numbered without gaps: those at or below version - kept are the oldest
  await tx
    .delete(flowchartVersions)
    .where(
      and(
        eq(flowchartVersions.flowchartId, flowchartId),
        lte(flowchartVersions.version, version - options.kept),
      ),
    );
}

function sameContent(
  cipher: DataCipher,
  row: typeof flowchartVersions.$inferSelect,
  content: VersionContent,
): boolean {
  const open = (column: keyof VersionContent, token: string) =>
    openVersionColumn(cipher, column, row.flowchartId, row.version, token);
  return (
    open('title', row.titleEncrypted) === content.title &&
    open('language', row.languageEncrypted) === content.language &&
    open('code', row.codeEncrypted) === content.code
  );
}

async function recentCollabVersion(tx: Db, flowchartId: string): Promise<boolean> {
  const since = sql`now() - make_interval(secs => ${COLLAB_VERSION_INTERVAL_MS / 1000})`;
  const [recent] = await tx
    .select({ version: flowchartVersions.version })
    .from(flowchartVersions)
    .where(
      and(
        eq(flowchartVersions.flowchartId, flowchartId),
        eq(flowchartVersions.source, 'collab'),
        gt(flowchartVersions.createdAt, since),
      ),
    )
    .limit(1);
  return recent !== undefined;
}
