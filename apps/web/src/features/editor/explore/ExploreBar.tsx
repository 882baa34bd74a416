import type { KeyboardEvent, Ref } from 'react';
import { MenuButton } from '../../../components/ui/MenuButton';
import type { Explore } from './useExplore';

/** "2 of 5", "5 matches", "No matches" */
export function matchCount(found: number, position: number): string {
  if (found === 0) return 'No matches';
  if (position > 0) return `${position} of ${found}`;
  return `${found} ${found === 1 ? 'match' : 'matches'}`;
}

const SELECT_FIRST = 'Select a node in the chart first';

/**
 * In the chart's toolbar (issue 23 items 1, 2): search with its count and Enter / Shift+Enter,
 * and a More menu for the rarer actions: the paths through the selected node (first: with a
 * node selected, opening the menu lands on them), Expand all and Collapse all, the text outline.
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
  const { search, folding, paths } = explore;
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      explore.goToMatch(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape' && search.query !== '') {
      event.preventDefault();
      search.setQuery('');
    }
  };
  const noSelection = explore.selected ? null : SELECT_FIRST;
  return (
    <div
      className="flex min-w-0 flex-1 items-center gap-1 text-sm sm:flex-none"
      data-testid="explore-bar"
    >
      {/* the count sits inside the box, so searching never makes the toolbar wrap; on a phone the
          box takes what the row leaves (it was cut to "Find in ch") */}
      <div className="relative flex min-w-0 flex-1 items-center sm:flex-none" role="search">
        <input
          ref={searchRef}
          type="search"
          value={search.query}
          onChange={(e) => search.setQuery(e.target.value)}
          onKeyDown={onSearchKey}
          placeholder="Find in chart"
          aria-label="Find in chart (Enter: next match, Shift+Enter: previous)"
          className={`w-full min-w-16 rounded border border-gray-300 bg-white py-1 pl-2 text-sm text-gray-900 sm:w-40 ${
            search.query.trim() === '' ? 'pr-2' : 'pr-[4.5rem]'
          }`}
          data-testid="chart-search"
        />
        {search.query.trim() !== '' && (
          <span
            className="pointer-events-none absolute right-1.5 text-xs whitespace-nowrap text-gray-600"
            aria-live="polite"
            data-testid="chart-search-count"
          >
            {matchCount(search.matches.length, search.position)}
          </span>
        )}
      </div>
      <MenuButton
        label="More"
        size="sm"
        title="Paths, expand and collapse, text outline"
        testId="explore-more"
        items={[
          {
            label: 'Paths from Start',
            hint: 'every way to the node',
            checked: paths?.way === 'from-start',
            disabledReason: noSelection,
            onSelect: () => explore.showPaths('from-start'),
          },
          {
            label: 'Paths to End',
            hint: 'every way on from it',
            checked: paths?.way === 'to-end',
            disabledReason: noSelection,
            onSelect: () => explore.showPaths('to-end'),
          },
          { label: 'Clear paths', onSelect: explore.clearPaths, hidden: !paths },
          {
            label: 'Expand all',
            onSelect: folding.expandAll,
            hidden: !folding.foldable,
            testId: 'expand-all',
          },
          {
            label: 'Collapse all',
            onSelect: folding.collapseAll,
            hidden: !folding.foldable,
            testId: 'collapse-all',
          },
          { label: 'Text outline', checked: outlineOpen, onSelect: onToggleOutline },
        ]}
      />
    </div>
  );
}
