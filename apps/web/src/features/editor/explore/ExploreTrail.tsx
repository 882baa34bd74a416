import { Button } from '../../../components/ui/Button';
import type { Explore } from './useExplore';

/** The trail of calls followed (issue 23 item 2), with Back: shown only once a call is followed. */
export function ExploreTrail({ explore }: { explore: Explore }) {
  const { trail } = explore;
  if (trail.length <= 1) return null;
  return (
    <nav aria-label="Calls followed" className="flex flex-wrap items-center gap-2 text-sm">
      <Button size="sm" onClick={explore.back} data-testid="explore-back">
        ← Back
      </Button>
      <ol className="flex flex-wrap items-center gap-1 text-gray-600">
        {trail.map((c, i) => (
          <li key={`${c.id}-${i}`} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            <span
              aria-current={i === trail.length - 1 ? 'page' : undefined}
              className={i === trail.length - 1 ? 'font-semibold' : ''}
            >
              {c.name}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
