import { useCallback, useState } from 'react';
import { useAuth } from '../../../session/useAuth';
import { chartViewKey, isChartViewId, type ChartViewId } from './chartViews';

function stored(key: string): ChartViewId {
  try {
    const value = localStorage.getItem(key);
    return isChartViewId(value) ? value : 'flowchart';
  } catch {
    // storage blocked (private mode, policy): the flowchart, as for a first visit
    return 'flowchart';
  }
}

export type ChartView = { view: ChartViewId; setView: (view: ChartViewId) => void };

/** The chart view this user chose last, remembered in localStorage per user. */
export function useChartView(): ChartView {
  const { user } = useAuth();
  const key = chartViewKey(user?.id);
  const [choice, setChoice] = useState<{ key: string; view: ChartViewId }>(() => ({
    key,
    view: stored(key),
  }));
  // another user signed in on this tab: their own choice
  const view = choice.key === key ? choice.view : stored(key);
  const setView = useCallback(
    (next: ChartViewId) => {
      setChoice({ key, view: next });
      try {
        localStorage.setItem(key, next);
      } catch {
        // not remembered; the view still changes
      }
    },
    [key],
  );
  return { view, setView };
}
