import type { Tree } from 'web-tree-sitter';
import { namedChildren, type SyntaxNode } from '../common';
import type { Program, Stmt } from '../../ir/types';
import type { Lowering } from '../types';
import { bestParse, type Wrapping } from '../c/bestParse';
import { clampDiagnostics } from '../c/lowerCFamily';
import { lowerMembers, lowerType } from './declarations';
import { ioVariables } from './effects';
import { lowerStatement, simple, type JavaContext } from './statements';

// methods pasted without their class, and statements without their method
const WRAPPINGS: Wrapping[] = [
  { kind: 'class', prefix: 'class _ {', suffix: '\n}' },
  { kind: 'method', prefix: 'class _ { void _() {', suffix: '\n}}' },
];

function lowerTop(node: SyntaxNode, ctx: JavaContext): Stmt[] {
  switch (node.type) {
    case 'package_declaration':
    case 'import_declaration':
    case 'module_declaration':
      return [simple(node, 'declaration', ctx)];
    case 'method_declaration':
    case 'constructor_declaration':
      return lowerMembers([node], ctx);
    default:
      return lowerStatement(node, ctx);
  }
}

/** The members (kind class) or statements (kind method) inside the wrapper we added. */
function unwrap(wrapper: SyntaxNode, kind: string, ctx: JavaContext): Stmt[] {
  const members = namedChildren(wrapper.childForFieldName('body') ?? wrapper);
  if (kind === 'class') return lowerMembers(members, ctx);
  return members.flatMap((m) => {
    const body = m.type === 'method_declaration' ? m.childForFieldName('body') : null;
    return body && m.startIndex < 'class _ { void _() {'.length
      ? lowerStatement(body, ctx)
      : lowerMembers([m], ctx);
  });
}

export function lowerJavaTree(tree: Tree, code: string): Program {
  const choice = bestParse(tree, code, WRAPPINGS);
  try {
    const root = choice.tree.rootNode;
    const ctx: JavaContext = { code: choice.code, ioVars: ioVariables(root), lowerType };
    const body = namedChildren(root).flatMap((node) =>
      choice.wrapping && node.startIndex === 0 && node.type === 'class_declaration'
        ? unwrap(node, choice.wrapping.kind, ctx)
        : lowerTop(node, ctx),
    );
    return { language: 'java', body, diagnostics: clampDiagnostics(root, code) };
  } finally {
    choice.release();
  }
}

/** Java: tree-sitter-java syntax tree → IR. */
export const lowerJava: Lowering = {
  grammar: () => 'java',
  lower: lowerJavaTree,
};
