import type { KeyboardEvent, Ref } from 'react';
import { Button } from '../../../components/ui/Button';
import type { Explore } from './useExplore';

/** "2 of 5", "5 matches", "No matches" */
export function matchCount(found: number, position: number): string {
  if (found === 0) return 'No matches';
  if (position > 0) return `${position} of ${found}`;
  return `${found} ${found === 1 ? 'match' : 'matches'}`;
}

/**
 * Above the chart (issue 23 items 1, 2): search with its count and Enter / Shift+Enter, Expand all
 * and Collapse all, the paths through the selected node, the text outline switch, and the trail of
 * calls followed with Back.
 */
export function ExploreBar({
  explore,
  searchRef,
  outlineOpen,
  onToggleOutline,
}: {
  explore: Explore;
  searchRef: Ref<HTMLInputElement>;
  outlineOpen: boolean;
  onToggleOutline: () => void;
}) {
  const { search, folding, trail, paths } = explore;
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      explore.goToMatch(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape' && search.query !== '') {
      event.preventDefault();
      search.setQuery('');
    }
  };
  return (
    <div className="flex flex-col gap-1" data-testid="explore-bar">
      {trail.length > 1 && (
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
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <div className="flex items-center gap-1" role="search">
          <input
            ref={searchRef}
            type="search"
            value={search.query}
            onChange={(e) => search.setQuery(e.target.value)}
            onKeyDown={onSearchKey}
            placeholder="Find in chart"
            aria-label="Find in chart (Enter: next match, Shift+Enter: previous)"
            className="w-36 rounded border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900"
            data-testid="chart-search"
          />
          {search.query.trim() !== '' && (
            <span
              className="text-xs whitespace-nowrap text-gray-600"
              aria-live="polite"
              data-testid="chart-search-count"
            >
              {matchCount(search.matches.length, search.position)}
            </span>
          )}
        </div>
        {folding.foldable && (
          <>
            <Button size="sm" onClick={folding.expandAll} data-testid="expand-all">
              Expand all
            </Button>
            <Button size="sm" onClick={folding.collapseAll} data-testid="collapse-all">
              Collapse all
            </Button>
          </>
        )}
        <Button
          size="sm"
          disabled={!explore.selected}
          aria-pressed={paths?.way === 'from-start'}
          onClick={() => explore.showPaths('from-start')}
          title="Every way from Start to the selected node"
        >
          Paths from Start
        </Button>
        <Button
          size="sm"
          disabled={!explore.selected}
          aria-pressed={paths?.way === 'to-end'}
          onClick={() => explore.showPaths('to-end')}
          title="Every way from the selected node to End"
        >
          Paths to End
        </Button>
        {paths && (
          <Button size="sm" onClick={explore.clearPaths}>
            Clear paths
          </Button>
        )}
        <Button size="sm" aria-pressed={outlineOpen} onClick={onToggleOutline}>
          Text outline
        </Button>
      </div>
    </div>
  );
}
