import { z } from 'zod';

/**
 * Version history of a saved flowchart (docs/decisions/027-version-history.md). Every save that
 * changes a flowchart's code, title or language keeps a version (live collaboration: at most one
 * per COLLAB_VERSION_INTERVAL_MS, plus one when the last person leaves); the owner's plan's
 * `versions_kept` bounds how many, the oldest dropped first. Visible to whoever can open the
 * flowchart (its owner, its team's members); anyone else gets 404 "Flowchart not found".
 *
 * - GET  /api/flowcharts/{id}/versions?limit=&offset=  -> VersionList, newest first
 *        (limit 1..MAX_VERSION_PAGE, default DEFAULT_VERSION_PAGE; `total` counts every kept one)
 * - GET  /api/flowcharts/{id}/versions/{version}        -> VersionDetail (with the code)
 * - POST /api/flowcharts/{id}/versions/{version}/restore -> Flowchart: the version's code, title
 *        and language saved as the flowchart (a new version, source `restore`); 403 "Upgrade to
 *        edit flowcharts" without can_edit
 * A version number that is not kept answers 404 VERSION_NOT_FOUND; one that is not a positive
 * integer 422.
 */
export const VERSION_SOURCES = ['owner', 'member', 'collab', 'restore'] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

/** live collaboration keeps at most one version per this long (plus one when the last person leaves) */
export const COLLAB_VERSION_INTERVAL_MS = 5 * 60 * 1000;

export const DEFAULT_VERSION_PAGE = 20;
export const MAX_VERSION_PAGE = 100;

/** 404 detail: a version that was never kept, or was dropped by the plan's limit. */
export const VERSION_NOT_FOUND = 'This version does not exist or is no longer kept.';

/** `{id}` and `{version}` of /api/flowcharts/{id}/versions/{version}. */
export const versionParamsSchema = z.object({
  id: z.string(),
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type VersionParams = z.input<typeof versionParamsSchema>;

export const versionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_VERSION_PAGE).default(DEFAULT_VERSION_PAGE),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});
export type VersionListQuery = z.input<typeof versionListQuerySchema>;

/** Who saved a version: null for live collaboration (several people) or a deleted account. */
export const versionAuthorSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** One line of the history (no code). Dates are ISO 8601 strings. */
export const versionListItemSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  language: z.string(),
  created_at: z.string(),
  author: versionAuthorSchema,
  source: z.enum(VERSION_SOURCES),
});
export type VersionListItem = z.infer<typeof versionListItemSchema>;

export const versionListSchema = z.object({
  items: z.array(versionListItemSchema),
  /** how many versions are kept, over all pages */
  total: z.number().int(),
});
export type VersionList = z.infer<typeof versionListSchema>;

export const versionDetailSchema = versionListItemSchema.extend({ code: z.string() });
export type VersionDetail = z.infer<typeof versionDetailSchema>;
