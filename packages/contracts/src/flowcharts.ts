import { z } from 'zod';
import { FLOWCHART_LANGUAGES } from './languages';
import { MAX_CODE_BYTES } from './plans';
import { requestBody } from './requestRules';

/**
 * Saved flowcharts and share links (docs/product.md#entities, #validation-rules, #api). All calls need a signed-in user
 * (401 otherwise) and answer errors as `{detail}`.
 *
 * - POST   /api/flowcharts             flowchartCreateSchema -> 201 Flowchart
 *          403 "You have reached your flowchart limit (…). Upgrade to …" at the plan's lifetime limit
 * - GET    /api/flowcharts/user        -> FlowchartListItem[] (newest updated_at first; no code);
 *          optional paging: ?limit=&offset= (flowchartListQuerySchema), still a plain array
 *
 * Every answer carries `Cache-Control: no-store` (private to the user).
 * - GET    /api/flowcharts/{id}        -> Flowchart (with code and diagram text)
 * - PUT    /api/flowcharts/{id}        flowchartUpdateSchema (any subset) -> Flowchart
 *          403 "Upgrade to edit flowcharts" without can_edit
 * - DELETE /api/flowcharts/{id}        -> 204 (the lifetime count is not given back)
 * - POST   /api/flowcharts/{id}/share  -> ShareLink (idempotent: the active link if there is one)
 *          403 "Upgrade to Premium to share flowcharts" without can_share
 * - DELETE /api/flowcharts/{id}/share  -> 204 (revokes the link; a later share makes a new one)
 * - GET    /api/shared/{shareId}       -> SharedFlowchart (any signed-in user holding the link,
 *          read-only); unknown or revoked -> 404 "This share link is invalid or has been revoked."
 *
 * - GET    /api/flowcharts/{id}/thumbnail -> image/png drawn by the server from the saved code
 *          (decision 029; 204 when the code cannot be drawn); the owner only
 * - POST   /api/flowcharts/{id}/duplicate -> 201 Flowchart: a copy ("Copy of …") counted like a
 *          new save, refused with the same 403 at the plan's lifetime limit
 *
 * Another user's flowchart, or an id that is not a flowchart id, is 404 "Flowchart not found" for
 * every verb. Code and diagram text are stored encrypted; titles are not (lists show them).
 */

export const DEFAULT_FLOWCHART_TITLE = 'Untitled Flowchart';
export const MAX_TITLE_LENGTH = 200;
/**
 * Size cap on the `thumbnail` field old clients still send in a save (characters of SVG text).
 * The field is accepted and ignored: thumbnails are drawn by the server (decision 029).
 */
export const MAX_THUMBNAIL_CHARS = 512 * 1024;

/** Size cap on a saved diagram text (UTF-8 bytes); code has MAX_CODE_BYTES. */
export const MAX_DIAGRAM_BYTES = 4 * 1024 * 1024;

/**
 * The request body's size limit for a save (create or update): code and diagram at their caps,
 * with room for JSON's escapes of the code (the diagram is mostly plain text) and the other fields.
 */
export const FLOWCHART_BODY_LIMIT =
  2 * MAX_CODE_BYTES + MAX_DIAGRAM_BYTES + 2 * MAX_THUMBNAIL_CHARS + 16 * 1024;

export const FLOWCHART_NOT_FOUND = 'Flowchart not found';
export const SHARE_LINK_INVALID = 'This share link is invalid or has been revoked.';

