/**
 * Source → IR for the views that read the IR (pseudocode, structogram): the same parse and
 * lowering generateFlowchart runs, with its messages for an unknown language or blank code.
 * Never throws.
 */
import type { Program } from '../ir/types';
import { LOWERINGS } from '../lower/index';
import { parseLanguage, unsupportedLanguageMessage } from '../parse/languages';
import { parse } from '../parse/parser';

export type LoweredSource = { program: Program; error: null } | { program: null; error: string };

export async function lowerSource(code: string, language: string): Promise<LoweredSource> {
  const tag = parseLanguage(language);
  if (!tag) return { program: null, error: unsupportedLanguageMessage(language) };
  if (code.trim() === '') return { program: null, error: 'No code provided' };
  if (tag === 'other') {
    return { program: null, error: 'Pseudocode and structograms need a supported language' };
  }
  try {
    const lowering = LOWERINGS[tag];
    const tree = await parse(lowering.grammar(code), code);
    try {
      return { program: lowering.lower(tree, code), error: null };
    } finally {
      tree.delete();
    }
  } catch (err) {
    return { program: null, error: err instanceof Error ? err.message : String(err) };
  }
}
