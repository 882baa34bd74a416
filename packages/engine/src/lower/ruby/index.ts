import type { Tree } from 'web-tree-sitter';
import type { Program } from '../../ir/types';
import type { Lowering } from '../types';
import { reusing, type TopLevelReuse } from '../topLevelReuse';
import { clampDiagnostics } from '../shared/clampDiagnostics';
import { clampRanges } from '../shared/clampRanges';
import { lowerClass, lowerMethod } from './definitions';
import { lowerBody, lowerStatement, type RubyContext } from './statements';

/**
 * `reuse`: an unchanged top-level statement keeps its IR. Besides its text, that IR depends on
 * the numbering of `retry` labels across the file (`retry2` after two `begin`/`rescue` above),
 * part of its key; the `__END__` data is a node like the others.
 */
export function lowerRubyTree(tree: Tree, code: string, reuse?: TopLevelReuse): Program {
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
  const item = reusing(
    reuse,
    code,
    (node) => lowerStatement(node, ctx),
    () => ({ counter: ctx.nextLabel }),
  );
  const body = lowerBody(root, ctx, reuse ? item : undefined);
  return clampRanges({ language: 'ruby', body, diagnostics: clampDiagnostics(root, code) }, code);
}

/** Ruby: tree-sitter-ruby syntax tree → IR. */
export const lowerRuby: Lowering = {
  grammar: () => 'ruby',
  lower: lowerRubyTree,
};
