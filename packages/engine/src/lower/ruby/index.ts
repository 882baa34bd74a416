import type { Tree } from 'web-tree-sitter';
import type { Program } from '../../ir/types';
import type { Lowering } from '../types';
import { clampDiagnostics } from '../shared/clampDiagnostics';
import { clampRanges } from '../shared/clampRanges';
import { lowerClass, lowerMethod } from './definitions';
import { lowerBody, type RubyContext } from './statements';

export function lowerRubyTree(tree: Tree, code: string): Program {
  const root = tree.rootNode;
  const ctx: RubyContext = {
    code,
    scope: [],
    chart: '',
    nextLabel: { n: 0 },
    lowerMethod,
    lowerClass,
  };
  // `__END__` and the data after it are not code
  const body = lowerBody(root, ctx);
  return clampRanges({ language: 'ruby', body, diagnostics: clampDiagnostics(root, code) }, code);
}

/** Ruby: tree-sitter-ruby syntax tree → IR. */
export const lowerRuby: Lowering = {
  grammar: () => 'ruby',
  lower: lowerRubyTree,
};
