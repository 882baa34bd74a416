import { Badge } from '../ui/Badge';
import type { DaysLeftBadgeInfo } from './daysLeft';

export function DaysLeftBadge({ badge }: { badge: DaysLeftBadgeInfo }) {
  return (
    <Badge
      data-testid="days-left"
      colors={badge.urgent ? 'bg-red-100 text-red-700' : 'bg-emerald-100 text-emerald-700'}
    >
      {badge.text}
    </Badge>
  );
}
