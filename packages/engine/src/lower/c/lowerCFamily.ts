/** Entry point shared by the C and C++ lowerings. */
import type { Tree } from 'web-tree-sitter';
import { namedChildren, syntaxErrors, type SyntaxNode } from '../common';
import type { Program, Stmt } from '../../ir/types';
import { bestParse, type Wrapping } from './bestParse';
import { lowerDefinition, lowerTop } from './definitions';
import { firstBranchOnly } from './firstBranchOnly';
import type { CContext } from './statements';

// statements pasted without their function parse as a function body; `#if` splitting a
// function parses once only its first branch is kept
const WRAPPINGS: Wrapping[] = [
  { kind: 'preprocessed', prefix: '', suffix: '', transform: firstBranchOnly },
  { kind: 'function', prefix: 'void _() {', suffix: '\n}' },
  { kind: 'function', prefix: 'void _() {', suffix: '\n}', transform: firstBranchOnly },
];

export function clampDiagnostics(
  root: SyntaxNode,
  code: string,
): { line: number; message: string }[] {
  const lines = code.split('\n').length;
  return syntaxErrors(root).map((d) => ({ ...d, line: Math.min(d.line, lines) }));
}

export function lowerCFamily(tree: Tree, code: string, language: 'c' | 'cpp'): Program {
  const choice = bestParse(tree, code, WRAPPINGS);
  try {
    const ctx: CContext = { code: choice.code, lowerDefinition };
    const root = choice.tree.rootNode;
    const body: Stmt[] = namedChildren(root).flatMap((node) => {
      if (
        choice.wrapping?.kind === 'function' &&
        node.startIndex === 0 &&
        node.type === 'function_definition'
      ) {
        // the wrapper we added: its statements are the snippet's top-level code
        const wrapped = node.childForFieldName('body');
        return wrapped ? lowerTop(namedChildren(wrapped), ctx) : [];
      }
      return lowerTop([node], ctx);
    });
    return { language, body, diagnostics: clampDiagnostics(root, code) };
  } finally {
    choice.release();
  }
}
