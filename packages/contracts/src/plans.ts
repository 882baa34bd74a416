import { z } from 'zod';
import { subscriptionTiers, type SubscriptionTier } from './auth';

/**
 * Plans: what each subscription tier may do (docs/product.md#roles-and-plans, #entities, #constants-and-limits).
 *
 * | tier         | flowchart_limit (lifetime) | can_edit | can_share | max_code_lines | export formats      | team_management | versions_kept | coverage_import |
 * | ------------ | -------------------------- | -------- | --------- | -------------- | ------------------- | --------------- | ------------- | --------------- |
 * | free         | 5                          | no       | no        | 300            | svg, png            | no              | 5             | no              |
 * | pro          | 100                        | yes      | no        | 2,000          | svg, png, jpeg, pdf | no              | 100           | yes             |
 * | premium      | unlimited (null)           | yes      | yes       | 10,000         | svg, png, jpeg, pdf | no              | 100           | yes             |
 * | organization | unlimited (null)           | yes      | yes       | 20,000         | svg, png, jpeg, pdf | yes             | 100           | yes             |
 * | admin        | unlimited (null)           | yes      | yes       | 20,000         | svg, png, jpeg, pdf | yes             | 100           | yes             |
 *
 * `flowchart_limit` counts flowcharts ever created (users.lifetime_flowcharts_created), so deleting
 * one does not give a slot back. `versions_kept` is how many versions of each flowchart its owner's plan
 * keeps (decision 027): a save beyond it drops the oldest. `coverage_import`: the editor's Import coverage
 * (decision 042; the CLI's --coverage is not gated). 20,000 lines is the server's ceiling for everyone ("unlimited code
 * length" of docs/product.md#roles-and-plans within what one request can carry); MAX_CODE_BYTES caps every tier too.
 * A paid tier whose subscription_expiry_date has passed acts as `free` (the server computes this).
 * Run and replay: every plan (decision 041: it runs in the user's browser), so no feature gates it.
 */
export const TIERS = subscriptionTiers;
export type Tier = SubscriptionTier;

