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
import { sealColumn, sealVersionColumn } from './flowchartCiphers';
import { checkFlowchartSize, flowchartNotFound } from './flowchartErrors';
import { isFlowchartId } from './flowchartIds';
import { savedText, toSavedFlowchart, type SavedRow } from './flowchartRows';
import { keepVersion } from './keepVersion';

/** Whoever saves through the API: their plan decides the size limits and whether they may edit. */
export type Saver = TierHolder & { id: string };
export type NewFlowchart = z.output<typeof flowchartCreateSchema>;

/**
 * What a save changes; an absent field keeps its value. There is no picture: the server draws
 * thumbnails from the code (decision 029), a client's is never stored.
 */
export type FlowchartChanges = {
  title?: string | undefined;
  language?: string | undefined;
  isCompact?: boolean | undefined;
  code?: string | undefined;
  flowchart?: string | undefined;
};

/**
 * Who saves: a signed-in user through the API (the owner, or a member of the team the flowchart
 * is shared with), or the live-collaboration store (its connections were checked when they
 * opened; the sizes follow the flowchart owner's plan, as nobody in particular typed the text).
 */
export type SaveBy =
  | {
      kind: 'user';
      user: Saver;
      /** the save restores a kept version: its version is kept as `restore`, always (decision 027) */
      restore?: boolean;
    }
  | {
      kind: 'collab';
      /** the last person left the document: a version is kept whatever the 5-minute throttle says */
      final?: boolean;
    };

/** every field of a save is optional: an absent one is passed as null and keeps its value */
const keep = (placeholder: string, column: Parameters<typeof sql>[1]) =>
  sql`coalesce(${sql.placeholder(placeholder)}, ${column})`;
const changedColumns = {
  title: keep('title', flowcharts.title),
  language: keep('language', flowcharts.language),
  isCompact: keep('isCompact', flowcharts.isCompact),
  codeEncrypted: keep('codeEncrypted', flowcharts.codeEncrypted),
  flowchartEncrypted: keep('flowchartEncrypted', flowcharts.flowchartEncrypted),
  updatedAt: sql`now()`,
};
/** a ciphertext comes back only when the save did not send its text (`SavedRow`) */
const unlessSent = (placeholder: string, column: Parameters<typeof sql>[1]) =>
  sql<
    string | null
  >`case when ${sql.placeholder(placeholder)}::boolean then null else ${column} end`;
const returnedColumns = {
  id: flowcharts.id,
  userId: flowcharts.userId,
  title: flowcharts.title,
  language: flowcharts.language,
  isCompact: flowcharts.isCompact,
  codeEncrypted: unlessSent('codeSent', flowcharts.codeEncrypted),
  flowchartEncrypted: unlessSent('flowchartSent', flowcharts.flowchartEncrypted),
  shareId: flowcharts.shareId,
  embedTokenHash: flowcharts.embedTokenHash,
  embedTokenEncrypted: flowcharts.embedTokenEncrypted,
  createdAt: flowcharts.createdAt,
  updatedAt: flowcharts.updatedAt,
};
const saveOwnQuery = (db: Db) =>
  db
    .update(flowcharts)
    .set(changedColumns)
    .where(
      and(
        eq(flowcharts.id, sql.placeholder('id')),
        eq(flowcharts.userId, sql.placeholder('ownerId')),
      ),
    )
    .returning(returnedColumns);
const saveByIdQuery = (db: Db) =>
  db
    .update(flowcharts)
    .set(changedColumns)
    .where(eq(flowcharts.id, sql.placeholder('id')))
    .returning(returnedColumns);
// the hot statements, built once per database (db/prepared.ts); inside a transaction (a save
// that keeps a version) the same queries run unnamed on the transaction's connection
const saveOwnStatement = preparedStatement((db) => saveOwnQuery(db).prepare('flowcharts_update'));
const saveByIdStatement = preparedStatement((db) =>
  saveByIdQuery(db).prepare('flowcharts_update_by_id'),
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
  const sealVersion = (column: 'code' | 'title' | 'language', text: string) =>
    sealVersionColumn(cipher, column, id, 1, text);
  // one statement (a single round trip, atomic without an explicit transaction): the UPDATE
  // row-locks the user and re-checks the limit, the INSERT happens only if it counted, and the
  // flowchart's first version (decision 027) only if the flowchart was inserted
  const result = await db.execute(sql`
    with counted as (
      update users set lifetime_flowcharts_created = lifetime_flowcharts_created + 1
      where id = ${owner.id}::uuid
        and (${limit}::integer is null or lifetime_flowcharts_created < ${limit}::integer)
      returning id
    ),
    inserted as (
      insert into flowcharts
        (id, user_id, title, language, is_compact, code_encrypted, flowchart_encrypted)
      select ${id}::uuid, counted.id, ${input.title}::text, ${input.language}::text,
        ${input.is_compact}::boolean, ${codeEncrypted}::text, ${flowchartEncrypted}::text
      from counted
      returning id, created_at, updated_at
    ),
    first_version as (
      insert into flowchart_versions
        (flowchart_id, version, title_encrypted, language_encrypted, code_encrypted, author_id,
          source, created_at)
      select inserted.id, 1, ${sealVersion('title', input.title)}::text,
        ${sealVersion('language', input.language)}::text, ${sealVersion('code', input.code)}::text,
        ${owner.id}::uuid, 'owner', inserted.created_at
      from inserted
    )
    select created_at, updated_at from inserted`);
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
    is_embedded: false,
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
  return {
    id,
    title: changes.title ?? null,
    language: changes.language ?? null,
    isCompact: changes.isCompact ?? null,
    codeEncrypted: changes.code === undefined ? null : sealColumn(cipher, 'code', id, changes.code),
    flowchartEncrypted:
      changes.flowchart === undefined ? null : sealColumn(cipher, 'diagram', id, changes.flowchart),
    codeSent: changes.code !== undefined,
    flowchartSent: changes.flowchart !== undefined,
  };
}

