import { useRef, useState, type KeyboardEvent } from 'react';
import { useExplore } from './useExplore';

/**
 * The explore tools as the chart pane wires them: useExplore, the search box Ctrl/⌘+F focuses
 * while the chart has the focus, the text outline switch and the chart in view.
 */
export function useExploreChart(options: Parameters<typeof useExplore>[0]) {
  const explore = useExplore(options);
  const searchRef = useRef<HTMLInputElement>(null);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const focusChart = options.graph?.charts.find((c) => c.id === options.focusChart);
  // Ctrl/⌘+F while the chart has the focus finds in the chart, not the page
  const onChartKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      searchRef.current?.focus();
      searchRef.current?.select();
    }
  };
  return {
    explore,
    searchRef,
    outlineOpen,
    toggleOutline: () => setOutlineOpen((o) => !o),
    onChartKeyDown,
    focusChart,
  };
}
