import { randomUUID } from 'node:crypto';
import {
  copyTitle,
  FLOWCHART_NOT_FOUND,
  flowchartLimitMessage,
  MAX_DIAGRAM_BYTES,
  PLAN_FEATURES,
  UPGRADE_TO_EDIT,
  type Flowchart,
  type FlowchartCreate,
  type FlowchartThumbnail,
  type FlowchartListItem,
  type flowchartCreateSchema,
  type flowchartUpdateSchema,
} from '@codeflow/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared';
import { flowcharts } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { checkCodeSize } from '../../plans/codeLimits';
import { effectiveTier, type TierHolder } from '../../plans/effectiveTier';
import {
  codeContext,
  diagramContext,
  thumbnailContext,
  toFlowchart,
  toListItem,
} from '../../flowchartStore/flowchartRows';
import { isFlowchartId } from '../../flowchartStore/flowchartIds';

export type Owner = TierHolder & { id: string };
export type NewFlowchart = z.output<typeof flowchartCreateSchema>;
export type FlowchartPatch = z.output<typeof flowchartUpdateSchema>;

export type { FlowchartCreate };

// the hot statements, built once per database (db/prepared.ts)
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
const deleteStatement = preparedStatement((db) =>
  db
    .delete(flowcharts)
    .where(ownedBy)
    .returning({ id: flowcharts.id })
    .prepare('flowcharts_delete'),
);
/** every field of a patch is optional: an absent one is passed as null and keeps its value */
const keep = (placeholder: string, column: Parameters<typeof sql>[1]) =>
  sql`coalesce(${sql.placeholder(placeholder)}, ${column})`;
const updateStatement = preparedStatement((db) =>
  db
    .update(flowcharts)
    .set({
      title: keep('title', flowcharts.title),
      language: keep('language', flowcharts.language),
      isCompact: keep('isCompact', flowcharts.isCompact),
      codeEncrypted: keep('codeEncrypted', flowcharts.codeEncrypted),
      flowchartEncrypted: keep('flowchartEncrypted', flowcharts.flowchartEncrypted),
      // '' in the patch clears the thumbnail; absent keeps it
      thumbnailEncrypted: sql`case when ${sql.placeholder('clearThumbnail')}::boolean then null
        else ${keep('thumbnailEncrypted', flowcharts.thumbnailEncrypted)} end`,
      updatedAt: sql`now()`,
    })
    .where(ownedBy)
    .returning()
    .prepare('flowcharts_update'),
);

export function notFound(): AppError {
  return new AppError('NOT_FOUND', FLOWCHART_NOT_FOUND);
}

function checkDiagramSize(diagram: string): void {
  const bytes = Buffer.byteLength(diagram, 'utf8');
  if (bytes > MAX_DIAGRAM_BYTES) {
    throw new AppError(
      'CODE_TOO_LARGE',
      `This flowchart is too large to save (${Math.ceil(bytes / 1024)} KB).`,
    );
  }
}

/**
 * Saves a new flowchart. The lifetime counter is incremented in the same statement, by one
 * conditional UPDATE, so concurrent creates cannot overshoot the plan's limit; at the limit the
 * call is refused (LIMIT_REACHED) and nothing is written. Deleting never gives a slot back.
 */
