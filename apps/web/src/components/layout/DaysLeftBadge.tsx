import type { DaysLeftBadgeInfo } from './daysLeft';

export function DaysLeftBadge({ badge }: { badge: DaysLeftBadgeInfo }) {
  return (
    <span
      data-testid="days-left"
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        badge.urgent ? 'bg-red-100 text-red-700' : 'bg-emerald-100 text-emerald-700'
      }`}
    >
      {badge.text}
    </span>
  );
}
