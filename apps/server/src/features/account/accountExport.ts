import { ACCOUNT_EXPORT_FORMAT, shareUrl } from '@codeflow/contracts';
import { and, asc, count, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import {
  couponRedemptions,
  emailChangeRequests,
  flowcharts,
  flowchartVersions,
  generationEvents,
  organizationMembers,
  organizations,
  paymentOrders,
  payments,
  sessions,
  subscriptionEvents,
  users,
} from '../../db/schema/index';
import { openContentOrNull, openVersionContentOrNull } from '../../flowchartStore/index';
import { findUserById, toProfile } from '../auth/users';

/** rows read per query: the export never holds more than one page of flowcharts */
export const EXPORT_PAGE_SIZE = 50;

export type ExportDeps = { db: Db; cipher: DataCipher; publicUrl: string };

type Row = Record<string, unknown>;

/**
 * Rows of `table` belonging to the user, in pages of EXPORT_PAGE_SIZE ordered by `key` (its `id`
 * column), each page read only when the previous one has been written.
 */
async function* pages<T extends Row & { id: unknown }>(
  db: Db,
  table: PgTable,
  key: PgColumn,
  owner: SQL | undefined,
): AsyncGenerator<T[]> {
  let last: unknown = undefined;
  for (;;) {
    const rows = (await db
      .select()
      .from(table)
      .where(last === undefined ? owner : and(owner, gt(key, last)))
      .orderBy(asc(key))
      .limit(EXPORT_PAGE_SIZE)) as T[];
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    last = (rows[rows.length - 1] as T).id;
  }
}

/** A JSON array, written element by element as the pages arrive. */
async function* jsonArray<T extends Row>(
  source: AsyncGenerator<T[]>,
  toJson: (row: T) => unknown,
): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const rows of source) {
    const items = rows.map((row) => JSON.stringify(toJson(row), null, 2).replace(/\n/g, '\n    '));
    yield `${first ? '\n    ' : ',\n    '}${items.join(',\n    ')}`;
    first = false;
  }
  yield first ? ']' : '\n  ]';
}

type VersionRow = typeof flowchartVersions.$inferSelect;

/**
 * The kept versions of the user's own flowcharts (decision 027), in pages of EXPORT_PAGE_SIZE
 * ordered by flowchart and version (keyset paging on the pair).
 */
async function* versionPages(db: Db, userId: string): AsyncGenerator<VersionRow[]> {
  let last: VersionRow | undefined = undefined;
  for (;;) {
    const after: SQL | undefined = last
      ? sql`(${flowchartVersions.flowchartId}, ${flowchartVersions.version}) > (${last.flowchartId}::uuid, ${last.version}::integer)`
      : undefined;
    const rows = await db
      .select({ version: flowchartVersions })
      .from(flowchartVersions)
      .innerJoin(flowcharts, eq(flowcharts.id, flowchartVersions.flowchartId))
      .where(and(eq(flowcharts.userId, userId), after))
      .orderBy(asc(flowchartVersions.flowchartId), asc(flowchartVersions.version))
      .limit(EXPORT_PAGE_SIZE);
    if (rows.length === 0) return;
    const page = rows.map((r) => r.version);
    yield page;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    last = page[page.length - 1];
  }
}

function iso(date: unknown): string | null {
  return date instanceof Date ? date.toISOString() : null;
}

/**
 * The organization the user owns (with how many members it has: the members' own details are
 * theirs) and the one they belong to, if any.
 */
