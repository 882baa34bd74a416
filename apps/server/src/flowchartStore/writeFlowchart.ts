import { randomUUID } from 'node:crypto';
import {
  flowchartLimitMessage,
  PLAN_FEATURES,
  UPGRADE_TO_EDIT,
  type Flowchart,
  type flowchartCreateSchema,
  type Tier,
} from '@codeflow/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DataCipher } from '../crypto/dataCipher';
import type { Db } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { flowcharts, users } from '../db/schema/index';
import { AppError } from '../domain/appError';
import { effectiveTier, type TierHolder } from '../plans/effectiveTier';
import { loadTeamPlan } from '../plans/teamPlan';
import { flowchartAccess } from './flowchartAccess';
import { sealColumn } from './flowchartCiphers';
import { checkFlowchartSize, flowchartNotFound } from './flowchartErrors';
import { isFlowchartId } from './flowchartIds';
import type { FlowchartRow } from './flowchartRows';

/** Whoever saves through the API: their plan decides the size limits and whether they may edit. */
export type Saver = TierHolder & { id: string };
export type NewFlowchart = z.output<typeof flowchartCreateSchema>;

/** What a save changes; an absent field keeps its value. `thumbnail: ''` clears the picture. */
export type FlowchartChanges = {
  title?: string | undefined;
  language?: string | undefined;
  isCompact?: boolean | undefined;
  code?: string | undefined;
  flowchart?: string | undefined;
  thumbnail?: string | undefined;
};

/**
 * Who saves: a signed-in user through the API (the owner, or a member of the team the flowchart
 * is shared with), or the live-collaboration store (its connections were checked when they
 * opened; the sizes follow the flowchart owner's plan, as nobody in particular typed the text).
 */
export type SaveBy = { kind: 'user'; user: Saver } | { kind: 'collab' };

/** every field of a save is optional: an absent one is passed as null and keeps its value */
const keep = (placeholder: string, column: Parameters<typeof sql>[1]) =>
  sql`coalesce(${sql.placeholder(placeholder)}, ${column})`;
const changedColumns = {
  title: keep('title', flowcharts.title),
  language: keep('language', flowcharts.language),
  isCompact: keep('isCompact', flowcharts.isCompact),
  codeEncrypted: keep('codeEncrypted', flowcharts.codeEncrypted),
  flowchartEncrypted: keep('flowchartEncrypted', flowcharts.flowchartEncrypted),
  // '' in the save clears the thumbnail; absent keeps it
  thumbnailEncrypted: sql`case when ${sql.placeholder('clearThumbnail')}::boolean then null
    else ${keep('thumbnailEncrypted', flowcharts.thumbnailEncrypted)} end`,
  updatedAt: sql`now()`,
};
// the hot statements, built once per database (db/prepared.ts)
const saveOwnStatement = preparedStatement((db) =>
  db
    .update(flowcharts)
    .set(changedColumns)
    .where(
      and(
        eq(flowcharts.id, sql.placeholder('id')),
        eq(flowcharts.userId, sql.placeholder('ownerId')),
      ),
    )
    .returning()
    .prepare('flowcharts_update'),
);
const saveByIdStatement = preparedStatement((db) =>
  db
    .update(flowcharts)
    .set(changedColumns)
    .where(eq(flowcharts.id, sql.placeholder('id')))
    .returning()
    .prepare('flowcharts_update_by_id'),
);
const deleteStatement = preparedStatement((db) =>
  db
    .delete(flowcharts)
    .where(
      and(
        eq(flowcharts.id, sql.placeholder('id')),
        eq(flowcharts.userId, sql.placeholder('ownerId')),
      ),
    )
    .returning({ id: flowcharts.id })
    .prepare('flowcharts_delete'),
);

/**
 * Saves a new flowchart. The lifetime counter is incremented in the same statement, by one
 * conditional UPDATE, so concurrent creates cannot overshoot the plan's limit; at the limit the
 * call is refused (LIMIT_REACHED) and nothing is written. Deleting never gives a slot back.
 */
export async function createFlowchart(
  db: Db,
  cipher: DataCipher,
  owner: Saver,
  input: NewFlowchart,
): Promise<Flowchart> {
  const tier = effectiveTier(owner);
  checkFlowchartSize(input, tier);
  const limit = PLAN_FEATURES[tier].flowchart_limit;
  const id = randomUUID();
  const codeEncrypted = sealColumn(cipher, 'code', id, input.code);
  const flowchartEncrypted = sealColumn(cipher, 'diagram', id, input.flowchart);
  const thumbnailEncrypted = input.thumbnail
    ? sealColumn(cipher, 'thumbnail', id, input.thumbnail)
    : null;
  // one statement (a single round trip, atomic without an explicit transaction): the UPDATE
  // row-locks the user and re-checks the limit, and the INSERT happens only if it counted
  const result = await db.execute(sql`
    with counted as (
      update users set lifetime_flowcharts_created = lifetime_flowcharts_created + 1
      where id = ${owner.id}::uuid
        and (${limit}::integer is null or lifetime_flowcharts_created < ${limit}::integer)
      returning id
    )
    insert into flowcharts
      (id, user_id, title, language, is_compact, code_encrypted, flowchart_encrypted,
        thumbnail_encrypted)
    select ${id}::uuid, counted.id, ${input.title}::text, ${input.language}::text,
      ${input.is_compact}::boolean, ${codeEncrypted}::text, ${flowchartEncrypted}::text,
      ${thumbnailEncrypted}::text
    from counted
    returning created_at, updated_at`);
  const [row] = Reflect.get(result as object, 'rows') as {
    created_at: unknown;
    updated_at: unknown;
  }[];
  if (!row) throw new AppError('LIMIT_REACHED', flowchartLimitMessage(tier, limit ?? 0));
  // the plaintext is at hand: no need to decrypt what was just encrypted
  return {
    id,
    title: input.title,
    language: input.language,
    is_compact: input.is_compact,
    created_at: asDate(row.created_at).toISOString(),
    updated_at: asDate(row.updated_at).toISOString(),
    code: input.code,
    flowchart: input.flowchart,
    is_shared: false,
  };
}