/** Empty or blank titles become "Untitled Flowchart"; longer than 200 characters is a 422. */
const titleSchema = z.preprocess(
  (v) => v ?? '',
  z
    .string()
    .trim()
    .max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`)
    .transform((t) => (t === '' ? DEFAULT_FLOWCHART_TITLE : t)),
);

const languageSchema = z.enum(FLOWCHART_LANGUAGES, {
  error: `Language must be one of: ${FLOWCHART_LANGUAGES.join(', ')}`,
});

/**
 * The SVG the editor drew, shown on the dashboard card. Only ever displayed through `<img>` (where
 * no script runs and nothing is fetched), so it is checked for shape, not sanitised. '' clears it.
 */
const thumbnailSchema = z
  .string()
  .max(MAX_THUMBNAIL_CHARS, 'Thumbnail is too large')
  .refine((t) => t === '' || /^(<\?xml[^>]*\?>\s*)?<svg[\s>]/.test(t), 'Thumbnail must be an SVG');

const fields = {
  title: titleSchema,
  language: languageSchema,
  code: z.string(),
  is_compact: z.boolean(),
  /** the diagram text (Mermaid) the editor drew */
  flowchart: z.string(),
};

/** POST /api/flowcharts. Unknown fields are ignored. */
export const flowchartCreateSchema = z.object({
  title: titleSchema,
  language: fields.language,
  code: fields.code,
  is_compact: fields.is_compact.default(false),
  flowchart: fields.flowchart.default(''),
  thumbnail: thumbnailSchema.optional(),
});
export type FlowchartCreate = z.input<typeof flowchartCreateSchema>;

/** PUT /api/flowcharts/{id}: any subset of the create fields. */
export const flowchartUpdateSchema = z.object({
  title: fields.title.optional(),
  language: fields.language.optional(),
  code: fields.code.optional(),
  is_compact: fields.is_compact.optional(),
  flowchart: fields.flowchart.optional(),
  thumbnail: thumbnailSchema.optional(),
});
export type FlowchartUpdate = z.input<typeof flowchartUpdateSchema>;

/** stored encrypted, so any character is fine: the code and the diagram made from it */
const CODE_FIELDS = ['code', 'flowchart', 'thumbnail'];

/** The create and update bodies as the server validates them (NUL allowed in code and diagram). */
export const flowchartCreateBodySchema = requestBody(flowchartCreateSchema, {
  allowNul: CODE_FIELDS,
});
export const flowchartUpdateBodySchema = requestBody(flowchartUpdateSchema, {
  allowNul: CODE_FIELDS,
});

/** `{id}` of /api/flowcharts/{id} and /api/flowcharts/{id}/share (any text: unknown ids are 404). */
export const flowchartIdParamsSchema = z.object({ id: z.string() });
export type FlowchartIdParams = z.infer<typeof flowchartIdParamsSchema>;

/** `{shareId}` of /api/shared/{shareId} (any text: unknown links are 404). */
export const shareIdParamsSchema = z.object({ shareId: z.string() });
export type ShareIdParams = z.infer<typeof shareIdParamsSchema>;

/** One card of GET /api/flowcharts/user (no code, no diagram). Dates are ISO 8601 strings. */
export const flowchartListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  language: z.string(),
  is_compact: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FlowchartListItem = z.infer<typeof flowchartListItemSchema>;

export const MAX_LIST_PAGE = 500;

/** GET /api/flowcharts/user?limit=&offset=: both optional; without `limit`, every flowchart. */
export const flowchartListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIST_PAGE).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});
export type FlowchartListQuery = z.infer<typeof flowchartListQuerySchema>;

/** GET /api/flowcharts/user */
export const flowchartListSchema = z.array(flowchartListItemSchema);

/**
 * GET/POST/PUT answers: the whole flowchart. `is_shared` says whether a share link is active,
 * `is_embedded` whether its public embed is on (contracts/embeds.ts).
 */
export const flowchartSchema = flowchartListItemSchema.extend({
  code: z.string(),
  flowchart: z.string(),
  is_shared: z.boolean(),
  // always sent by the server; optional so an answer of a server without embeds still parses
  is_embedded: z.boolean().optional(),
});
export type Flowchart = z.infer<typeof flowchartSchema>;

/** POST /api/flowcharts/{id}/share */
export const shareLinkSchema = z.object({
  share_id: z.string(),
  /** the editor route that opens it: /editor?shareId=<share_id> */
  url: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET /api/shared/{shareId}: read-only view for whoever holds the link. */
export const sharedFlowchartSchema = z.object({
  title: z.string(),
  language: z.string(),
  code: z.string(),
  flowchart: z.string(),
  is_compact: z.boolean(),
  owner_full_name: z.string(),
  updated_at: z.string(),
});
export type SharedFlowchart = z.infer<typeof sharedFlowchartSchema>;

export function shareUrl(shareId: string): string {
  return `/editor?shareId=${encodeURIComponent(shareId)}`;
}

/**
 * GET /api/flowcharts/{id}/thumbnail: the dashboard card's picture, a PNG the server draws from
 * the saved code (decision 029), read by the web app as a Blob; no content (204) when the code
 * cannot be drawn.
 */
export const flowchartThumbnailSchema = z.instanceof(Blob).or(z.undefined());
export type FlowchartThumbnail = z.infer<typeof flowchartThumbnailSchema>;
/** The thumbnail's largest size in pixels (it is scaled down to fit). */
export const THUMBNAIL_MAX_SIZE = { width: 640, height: 400 } as const;

/**
 * The title of a duplicate: "Copy of <title>"; a copy of a copy is numbered ("Copy of X (2)",
 * then "(3)") rather than "Copy of Copy of X". Cut to the title's length limit.
 */
export function copyTitle(title: string): string {
  const base = title.trim() || DEFAULT_FLOWCHART_TITLE;
  const copy = /^Copy of (.*?)(?: \((\d+)\))?$/.exec(base);
  if (!copy) return `Copy of ${base}`.slice(0, MAX_TITLE_LENGTH);
  const next = Number(copy[2] ?? '1') + 1;
  const suffix = ` (${next})`;
  return `Copy of ${copy[1] ?? ''}`.slice(0, MAX_TITLE_LENGTH - suffix.length) + suffix;
}
