import { TIER_NAMES, type Tier } from '@codeflow/contracts';
import { Badge } from '../../components/ui/Badge';
import { planBadgeClasses } from '../../components/ui/badgeClasses';
import type { TeamPlanSource } from '../../session/useTeam';
import { CreateNewButton } from './CreateNewButton';
import {
  createBlockedReason,
  teamPlanInactiveLabel,
  teamPlanLabel,
  usageLabel,
  usageText,
} from './planRules';

/** Title, plan badge, used/limit counter and Create New (docs/product.md#dashboard). */
export function DashboardHeader({
  tier,
  team,
  used,
  limit,
}: {
  tier: Tier;
  /** a team member's team: its plan is the one in use while active (issue 22, item 10) */
  team?: TeamPlanSource | null;
  used: number;
  /** null = unlimited; undefined while the plan's features are loading */
  limit: number | null | undefined;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">My Flowcharts</h1>
        {team?.active ? (
          <Badge
            colors={planBadgeClasses('organization')}
            className="ring-1"
            data-testid="plan-badge"
          >
            {teamPlanLabel(team.ownerName)}
          </Badge>
        ) : (
          <Badge colors={planBadgeClasses(tier)} className="ring-1" data-testid="plan-badge">
            {TIER_NAMES[tier]}
          </Badge>
        )}
        {team && !team.active && (
          <span className="text-sm text-amber-800" data-testid="team-plan-inactive">
            {teamPlanInactiveLabel(team.ownerName)}
          </span>
        )}
        {/* aria-label is not announced on a plain span: screen readers get the sentence instead */}
        <span
          className="text-sm text-gray-600"
          data-testid="usage-counter"
          aria-hidden="true"
          title={limit === null ? 'Unlimited' : undefined}
        >
          {usageText(used, limit)}
        </span>
        <span className="sr-only">{usageLabel(used, limit)}</span>
      </div>
      <CreateNewButton blockedReason={createBlockedReason(used, limit)} />
    </div>
  );
}
