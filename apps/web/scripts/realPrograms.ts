import type { RealFigures } from '../../../bench/engine/realFigures';
import type { RealProgramFigures } from '../src/features/marketing/marketingDataTypes';

/**
 * The public pages' rows of the correctness figures on real projects, made from the benches'
 * records (bench/engine/real-programs.json): language names from the language record's display
 * names (the marketing data's `languages`), the day each was measured.
 */
export function realProgramRows(
  figures: RealFigures[],
  languages: { tag: string; displayName: string }[],
): RealProgramFigures[] {
  const names = new Map(languages.map((l) => [l.tag, l.displayName]));
  return figures.map((r) => ({
    language: names.get(r.language) ?? r.language,
    project: r.corpus,
    url: r.url,
    ...(r.note ? { note: r.note } : {}),
    files: { conformant: r.files.covered, total: r.files.total },
    transitions: r.transitions,
    measured: r.measured.start.slice(0, 10),
  }));
}
