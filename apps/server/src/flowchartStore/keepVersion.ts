import { COLLAB_VERSION_INTERVAL_MS, type VersionSource } from '@codeflow/contracts';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { CIPHERTEXT_DATA_PART, ciphertextDataLength, type DataCipher } from '../crypto/dataCipher';
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
  const newest = await newestVersion(tx, flowchartId);
  if (newest && !options.force && (await sameContent(tx, cipher, flowchartId, newest, content)))
    return;
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

type NewestVersion = Awaited<ReturnType<typeof newestVersion>>;

/**
 * The newest version without its code: the code ciphertext is as large as the code (half a
 * megabyte for 20,000 lines), and most saves change its length, which the data part's length
 * tells without reading or decrypting it (ciphertextDataLength).
 */
async function newestVersion(tx: Db, flowchartId: string) {
  const [newest] = await tx
    .select({
      version: flowchartVersions.version,
      titleEncrypted: flowchartVersions.titleEncrypted,
      languageEncrypted: flowchartVersions.languageEncrypted,
      codeDataLength: sql<number>`length(split_part(${flowchartVersions.codeEncrypted}, ':', ${sql.raw(String(CIPHERTEXT_DATA_PART))}))`,
    })
    .from(flowchartVersions)
    .where(eq(flowchartVersions.flowchartId, flowchartId))
    .orderBy(desc(flowchartVersions.version))
    .limit(1);
  return newest;
}

/** Cheapest first: title and language (short), the code's length, and only then the code. */
async function sameContent(
  tx: Db,
  cipher: DataCipher,
  flowchartId: string,
  newest: NonNullable<NewestVersion>,
  content: VersionContent,
): Promise<boolean> {
  const open = (column: keyof VersionContent, token: string) =>
    openVersionColumn(cipher, column, flowchartId, newest.version, token);
  if (open('title', newest.titleEncrypted) !== content.title) return false;
  if (open('language', newest.languageEncrypted) !== content.language) return false;
  if (Number(newest.codeDataLength) !== ciphertextDataLength(content.code)) return false;
  const [row] = await tx
    .select({ codeEncrypted: flowchartVersions.codeEncrypted })
    .from(flowchartVersions)
    .where(
      and(
        eq(flowchartVersions.flowchartId, flowchartId),
        eq(flowchartVersions.version, newest.version),
      ),
    );
  return row !== undefined && open('code', row.codeEncrypted) === content.code;
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
