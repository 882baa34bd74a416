import type { Tree } from 'web-tree-sitter';
import { namedChildren, type SyntaxNode } from '../common';
import type { Program, Stmt } from '../../ir/types';
import type { Lowering } from '../types';
import { reusing, type TopLevelReuse } from '../topLevelReuse';
import { bestParse, type Wrapping } from '../shared/bestParse';
import { clampDiagnostics } from '../shared/clampDiagnostics';
import { lowerMembers, lowerType } from './declarations';
import { INDEXED_TYPES, ioVariables } from './effects';
import { clampRanges } from '../shared/clampRanges';
import { Descendants } from '../shared/descendants';
import { wrapperOnly } from '../shared/text';
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
    return body && m.startIndex < ctx.userStart
      ? lowerStatement(body, ctx)
      : lowerMembers([m], ctx);
  });
}

/**
 * File-level nodes; the wrapper class we added (kept even inside an ERROR) is unwrapped. `top`
 * lowers each other node (through the incremental engine's reuse or not).
 */
function lowerTopLevel(
  nodes: SyntaxNode[],
  kind: string,
  ctx: JavaContext,
  top: (node: SyntaxNode) => Stmt[],
): Stmt[] {
  return nodes.flatMap((node) => {
    if (wrapperOnly(node, ctx)) return [];
    if (ctx.userStart > 0 && node.startIndex === 0) {
      if (node.type === 'class_declaration') return unwrap(node, kind, ctx);
      if (node.type === 'ERROR') return lowerTopLevel(namedChildren(node), kind, ctx, top);
    }
    return top(node);
  });
}

/**
 * `reuse`: an unchanged top-level node (a class, usually the whole file) keeps its IR. Besides
 * its text, that IR depends on the file's I/O variables (a `Scanner` field declared in another
 * class makes `in.nextInt()` read input): their names are part of its key. Not for a snippet
 * parsed in a wrapper class.
 */
export function lowerJavaTree(tree: Tree, code: string, reuse?: TopLevelReuse): Program {
  const choice = bestParse(tree, code, WRAPPINGS);
  try {
    const root = choice.tree.rootNode;
    const index = new Descendants(root, INDEXED_TYPES);
    const ctx: JavaContext = {
      code: choice.code,
      index,
      userStart: choice.userStart,
      userEnd: choice.userEnd,
      ioVars: ioVariables(index, choice.code),
      lowerType,
    };
    const kind = choice.wrapping?.kind ?? '';
    const ioNames = [...ctx.ioVars].sort().join(' ');
    const top = reusing(
      choice.wrapping ? undefined : reuse,
      ctx.code,
      (node) => lowerTop(node, ctx),
      () => ({ context: ioNames }),
    );
    const body = lowerTopLevel(namedChildren(root), kind, ctx, top);
    return clampRanges({ language: 'java', body, diagnostics: clampDiagnostics(root, code) }, code);
  } finally {
    choice.release();
  }
}

/** Java: tree-sitter-java syntax tree → IR. */
export const lowerJava: Lowering = {
  grammar: () => 'java',
  lower: lowerJavaTree,
};
