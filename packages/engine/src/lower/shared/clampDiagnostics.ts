import { syntaxErrors, type SyntaxNode } from '../common';

/**
 * Syntax errors of a parse, with lines past the end of the input (a snippet wrapper's closing
 * line) moved to the input's last line.
 */
export function clampDiagnostics(
  root: SyntaxNode,
  code: string,
): { line: number; message: string }[] {
  const lines = code.split('\n').length;
  return syntaxErrors(root).map((d) => ({ ...d, line: Math.min(d.line, lines) }));
}
