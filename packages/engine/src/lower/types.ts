import type { Tree } from 'web-tree-sitter';
import type { Program } from '../ir/types';
import type { GrammarName } from '../parse/languages';
import type { TopLevelReuse } from './topLevelReuse';

/**
 * One language's lowering: which grammar parses it, and syntax tree → IR. `reuse` (the
 * incremental engine's, for a tree without syntax errors): a lowering may take each unchanged
 * top-level statement's IR from it (topLevelReuse.ts) or ignore it.
 */
export type Lowering = {
  grammar: (code: string) => GrammarName;
  lower: (tree: Tree, code: string, reuse?: TopLevelReuse) => Program;
};