async function teamOfUser(db: Db, userId: string) {
  const [owned] = await db
    .select({
      id: organizations.id,
      createdAt: organizations.createdAt,
      members: count(organizationMembers.userId),
    })
    .from(organizations)
    .leftJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .where(eq(organizations.ownerId, userId))
    .groupBy(organizations.id, organizations.createdAt);
  const [membership] = await db
    .select({
      organizationId: organizationMembers.organizationId,
      addedAt: organizationMembers.addedAt,
      ownerEmail: users.email,
      ownerName: users.fullName,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .innerJoin(users, eq(users.id, organizations.ownerId))
    .where(eq(organizationMembers.userId, userId));
  return {
    owns: owned
      ? { organization_id: owned.id, created_at: iso(owned.createdAt), member_count: owned.members }
      : null,
    member_of: membership
      ? {
          organization_id: membership.organizationId,
          added_at: iso(membership.addedAt),
          owner_email: membership.ownerEmail,
          owner_name: membership.ownerName,
        }
      : null,
  };
}

/**
 * GET /api/account/export: everything held about the user, as one JSON document written piece
 * by piece (docs/decisions/020-account-export-and-deletion.md). Flowcharts, the only part that
 * can be large, are read EXPORT_PAGE_SIZE at a time and decrypted as they are written.
 */
export async function* exportAccount(deps: ExportDeps, userId: string): AsyncGenerator<string> {
  const { db, cipher } = deps;
  const user = await findUserById(db, userId);
  if (!user) return;
  const header = {
    format: ACCOUNT_EXPORT_FORMAT,
    exported_at: new Date().toISOString(),
    profile: {
      ...toProfile(user),
      sign_in_with_password: user.passwordHash !== null,
      sign_in_with_google: user.googleSub !== null,
      updated_at: user.updatedAt.toISOString(),
    },
  };
  const opening = JSON.stringify(header, null, 2);
  yield opening.slice(0, opening.lastIndexOf('}')).trimEnd();

  const section = async function* (name: string, body: AsyncGenerator<string>) {
    yield `,\n  ${JSON.stringify(name)}: `;
    yield* body;
  };

  const [pendingEmail] = await db
    .select()
    .from(emailChangeRequests)
    .where(eq(emailChangeRequests.userId, userId));
  yield `,\n  "pending_email_change": ${JSON.stringify(
    pendingEmail
      ? { new_email: pendingEmail.newEmail, expires_at: iso(pendingEmail.expiresAt) }
      : null,
  )}`;

  yield* section(
    'sessions',
    jsonArray(
      pages<typeof sessions.$inferSelect>(db, sessions, sessions.id, eq(sessions.userId, userId)),
      (s) => ({
        id: s.id,
        started_at: iso(s.startedAt),
        last_seen_at: iso(s.lastSeenAt),
        ended_at: iso(s.endedAt),
        ip: s.ip,
        country: s.country,
        user_agent: s.userAgent,
      }),
    ),
  );
  yield* section(
    'subscription_events',
    jsonArray(
      pages<typeof subscriptionEvents.$inferSelect>(
        db,
        subscriptionEvents,
        subscriptionEvents.id,
        eq(subscriptionEvents.userId, userId),
      ),
      (e) => ({
        kind: e.kind,
        tier: e.tier,
        expiry_date: iso(e.expiryDate),
        created_at: iso(e.createdAt),
      }),
    ),
  );
  yield* section(
    'payment_orders',
    jsonArray(
      pages<typeof paymentOrders.$inferSelect>(
        db,
        paymentOrders,
        paymentOrders.id,
        eq(paymentOrders.userId, userId),
      ),
      (o) => ({
        id: o.id,
        plan_id: o.planId,
        amount_cents: o.amountCents,
        original_amount_cents: o.originalAmountCents,
        currency: o.currency,
        coupon_code: o.couponCode,
        discount_percent: o.discountPercent,
        provider: o.provider,
        provider_order_id: o.providerOrderId,
        receipt: o.receipt,
        status: o.status,
        created_at: iso(o.createdAt),
        paid_at: iso(o.paidAt),
      }),
    ),
  );
  yield* section(
    'payments',
    jsonArray(
      pages<typeof payments.$inferSelect>(db, payments, payments.id, eq(payments.userId, userId)),
      (p) => ({
        order_id: p.orderId,
        provider_payment_id: p.providerPaymentId,
        amount_cents: p.amountCents,
        currency: p.currency,
        status: p.status,
        error_description: p.errorDescription,
        created_at: iso(p.createdAt),
      }),
    ),
  );
  yield* section(
    'coupon_redemptions',
    jsonArray(
      pages<typeof couponRedemptions.$inferSelect>(
        db,
        couponRedemptions,
        couponRedemptions.id,
        eq(couponRedemptions.userId, userId),
      ),
      (r) => ({ order_id: r.orderId, redeemed_at: iso(r.redeemedAt) }),
    ),
  );
  yield* section(
    'generation_events',
    jsonArray(
      pages<typeof generationEvents.$inferSelect>(
        db,
        generationEvents,
        generationEvents.id,
        eq(generationEvents.userId, userId),
      ),
      (g) => ({
        language: g.language,
        line_count: g.lineCount,
        duration_ms: g.durationMs,
        outcome: g.outcome,
        created_at: iso(g.createdAt),
      }),
    ),
  );
  yield `,\n  "team": ${JSON.stringify(await teamOfUser(db, userId), null, 2).replace(/\n/g, '\n  ')}`;
  const ownFlowcharts = eq(flowcharts.userId, userId);
  yield* section(
    'share_links',
    jsonArray(
      pages<typeof flowcharts.$inferSelect>(
        db,
        flowcharts,
        flowcharts.id,
        and(ownFlowcharts, isNotNull(flowcharts.shareId)),
      ),
      (f) => ({
        flowchart_id: f.id,
        title: f.title,
        share_id: f.shareId,
        url: f.shareId ? `${deps.publicUrl.replace(/\/+$/, '')}${shareUrl(f.shareId)}` : null,
      }),
    ),
  );
  yield* section(
    'flowcharts',
    jsonArray(
      pages<typeof flowcharts.$inferSelect>(db, flowcharts, flowcharts.id, ownFlowcharts),
      (f) => {
        const { code, flowchart: diagram } = openContentOrNull(f, cipher);
        return {
          id: f.id,
          title: f.title,
          language: f.language,
          is_compact: f.isCompact,
          share_id: f.shareId,
          // the public picture's URL is not repeated here: whether it is on (decision 029)
          embed_on: f.embedTokenHash !== null,
          created_at: iso(f.createdAt),
          updated_at: iso(f.updatedAt),
          code,
          flowchart: diagram,
          ...(code === null || diagram === null
            ? { note: 'Could not be decrypted with the server key in use' }
            : {}),
        };
      },
    ),
  );
  yield* section(
    'flowchart_versions',
    jsonArray(versionPages(db, userId), (v) => {
      const content = openVersionContentOrNull(v, cipher);
      return {
        flowchart_id: v.flowchartId,
        version: v.version,
        ...content,
        created_at: iso(v.createdAt),
        author_id: v.authorId,
        source: v.source,
        ...(content.code === null || content.title === null || content.language === null
          ? { note: 'Could not be decrypted with the server key in use' }
          : {}),
      };
    }),
  );
  yield '\n}\n';
}