/**
 * THE write path of an existing flowchart: every save — the owner's PUT, a team member's PUT,
 * the live-collaboration store, a restore of a kept version — goes through here, so code,
 * diagram text and title are written by one rule, with one size limit and one message
 * (decision 023). A save that changes the code, title or language keeps a version in the same
 * transaction (keepVersion.ts, decision 027).
 *
 * A user's save: NOT_FOUND unless they own the flowchart or it is shared with their active team
 * (another user's flowchart is NOT_FOUND before anything else is said about it); PLAN_REQUIRED
 * without can_edit; CODE_TOO_LARGE over their plan's limits. The collaboration store's save
 * answers null when the flowchart no longer exists.
 *
 * Answers the saved flowchart as the API shows it. A 20,000-line file is half a megabyte of code
 * and as much ciphertext: what the save sent is neither read back nor decrypted (the UPDATE
 * returns only the ciphertexts of what it kept, `SavedRow`), and the version check reads the
 * newest version's code only when its length matches (keepVersion.ts, decision 049).
 */
export async function saveFlowchart(
  db: Db,
  cipher: DataCipher,
  id: string,
  changes: FlowchartChanges,
  by: SaveBy,
): Promise<Flowchart | null> {
  if (!isFlowchartId(id)) throw flowchartNotFound();
  let tier: Tier;
  if (by.kind === 'collab') {
    const ownerTier = await flowchartOwnerTier(db, id);
    if (!ownerTier) return null;
    tier = ownerTier;
  } else {
    tier = effectiveTier(by.user);
    if (!PLAN_FEATURES[tier].can_edit) {
      // only now look the row up: NOT_FOUND (not theirs) must win over PLAN_REQUIRED
      throw (await flowchartAccess(db, by.user.id, id))
        ? new AppError('PLAN_REQUIRED', UPGRADE_TO_EDIT)
        : flowchartNotFound();
    }
  }
  checkFlowchartSize(changes, tier);
  const values = statementValues(cipher, id, changes);
  const versioned =
    changes.code !== undefined || changes.title !== undefined || changes.language !== undefined;
  // a save of the layout or the diagram text only: the one prepared statement, no transaction
  if (!versioned) {
    const written = await writeRow(db, values, by, false);
    return written ? toSavedFlowchart(written.row, cipher, changes) : null;
  }
  const saved = await db.transaction(async (tx) => {
    const written = await writeRow(tx, values, by, true);
    if (!written) return null;
    const { row, source } = written;
    const code = savedText(cipher, row, 'code', changes.code);
    // the plan that bounds the history is the owner's: a member's own plan does not count
    const ownerTier = source === 'owner' ? tier : ((await flowchartOwnerTier(tx, id)) ?? tier);
    const restore = by.kind === 'user' && by.restore === true;
    await keepVersion(
      tx,
      cipher,
      id,
      {
        code,
        title: row.title,
        language: row.language,
      },
      {
        source: restore ? 'restore' : source,
        authorId: by.kind === 'user' ? by.user.id : null,
        kept: PLAN_FEATURES[ownerTier].versions_kept,
        throttle: by.kind === 'collab' && by.final !== true,
        force: restore,
      },
    );
    return { row, code };
  });
  // the code and diagram sent are at hand: no need to decrypt what was just encrypted
  if (!saved) return null;
  return toSavedFlowchart(saved.row, cipher, { code: saved.code, flowchart: changes.flowchart });
}

type Written = { row: SavedRow; source: 'owner' | 'member' | 'collab' };

/**
 * The UPDATE of a save: by id for the collaboration store (null when the flowchart is gone);
 * for a user, the owner's statement first and team access only when it matched nothing.
 * `inTransaction`: the queries run unnamed on the transaction's connection.
 */
async function writeRow(
  db: Db,
  values: ReturnType<typeof statementValues>,
  by: SaveBy,
  inTransaction: boolean,
): Promise<Written | null> {
  const byId = inTransaction ? saveByIdQuery(db) : saveByIdStatement(db);
  if (by.kind === 'collab') {
    const [row] = await byId.execute(values);
    return row ? { row, source: 'collab' } : null;
  }
  const own = inTransaction ? saveOwnQuery(db) : saveOwnStatement(db);
  const [ownRow] = await own.execute({ ...values, ownerId: by.user.id });
  if (ownRow) return { row: ownRow, source: 'owner' };
  if ((await flowchartAccess(db, by.user.id, values.id)) !== 'member') throw flowchartNotFound();
  const [row] = await byId.execute(values);
  if (!row) throw flowchartNotFound();
  return { row, source: 'member' };
}

/** Deletes one of the owner's flowcharts (its share link goes with it); NOT_FOUND otherwise. */
export async function deleteFlowchart(db: Db, ownerId: string, id: string): Promise<void> {
  if (!isFlowchartId(id)) throw flowchartNotFound();
  const deleted = await deleteStatement(db).execute({ id, ownerId });
  if (deleted.length === 0) throw flowchartNotFound();
}
