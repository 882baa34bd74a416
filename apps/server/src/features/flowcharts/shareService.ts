import { randomBytes } from 'node:crypto';
import {
  PLAN_FEATURES,
  SHARE_LINK_INVALID,
  shareUrl,
  UPGRADE_TO_SHARE,
  type SharedFlowchart,
  type ShareLink,
} from '@codeflow/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import { flowcharts, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { effectiveTier } from '../../plans/effectiveTier';
import {
  flowchartNotFound as notFound,
  isFlowchartId,
  isShareId,
  openContent,
} from '../../flowchartStore/index';
import type { Owner } from './flowchartService';

/** 18 random bytes, base64url (24 characters): unguessable and unrelated to the flowchart id. */
export function newShareId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The flowchart's share link, made on first call and returned unchanged afterwards (one
 * conditional UPDATE, so two concurrent calls agree). NOT_FOUND for another user's flowchart, then
 * PLAN_REQUIRED without can_share.
 */
export async function shareFlowchart(db: Db, owner: Owner, id: string): Promise<ShareLink> {
  if (!isFlowchartId(id)) throw notFound();
  const where = and(eq(flowcharts.id, id), eq(flowcharts.userId, owner.id));
  if (!PLAN_FEATURES[effectiveTier(owner)].can_share) {
    // only now look the row up: NOT_FOUND (not theirs) must win over PLAN_REQUIRED
    const [existing] = await db.select({ id: flowcharts.id }).from(flowcharts).where(where);
    throw existing ? new AppError('PLAN_REQUIRED', UPGRADE_TO_SHARE) : notFound();
  }
  const [row] = await db
    .update(flowcharts)
    .set({ shareId: sql`coalesce(${flowcharts.shareId}, ${newShareId()})` })
    .where(where)
    .returning({ shareId: flowcharts.shareId });
  if (!row?.shareId) throw notFound();
  return { share_id: row.shareId, url: shareUrl(row.shareId) };
}

/**
 * Revokes the link (a later share makes a new one). Allowed without can_share, so someone whose
 * plan lapsed can still withdraw a link. NOT_FOUND for another user's flowchart.
 */
export async function revokeShare(db: Db, ownerId: string, id: string): Promise<void> {
  if (!isFlowchartId(id)) throw notFound();
  const updated = await db
    .update(flowcharts)
    .set({ shareId: null })
    .where(and(eq(flowcharts.id, id), eq(flowcharts.userId, ownerId)))
    .returning({ id: flowcharts.id });
  if (updated.length === 0) throw notFound();
}

/**
 * The flowchart behind a share link, read-only. Unknown or revoked links are NOT_FOUND, and so are
 * links whose owner no longer has can_share (sharing is a paid feature; renewing revives them).
 */
export async function getSharedFlowchart(
  db: Db,
  cipher: DataCipher,
  shareId: string,
): Promise<SharedFlowchart> {
  const invalid = () => new AppError('NOT_FOUND', SHARE_LINK_INVALID);
  if (!isShareId(shareId)) throw invalid();
  const [row] = await db
    .select({
      flowchart: flowcharts,
      ownerName: users.fullName,
      ownerTier: users.subscriptionTier,
      ownerExpiry: users.subscriptionExpiryDate,
    })
    .from(flowcharts)
    .innerJoin(users, eq(users.id, flowcharts.userId))
    .where(eq(flowcharts.shareId, shareId));
  if (!row) throw invalid();
  const ownerTier = effectiveTier({
    subscriptionTier: row.ownerTier,
    subscriptionExpiryDate: row.ownerExpiry,
  });
  if (!PLAN_FEATURES[ownerTier].can_share) throw invalid();
  const f = row.flowchart;
  return {
    title: f.title,
    language: f.language,
    ...openContent(f, cipher),
    is_compact: f.isCompact,
    owner_full_name: row.ownerName,
    updated_at: f.updatedAt.toISOString(),
  };
}
