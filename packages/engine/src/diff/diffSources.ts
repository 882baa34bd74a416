/**
 * diffSources: two versions of one source file in, their chart diff out. Each side is generated
 * like any flowchart (`generateFlowchart`, the per-line fallback for `other`); a blank side is a
 * file that does not exist in that version (added or deleted), not an error. Never throws.
 */
import { simpleGraph } from '../fallback';
import { generateFlowchart } from '../generate';
import type { Diagnostic, FlowGraph } from '../graph/types';
import { parseLanguage, unsupportedLanguageMessage } from '../parse/languages';
import { diffGraphs } from './diffGraphs';
import type { GraphDiff } from './types';

export type DiffOptions = { compact?: boolean };

export type DiffSide = { graph: FlowGraph | null; error: string | null; diagnostics: Diagnostic[] };

export type SourceDiff = GraphDiff & {
  language: string;
  /** why a side could not be drawn ('old version: …' / 'new version: …'), else null */
  error: string | null;
  /** syntax errors of each side (the chart of what parsed is still compared) */
  diagnostics: { old: Diagnostic[]; new: Diagnostic[] };
};

async function sideOf(code: string, language: string, compact: boolean): Promise<DiffSide> {
  if (code.trim() === '') return { graph: null, error: null, diagnostics: [] };
  // the per-line fallback has nothing to compact
  if (language === 'other') return { graph: simpleGraph(code), error: null, diagnostics: [] };
  const r = await generateFlowchart({ code, language, compact });
  return { graph: r.graph, error: r.error, diagnostics: r.diagnostics };
}

/** Chart diff of `oldCode` → `newCode` in `language` (a tag of the language record). */
export async function diffSources(
  oldCode: string,
  newCode: string,
  language: string,
  options: DiffOptions = {},
): Promise<SourceDiff> {
  const tag = parseLanguage(language);
  const empty = diffGraphs(null, null);
  if (!tag) {
    const error = unsupportedLanguageMessage(language);
    return { ...empty, language, error, diagnostics: { old: [], new: [] } };
  }
  const compact = options.compact === true;
  const [before, after] = await Promise.all([
    sideOf(oldCode, tag, compact),
    sideOf(newCode, tag, compact),
  ]);
  const error = before.error
    ? `old version: ${before.error}`
    : after.error
      ? `new version: ${after.error}`
      : null;
  return {
    ...diffGraphs(before.graph, after.graph),
    language: tag,
    error,
    diagnostics: { old: before.diagnostics, new: after.diagnostics },
  };
}