export async function createFlowchart(
  db: Db,
  cipher: DataCipher,
  owner: Owner,
  input: NewFlowchart,
): Promise<Flowchart> {
  const tier = effectiveTier(owner);
  checkCodeSize(input.code, tier);
  checkDiagramSize(input.flowchart);
  const limit = PLAN_FEATURES[tier].flowchart_limit;
  const id = randomUUID();
  const codeEncrypted = cipher.encrypt(input.code, codeContext(id));
  const flowchartEncrypted = cipher.encrypt(input.flowchart, diagramContext(id));
  const thumbnailEncrypted = input.thumbnail
    ? cipher.encrypt(input.thumbnail, thumbnailContext(id))
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

/** One of the owner's flowcharts; NOT_FOUND for another user's, a missing one or a malformed id. */
export async function getFlowchart(
  db: Db,
  cipher: DataCipher,
  ownerId: string,
  id: string,
): Promise<Flowchart> {
  if (!isFlowchartId(id)) throw notFound();
  const [row] = await getStatement(db).execute({ id, ownerId });
  if (!row) throw notFound();
  return toFlowchart(row, cipher);
}

/**
 * Partial update. Ownership is checked before the plan (another user's flowchart is NOT_FOUND for
 * every caller); then PLAN_REQUIRED "Upgrade to edit flowcharts" without can_edit.
 */
export async function updateFlowchart(
  db: Db,
  cipher: DataCipher,
  owner: Owner,
  id: string,
  patch: FlowchartPatch,
): Promise<Flowchart> {
  if (!isFlowchartId(id)) throw notFound();
  const where = and(eq(flowcharts.id, id), eq(flowcharts.userId, owner.id));
  const tier = effectiveTier(owner);
  if (!PLAN_FEATURES[tier].can_edit) {
    // only now look the row up: NOT_FOUND (not theirs) must win over PLAN_REQUIRED
    const [existing] = await db.select({ id: flowcharts.id }).from(flowcharts).where(where);
    throw existing ? new AppError('PLAN_REQUIRED', UPGRADE_TO_EDIT) : notFound();
  }
  if (patch.code !== undefined) checkCodeSize(patch.code, tier);
  if (patch.flowchart !== undefined) checkDiagramSize(patch.flowchart);

  const [row] = await updateStatement(db).execute({
    id,
    ownerId: owner.id,
    title: patch.title ?? null,
    language: patch.language ?? null,
    isCompact: patch.is_compact ?? null,
    codeEncrypted: patch.code === undefined ? null : cipher.encrypt(patch.code, codeContext(id)),
    flowchartEncrypted:
      patch.flowchart === undefined ? null : cipher.encrypt(patch.flowchart, diagramContext(id)),
    thumbnailEncrypted: patch.thumbnail
      ? cipher.encrypt(patch.thumbnail, thumbnailContext(id))
      : null,
    clearThumbnail: patch.thumbnail === '',
  });
  if (!row) throw notFound();
  return toFlowchart(row, cipher);
}

/** Deletes one of the owner's flowcharts (its share link goes with it); NOT_FOUND otherwise. */
export async function deleteFlowchart(db: Db, ownerId: string, id: string): Promise<void> {
  if (!isFlowchartId(id)) throw notFound();
  const deleted = await deleteStatement(db).execute({ id, ownerId });
  if (deleted.length === 0) throw notFound();
}

/** The saved drawing of one of the owner's flowcharts ('' when none); NOT_FOUND otherwise. */
export async function getThumbnail(
  db: Db,
  cipher: DataCipher,
  ownerId: string,
  id: string,
): Promise<FlowchartThumbnail> {
  if (!isFlowchartId(id)) throw notFound();
  const [row] = await db
    .select({ thumbnailEncrypted: flowcharts.thumbnailEncrypted })
    .from(flowcharts)
    .where(and(eq(flowcharts.id, id), eq(flowcharts.userId, ownerId)));
  if (!row) throw notFound();
  const svg = row.thumbnailEncrypted
    ? cipher.decrypt(row.thumbnailEncrypted, thumbnailContext(id))
    : '';
  return { svg };
}

/**
 * A copy of one of the owner's flowcharts, titled "Copy of …": a new save in every respect, so it
 * counts against the plan's lifetime limit and is refused at it with the same LIMIT_REACHED.
 */
export async function duplicateFlowchart(
  db: Db,
  cipher: DataCipher,
  owner: Owner,
  id: string,
): Promise<Flowchart> {
  if (!isFlowchartId(id)) throw notFound();
  const [row] = await getStatement(db).execute({ id, ownerId: owner.id });
  if (!row) throw notFound();
  const original = toFlowchart(row, cipher);
  return createFlowchart(db, cipher, owner, {
    title: copyTitle(original.title),
    language: original.language as NewFlowchart['language'],
    code: original.code,
    is_compact: original.is_compact,
    flowchart: original.flowchart,
    ...(row.thumbnailEncrypted
      ? { thumbnail: cipher.decrypt(row.thumbnailEncrypted, thumbnailContext(id)) }
      : {}),
  });
}