export const EXPORT_FORMATS = ['svg', 'png', 'jpeg', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/subscription/features (signed in): the current user's features, for their effective tier. */
export const featuresSchema = z.object({
  team_management: z.boolean(),
  /** null = unlimited */
  flowchart_limit: z.number().int().nullable(),
  can_edit: z.boolean(),
  can_share: z.boolean(),
  max_code_lines: z.number().int(),
  export_formats: z.array(z.enum(EXPORT_FORMATS)),
  /** versions kept per flowchart (decision 027); the oldest beyond it are dropped on save */
  versions_kept: z.number().int().min(1),
  /** the editor overlays a coverage file on the charts (decision 042) */
  coverage_import: z.boolean(),
});
export type Features = z.infer<typeof featuresSchema>;

const allFormats: ExportFormat[] = [...EXPORT_FORMATS];

/** The one table of plan features; everything else (server checks, web app hints) reads it. */
export const PLAN_FEATURES: Readonly<Record<Tier, Readonly<Features>>> = {
  free: {
    team_management: false,
    flowchart_limit: 5,
    can_edit: false,
    can_share: false,
    max_code_lines: 300,
    export_formats: ['svg', 'png'],
    versions_kept: 5,
    coverage_import: false,
  },
  pro: {
    team_management: false,
    flowchart_limit: 100,
    can_edit: true,
    can_share: false,
    max_code_lines: 2_000,
    export_formats: allFormats,
    versions_kept: 100,
    coverage_import: true,
  },
  premium: {
    team_management: false,
    flowchart_limit: null,
    can_edit: true,
    can_share: true,
    max_code_lines: 10_000,
    export_formats: allFormats,
    versions_kept: 100,
    coverage_import: true,
  },
  organization: {
    team_management: true,
    flowchart_limit: null,
    can_edit: true,
    can_share: true,
    max_code_lines: 20_000,
    export_formats: allFormats,
    versions_kept: 100,
    coverage_import: true,
  },
  admin: {
    team_management: true,
    flowchart_limit: null,
    can_edit: true,
    can_share: true,
    max_code_lines: 20_000,
    export_formats: allFormats,
    versions_kept: 100,
    coverage_import: true,
  },
};

/** Tiers that are bought and therefore expire (admin never does; free has nothing to expire). */
export const PAID_TIERS: readonly Tier[] = ['pro', 'premium', 'organization'];

/** Display names, for messages and badges. */
export const TIER_NAMES: Readonly<Record<Tier, string>> = {
  free: 'Free',
  pro: 'Pro',
  premium: 'Premium',
  organization: 'Organization',
  admin: 'Admin',
};

/** Size cap on code sent for generation or saved, for every tier (UTF-8 bytes). */
export const MAX_CODE_BYTES = 1024 * 1024;

/** Plan colours (docs/product.md#constants-and-limits), as Tailwind colour names: the web app picks the shades. */
export const TIER_COLOURS: Readonly<Record<Tier, string>> = {
  free: 'gray',
  pro: 'blue',
  premium: 'purple',
  organization: 'orange',
  admin: 'red',
};

/** The tiers a user can buy, cheapest first: where upgrade hints look for the plan that lifts a limit. */
const UPGRADE_PATH: readonly Tier[] = ['free', 'pro', 'premium', 'organization'];

/** The cheapest tier above `tier` whose features pass `lifts`, if any. */
export function upgradeTierFor(tier: Tier, lifts: (features: Features) => boolean): Tier | null {
  const from = UPGRADE_PATH.indexOf(tier);
  if (from < 0) return null;
  return UPGRADE_PATH.slice(from + 1).find((t) => lifts(PLAN_FEATURES[t])) ?? null;
}

/** Tooltip text (docs/product.md#validation-rules); the 403 detail starts with it. */
export const FLOWCHART_LIMIT_REACHED = 'You have reached your flowchart limit';
/** docs/product.md#validation-rules: editing without can_edit (403 detail). */
export const UPGRADE_TO_EDIT = 'Upgrade to edit flowcharts';
/**
 * How a plan's flowchart limit counts, said on the pricing pages (decision 037): every flowchart
 * created, as users.lifetime_flowcharts_created counts them.
 */
export const FLOWCHART_LIMIT_RULE =
  'Flowchart limits count every flowchart you create: deleting one does not free a place. Drawing in the editor and exporting do not count.';

/** The pricing pages' line on Run and replay (decision 041): every plan, nothing to gate. */
export const RUN_AND_REPLAY_RULE =
  'Run and replay: every plan. Programs (Python, JavaScript, TypeScript) run in your browser and are stepped through on their flowchart.';

/** What a plan without coverage_import sees beside the Import coverage action (decision 042). */
export const UPGRADE_FOR_COVERAGE = 'Importing test coverage comes with Pro and up';

/** Sharing without can_share (403 detail). */
export const UPGRADE_TO_SHARE = 'Upgrade to Premium to share flowcharts';

/** 403 detail for a create refused at the limit, with the plan that lifts it. */
export function flowchartLimitMessage(tier: Tier, limit: number): string {
  const next = upgradeTierFor(tier, (f) => f.flowchart_limit === null || f.flowchart_limit > limit);
  if (!next) return `${FLOWCHART_LIMIT_REACHED} (${limit}).`;
  const nextLimit = PLAN_FEATURES[next].flowchart_limit;
  const hint =
    nextLimit === null ? 'for unlimited flowcharts' : `for up to ${nextLimit} flowcharts`;
  return `${FLOWCHART_LIMIT_REACHED} (${limit} on the ${TIER_NAMES[tier]} plan). Upgrade to ${TIER_NAMES[next]} ${hint}.`;
}

/** 413 detail for code longer than the tier allows, naming the plan that lifts the limit. */
export function codeLinesMessage(tier: Tier, lines: number): string {
  const max = PLAN_FEATURES[tier].max_code_lines;
  const next = upgradeTierFor(tier, (f) => f.max_code_lines >= lines);
  const base = `This code has ${lines} lines; the ${TIER_NAMES[tier]} plan allows ${max}.`;
  if (!next) return `${base} Split it into smaller pieces.`;
  return `${base} Upgrade to ${TIER_NAMES[next]} for up to ${PLAN_FEATURES[next].max_code_lines} lines.`;
}

/** 413 detail for code over MAX_CODE_BYTES. */
export function codeBytesMessage(bytes: number): string {
  const kib = (n: number) => Math.ceil(n / 1024);
  return `This code is ${kib(bytes)} KB; the limit is ${kib(MAX_CODE_BYTES)} KB.`;
}