/** Raw-SQL timestamps: both drivers parse timestamptz to Date; be lenient about strings. */
function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/**
 * The effective tier of the flowchart's owner (with their team's plan), or null when it is gone:
 * the plan a collaboration save's sizes follow.
 */
export async function flowchartOwnerTier(db: Db, flowchartId: string): Promise<Tier | null> {
  const [owner] = await db
    .select({
      id: users.id,
      role: users.role,
      subscriptionTier: users.subscriptionTier,
      subscriptionExpiryDate: users.subscriptionExpiryDate,
    })
    .from(flowcharts)
    .innerJoin(users, eq(users.id, flowcharts.userId))
    .where(eq(flowcharts.id, flowchartId));
  if (!owner) return null;
  const team = owner.role === 'team_member' ? await loadTeamPlan(db, owner.id) : null;
  return effectiveTier({ ...owner, team });
}

function statementValues(cipher: DataCipher, id: string, changes: FlowchartChanges) {
  const seal = (column: 'code' | 'diagram' | 'thumbnail', text: string | undefined) =>
    text === undefined || text === '' ? null : sealColumn(cipher, column, id, text);
  return {
    id,
    title: changes.title ?? null,
    language: changes.language ?? null,
    isCompact: changes.isCompact ?? null,
    codeEncrypted: changes.code === undefined ? null : sealColumn(cipher, 'code', id, changes.code),
    flowchartEncrypted:
      changes.flowchart === undefined ? null : sealColumn(cipher, 'diagram', id, changes.flowchart),
    thumbnailEncrypted: seal('thumbnail', changes.thumbnail),
    clearThumbnail: changes.thumbnail === '',
  };
}

/**
 * THE write path of an existing flowchart: every save — the owner's PUT, a team member's PUT,
 * the live-collaboration store — goes through here, so code, diagram text, thumbnail and title
 * are written by one rule, with one size limit and one message (decision 023). A feature that
 * must see every save (version history) hooks in here.
 *
 * A user's save: NOT_FOUND unless they own the flowchart or it is shared with their active team
 * (another user's flowchart is NOT_FOUND before anything else is said about it); PLAN_REQUIRED
 * without can_edit; CODE_TOO_LARGE over their plan's limits. The collaboration store's save
 * answers null when the flowchart no longer exists.
 */
export async function saveFlowchart(
  db: Db,
  cipher: DataCipher,
  id: string,
  changes: FlowchartChanges,
  by: SaveBy,
): Promise<FlowchartRow | null> {
  if (!isFlowchartId(id)) throw flowchartNotFound();
  if (by.kind === 'collab') {
    const tier = await flowchartOwnerTier(db, id);
    if (!tier) return null;
    checkFlowchartSize(changes, tier);
    const [row] = await saveByIdStatement(db).execute(statementValues(cipher, id, changes));
    return row ?? null;
  }
  const { user } = by;
  const tier = effectiveTier(user);
  if (!PLAN_FEATURES[tier].can_edit) {
    // only now look the row up: NOT_FOUND (not theirs) must win over PLAN_REQUIRED
    throw (await flowchartAccess(db, user.id, id))
      ? new AppError('PLAN_REQUIRED', UPGRADE_TO_EDIT)
      : flowchartNotFound();
  }
  checkFlowchartSize(changes, tier);
  const values = statementValues(cipher, id, changes);
  // the owner's save is one statement; only when it matched nothing is team access asked
  const [own] = await saveOwnStatement(db).execute({ ...values, ownerId: user.id });
  if (own) return own;
  if ((await flowchartAccess(db, user.id, id)) !== 'member') throw flowchartNotFound();
  const [row] = await saveByIdStatement(db).execute(values);
  if (!row) throw flowchartNotFound();
  return row;
}

/** Deletes one of the owner's flowcharts (its share link goes with it); NOT_FOUND otherwise. */
export async function deleteFlowchart(db: Db, ownerId: string, id: string): Promise<void> {
  if (!isFlowchartId(id)) throw flowchartNotFound();
  const deleted = await deleteStatement(db).execute({ id, ownerId });
  if (deleted.length === 0) throw flowchartNotFound();
}
