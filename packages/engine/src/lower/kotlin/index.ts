import type { Tree } from 'web-tree-sitter';
import type { Lowering } from '../types';
import type { Program } from '../../ir/types';
import { clampDiagnostics } from '../shared/clampDiagnostics';
import { clampRanges } from '../shared/clampRanges';
import { Descendants } from '../shared/descendants';
import { lowerDeclaration } from './declarations';
import { INDEXED_TYPES } from './effects';
import { lowerChildren, type KotlinContext } from './statements';

/**
 * Kotlin: tree-sitter-kotlin syntax tree → IR. Top-level functions, classes and objects get
 * charts; top-level properties and script statements (`.kts`, pasted snippets) form the module
 * chart. Statements pasted without their function parse as top-level expressions.
 */
export function lowerKotlinTree(tree: Tree, code: string): Program {
  const root = tree.rootNode;
  const ctx: KotlinContext = {
    code,
    index: new Descendants(root, INDEXED_TYPES),
    loopLambdas: [],
    lowerDeclaration,
  };
  const body = lowerChildren(root, ctx);
  return clampRanges({ language: 'kotlin', body, diagnostics: clampDiagnostics(root, code) }, code);
}

export const lowerKotlin: Lowering = {
  grammar: () => 'kotlin',
  lower: lowerKotlinTree,
};
