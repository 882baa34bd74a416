import type { Tree } from 'web-tree-sitter';
import { namedChildren } from '../common';
import type { Lowering } from '../types';
import { reusing, type TopLevelReuse } from '../topLevelReuse';
import type { Program } from '../../ir/types';
import { clampDiagnostics } from '../shared/clampDiagnostics';
import { clampRanges } from '../shared/clampRanges';
import { Descendants } from '../shared/descendants';
import { lowerFunction, lowerMember, lowerMembers } from './declarations';
import { INDEXED_TYPES, ioVariables } from './effects';
import type { CsharpContext } from './statements';

/**
 * C#: tree-sitter-c-sharp syntax tree → IR. A file's namespaces and types give class charts
 * with a chart per member; top-level statements (and statements or methods pasted on their own,
 * which the grammar reads as top-level statements and local functions) form the module chart.
 * `reuse`: an unchanged top-level node (a namespace or type, a top-level statement) keeps its IR.
 * Besides its text, that IR depends on the file's I/O variables (a `StreamReader` field declared
 * in another class makes `reader.ReadLine()` read input): their names are part of its key. A
 * block lambda is named after its line (`<lambda@12>`): a node holding one is reused unmoved only.
 */
export function lowerCsharpTree(tree: Tree, code: string, reuse?: TopLevelReuse): Program {
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
  const ioNames = [...ctx.ioVars].sort().join(' ');
  const member = reusing(
    reuse,
    code,
    (node) => lowerMember(node, ctx),
    () => ({ context: ioNames, namesLines: true }),
  );
  const body = lowerMembers(namedChildren(root), ctx, member);
  return clampRanges({ language: 'csharp', body, diagnostics: clampDiagnostics(root, code) }, code);
}

export const lowerCsharp: Lowering = {
  grammar: () => 'c_sharp',
  lower: lowerCsharpTree,
};
