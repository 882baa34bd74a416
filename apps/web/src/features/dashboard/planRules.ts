import {
  FLOWCHART_LIMIT_REACHED,
  flowchartLimitMessage,
  UPGRADE_TO_EDIT,
  type Features,
  type Tier,
} from '@codeflow/contracts';

/** The auth feature's features are empty while loading or after a failure (docs/product.md#states-and-transitions). */
type KnownFeatures = Partial<Features>;

/** docs/product.md#validation-rules: Create New is disabled once the lifetime count reaches flowchart_limit. */
export function limitReached(used: number, limit: number | null | undefined): boolean {
  return typeof limit === 'number' && used >= limit;
}

/** The used/limit counter: "∞" when unlimited (null), "…" while the plan is not known yet. */
export function usageText(used: number, limit: number | null | undefined): string {
  if (limit === undefined) return `${used} / …`;
  return `${used} / ${limit === null ? '∞' : limit}`;
}

/** The counter's accessible wording, so a screen reader does not say "infinity". */
export function usageLabel(used: number, limit: number | null | undefined): string {
  if (limit === undefined) return `${used} flowcharts created`;
  if (limit === null) return `${used} flowcharts created of Unlimited`;
  return `${used} of ${limit} flowcharts created`;
}

/** Why Create New is disabled, or null when it is not. */
export function createBlockedReason(used: number, limit: number | null | undefined): string | null {
  return limitReached(used, limit) ? FLOWCHART_LIMIT_REACHED : null;
}

/**
 * Why Edit is disabled (docs/product.md#validation-rules), or null. Unknown features count as "not allowed": the server
 * refuses the save anyway, and offering Edit to a free user for a moment is worse than the reverse.
 */
export function editBlockedReason(features: KnownFeatures): string | null {
  return features.can_edit === true ? null : UPGRADE_TO_EDIT;
}

/** docs/product.md#validation-rules: Share is shown only with can_share. */
export function canShare(features: KnownFeatures): boolean {
  return features.can_share === true;
}

/**
 * Why Duplicate is disabled: a copy is a new save, so at the limit it says what the server says
 * to a new save, word for word. Null while the plan is loading (the server still decides).
 */
export function duplicateBlockedReason(
  tier: Tier,
  used: number,
  limit: number | null | undefined,
): string | null {
  return typeof limit === 'number' && used >= limit ? flowchartLimitMessage(tier, limit) : null;
}

/** A team member's plan badge: the access comes from the team, and whose (issue 22, item 10). */
export function teamPlanLabel(ownerName: string): string {
  return `Organization plan via ${ownerName || 'your team owner'}’s team`;
}

/** Beside a team member's own plan while the team's plan is not active. */
export function teamPlanInactiveLabel(ownerName: string): string {
  return `${ownerName || 'Your team owner'}’s Organization plan is not active: your own plan applies.`;
}
