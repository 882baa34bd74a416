import { syntaxErrors, type SyntaxNode } from '../common';
import { lineCount } from './clampRanges';

/**
 * Syntax errors of a parse, with lines past the end of the input (a snippet wrapper's closing
 * line) moved to the input's last line.
 */
export function clampDiagnostics(
  root: SyntaxNode,
  code: string,
): { line: number; message: string }[] {
  const errors = syntaxErrors(root);
  if (errors.length === 0) return errors; // the usual case: no need to count the lines
  const lines = lineCount(code);
  return errors.map((d) => ({ ...d, line: Math.min(d.line, lines) }));
}
