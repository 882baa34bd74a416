import type { Tree } from 'web-tree-sitter';
import type { Program } from '../ir/types';
import type { GrammarName } from '../parse/languages';

/** One language's lowering: which grammar parses it, and syntax tree → IR. */
export type Lowering = {
  grammar: (code: string) => GrammarName;
  lower: (tree: Tree, code: string) => Program;
};
