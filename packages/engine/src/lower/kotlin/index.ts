import type { Tree } from 'web-tree-sitter';
import type { Lowering } from '../types';
import { reusing, type TopLevelReuse } from '../topLevelReuse';
import type { Program } from '../../ir/types';
import { clampDiagnostics } from '../shared/clampDiagnostics';
import { clampRanges } from '../shared/clampRanges';
import { Descendants } from '../shared/descendants';
import { lowerDeclaration } from './declarations';
import { INDEXED_TYPES } from './effects';
import { lowerBlock, lowerStatement, type KotlinContext } from './statements';
import { typedNamedChildren } from '../common';

/**
 * Kotlin: tree-sitter-kotlin syntax tree → IR. Top-level functions, classes and objects get
 * charts; top-level properties and script statements (`.kts`, pasted snippets) form the module
 * chart. Statements pasted without their function parse as top-level expressions.
 * `reuse`: an unchanged top-level node keeps its IR (the lowering keeps no state across them and
 * names nothing after the package); a loop header whose body the grammar put in the next node is
 * lowered with it, each time.
 */
export function lowerKotlinTree(tree: Tree, code: string, reuse?: TopLevelReuse): Program {
  const root = tree.rootNode;
  const ctx: KotlinContext = {
    code,
    index: new Descendants(root, INDEXED_TYPES),
    loopLambdas: [],
    lowerDeclaration,
  };
  const { nodes, types } = typedNamedChildren(root);
  const indexOf = ctx.index.perNode();
  const item = reusing(reuse, code, (node) =>
    lowerStatement(node, { ...ctx, index: indexOf(node) }),
  );
  const body = lowerBlock(nodes, ctx, types, reuse ? item : undefined);
  return clampRanges({ language: 'kotlin', body, diagnostics: clampDiagnostics(root, code) }, code);
}

export const lowerKotlin: Lowering = {
  grammar: () => 'kotlin',
  lower: lowerKotlinTree,
};
