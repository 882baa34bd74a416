import type { FlowGraph } from '@codeflow/engine';
import { CoverageError } from '@codeflow/engine';
import { useMemo, useState } from 'react';
import {
  applyToGraph,
  COVERAGE_MESSAGES,
  loadCoverage,
  MAX_COVERAGE_BYTES,
  type CoverageResult,
  type LoadedCoverage,
} from './coverageOverlay';

export type CoverageOverlay = {
  loaded: LoadedCoverage | null;
  /** null until a file is imported */
  result: CoverageResult | null;
  /** the graph to draw: the overlaid one while a file applies, else the code's own */
  graph: FlowGraph | null;
  /** a file could not be read (the previous overlay, if any, stays) */
  readError: string | null;
  reading: boolean;
  importFile: (file: File) => Promise<void>;
  choose: (path: string) => void;
  clear: () => void;
};

/**
 * The imported coverage file and its overlay on the open code's charts: reapplied whenever the
 * code is redrawn, so the overlay follows edits while the lines still fit.
 */
export function useCoverageOverlay(
  graph: FlowGraph | null,
  code: string,
  title: string,
): CoverageOverlay {
  const [loaded, setLoaded] = useState<LoadedCoverage | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const result = useMemo(
    () =>
      loaded && graph ? applyToGraph(graph, loaded, code, { title, choose: chosen }) : null,
    [loaded, graph, code, title, chosen],
  );

  const importFile = async (file: File) => {
    setReadError(null);
    if (file.size > MAX_COVERAGE_BYTES) {
      setReadError(COVERAGE_MESSAGES.tooBig);
      return;
    }
    setReading(true);
    try {
      const next = loadCoverage(file.name, await file.text());
      setLoaded(next);
      setChosen(null);
    } catch (err) {
      setReadError(err instanceof CoverageError ? err.message : COVERAGE_MESSAGES.unreadable);
    } finally {
      setReading(false);
    }
  };

  return {
    loaded,
    result,
    graph: result?.state === 'overlaid' ? result.graph : graph,
    readError,
    reading,
    importFile,
    choose: setChosen,
    clear: () => {
      setLoaded(null);
      setChosen(null);
      setReadError(null);
    },
  };
}
