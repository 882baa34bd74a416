import type { Tree } from 'web-tree-sitter';
import { namedChildren, rangeOf, type SyntaxNode } from '../common';
import type { FunctionDef, Program, Stmt } from '../../ir/types';
import type { Lowering } from '../types';
import { reusing, type TopLevelReuse } from '../topLevelReuse';
import { bestParse, type Wrapping } from '../shared/bestParse';
import { clampDiagnostics } from '../shared/clampDiagnostics';
import { clampRanges } from '../shared/clampRanges';
import { Descendants } from '../shared/descendants';
import { nameOf, textOf } from '../shared/text';
import { INDEXED_TYPES } from './effects';
import { functionBody, labelText, lowerStatement, simple, type GoContext } from './statements';

// statements pasted without their function
const WRAPPINGS: Wrapping[] = [{ kind: 'function', prefix: 'func _() {', suffix: '\n}' }];

/** `(s *Stack)` → the type `Stack` and the receiver's name `s`. */
function receiverOf(node: SyntaxNode, code: string): { type: string; name?: string } {
  const list = node.childForFieldName('receiver');
  const param = list && namedChildren(list)[0];
  const type = param?.childForFieldName('type');
  const name = param?.childForFieldName('name');
  const typeName = type ? nameOf(code, type).replace(/^\*/, '').replace(/\[.*$/, '') : '';
  return { type: typeName, ...(name ? { name: textOf(code, name) } : {}) };
}

function lowerFunction(node: SyntaxNode, ctx: GoContext): FunctionDef {
  const body = node.childForFieldName('body');
  const nameNode = node.childForFieldName('name');
  const short = nameNode ? textOf(ctx.code, nameNode) : 'func';
  const receiver = node.type === 'method_declaration' ? receiverOf(node, ctx.code) : undefined;
  const name = receiver?.type ? `${receiver.type}.${short}` : short;
  const inner: GoContext = { ...ctx, scope: name, closures: { n: 0 } };
  if (receiver?.name) inner.receiver = receiver.name;
  else delete inner.receiver;
  const start = rangeOf(node).startLine;
  return {
    type: 'function',
    kind: receiver ? 'method' : 'function',
    name,
    signature: labelText(node, ctx, body ? body.startIndex : node.endIndex),
    range: rangeOf(node),
    headerRange: { startLine: start, endLine: body ? body.startPosition.row + 1 : start },
    body: functionBody(body, inner),
    executes: false,
  };
}

function lowerTop(node: SyntaxNode, ctx: GoContext): Stmt[] {
  switch (node.type) {
    case 'package_clause':
    case 'import_declaration':
      return [simple(node, 'declaration', ctx)];
    case 'function_declaration':
    case 'method_declaration':
      return node.childForFieldName('body')
        ? [lowerFunction(node, ctx)]
        : [simple(node, 'declaration', ctx)];
    default:
      return lowerStatement(node, ctx);
  }
}

/**
 * File-level nodes; the function we wrapped a snippet in is unwrapped. `top` lowers each other
 * node (through the incremental engine's reuse or not).
 */
function lowerTopLevel(
  nodes: SyntaxNode[],
  ctx: GoContext,
  top: (node: SyntaxNode) => Stmt[],
): Stmt[] {
  return nodes.flatMap((node) => {
    if (ctx.userStart > 0 && node.startIndex === 0 && node.type === 'function_declaration')
      return functionBody(node.childForFieldName('body'), ctx);
    return top(node);
  });
}

function gotoTargets(code: string): Set<string> {
  const out = new Set<string>();
  for (const m of code.matchAll(/\bgoto\s+(\w+)/g)) if (m[1]) out.add(m[1]);
  return out;
}

/**
 * `reuse`: an unchanged top-level node keeps its IR. Besides its text, that IR depends on the
 * package-level closure numbering (`glob.func2` after one closure above) and on the labels some
 * `goto` anywhere in the file jumps to: both are part of its key. Not for a wrapped snippet.
 */
export function lowerGoTree(tree: Tree, code: string, reuse?: TopLevelReuse): Program {
  const choice = bestParse(tree, code, WRAPPINGS);
  try {
    const root = choice.tree.rootNode;
    const index = new Descendants(root, INDEXED_TYPES);
    const ctx: GoContext = {
      code: choice.code,
      index,
      userStart: choice.userStart,
      userEnd: choice.userEnd,
      // package-level closures (`var f = func() {...}`); Go calls them `glob..func1`
      scope: 'glob',
      closures: { n: 0 },
      gotoTargets: gotoTargets(choice.code),
    };
    const targets = [...ctx.gotoTargets].sort().join(' ');
    const own = choice.wrapping ? undefined : reuse;
    const indexOf = index.perNode();
    const top = reusing(
      own,
      ctx.code,
      (node) => lowerTop(node, own ? { ...ctx, index: indexOf(node) } : ctx),
      () => ({ context: targets, counter: ctx.closures }),
    );
    const body = lowerTopLevel(namedChildren(root), ctx, top);
    return clampRanges({ language: 'go', body, diagnostics: clampDiagnostics(root, code) }, code);
  } finally {
    choice.release();
  }
}

/** Go: tree-sitter-go syntax tree → IR. */
export const lowerGo: Lowering = {
  grammar: () => 'go',
  lower: lowerGoTree,
};
