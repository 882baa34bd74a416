import type { Tree } from 'web-tree-sitter';
import { namedChildren } from '../common';
import type { Lowering } from '../types';
import type { Program } from '../../ir/types';
import { clampDiagnostics } from '../shared/clampDiagnostics';
import { clampRanges } from '../shared/clampRanges';
import { Descendants } from '../shared/descendants';
import { lowerFunction, lowerMembers } from './declarations';
import { INDEXED_TYPES, ioVariables } from './effects';
import type { CsharpContext } from './statements';

/**
 * C#: tree-sitter-c-sharp syntax tree → IR. A file's namespaces and types give class charts
 * with a chart per member; top-level statements (and statements or methods pasted on their own,
 * which the grammar reads as top-level statements and local functions) form the module chart.
 */
export function lowerCsharpTree(tree: Tree, code: string): Program {
  const root = tree.rootNode;
  const index = new Descendants(root, INDEXED_TYPES);
  const ctx: CsharpContext = {
    code,
    index,
    userStart: 0,
    userEnd: code.length,
    ioVars: ioVariables(index, code),
    lowerFunction,
  };
  const body = lowerMembers(namedChildren(root), ctx);
  return clampRanges({ language: 'csharp', body, diagnostics: clampDiagnostics(root, code) }, code);
}

export const lowerCsharp: Lowering = {
  grammar: () => 'c_sharp',
  lower: lowerCsharpTree,
};
