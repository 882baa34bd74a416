import { createHash, randomBytes } from 'node:crypto';
import {
  EMBED_TOKEN_BYTES,
  embedLink,
  PLAN_FEATURES,
  UPGRADE_TO_SHARE,
  type EmbedLink,
} from '@codeflow/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import { flowcharts } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import {
  flowchartNotFound,
  flowchartOwnerTier,
  isFlowchartId,
  openCode,
  openEmbedToken,
  sealEmbedToken,
  type ChartSource,
} from '../../flowchartStore/index';
import { effectiveTier, type TierHolder } from '../../plans/effectiveTier';

/** How a token is looked up: its SHA-256, so the table never holds a usable URL in clear. */
export function embedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Turns the embed of one of the owner's flowcharts on, or answers the one that is on (one
 * conditional UPDATE: two concurrent calls agree on one token). NOT_FOUND for anyone else's
 * flowchart (a team member's included: only the owner publishes it), then PLAN_REQUIRED without
 * can_share.
 */
export async function enableEmbed(
  db: Db,
  cipher: DataCipher,
  owner: TierHolder & { id: string },
  id: string,
  publicUrl: string,
): Promise<EmbedLink> {
  if (!isFlowchartId(id)) throw flowchartNotFound();
  const where = and(eq(flowcharts.id, id), eq(flowcharts.userId, owner.id));
  if (!PLAN_FEATURES[effectiveTier(owner)].can_share) {
    // only now look the row up: NOT_FOUND (not theirs) must win over PLAN_REQUIRED
    const [existing] = await db.select({ id: flowcharts.id }).from(flowcharts).where(where);
    throw existing ? new AppError('PLAN_REQUIRED', UPGRADE_TO_SHARE) : flowchartNotFound();
  }
  const token = randomBytes(EMBED_TOKEN_BYTES).toString('base64url');
  const [row] = await db
    .update(flowcharts)
    .set({
      embedTokenHash: sql`coalesce(${flowcharts.embedTokenHash}, ${embedTokenHash(token)})`,
      embedTokenEncrypted: sql`coalesce(${flowcharts.embedTokenEncrypted}, ${sealEmbedToken(cipher, id, token)})`,
    })
    .where(where)
    .returning({ sealed: flowcharts.embedTokenEncrypted, title: flowcharts.title });
  if (!row?.sealed) throw flowchartNotFound();
  return embedLink(publicUrl, openEmbedToken(cipher, id, row.sealed), row.title);
}

/**
 * Turns the embed off: its URL answers 404 from the next request, on every instance (each
 * request looks the token up in the database). Allowed without can_share, so someone whose plan
 * lapsed can still withdraw it. NOT_FOUND for anyone else's flowchart.
 */
export async function disableEmbed(db: Db, ownerId: string, id: string): Promise<void> {
  if (!isFlowchartId(id)) throw flowchartNotFound();
  const updated = await db
    .update(flowcharts)
    .set({ embedTokenHash: null, embedTokenEncrypted: null })
    .where(and(eq(flowcharts.id, id), eq(flowcharts.userId, ownerId)))
    .returning({ id: flowcharts.id });
  if (updated.length === 0) throw flowchartNotFound();
}

/** The flowchart behind an embed token: its version, and its code to draw (decrypted on call). */
export type EmbeddedFlowchart = {
  version: { id: string; updatedAt: Date };
  source: () => Promise<ChartSource>;
};

/**
 * The flowchart an embed token names, or null: unknown and withdrawn tokens, and embeds whose
 * owner's plan no longer has sharing (renewing revives them), all alike. The lookup is by the
 * token's hash, so how long it takes says nothing about how close a guess came.
 */
export async function findEmbed(
  db: Db,
  cipher: DataCipher,
  token: string,
): Promise<EmbeddedFlowchart | null> {
  const [row] = await db
    .select({
      id: flowcharts.id,
      updatedAt: flowcharts.updatedAt,
      language: flowcharts.language,
      isCompact: flowcharts.isCompact,
      codeEncrypted: flowcharts.codeEncrypted,
    })
    .from(flowcharts)
    .where(eq(flowcharts.embedTokenHash, embedTokenHash(token)));
  if (!row) return null;
  const tier = await flowchartOwnerTier(db, row.id);
  if (!tier || !PLAN_FEATURES[tier].can_share) return null;
  return {
    version: { id: row.id, updatedAt: row.updatedAt },
    source: () =>
      Promise.resolve({
        id: row.id,
        code: openCode(row, cipher),
        language: row.language,
        isCompact: row.isCompact,
        updatedAt: row.updatedAt,
      }),
  };
}
