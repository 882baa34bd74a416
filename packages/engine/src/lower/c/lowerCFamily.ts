/** Entry point shared by the C and C++ lowerings. */
import type { Tree } from 'web-tree-sitter';
import { namedChildren } from '../common';
import type { Program } from '../../ir/types';
import { bestParse, type Wrapping } from '../shared/bestParse';
import { clampDiagnostics } from '../shared/clampDiagnostics';
import { clampRanges } from '../shared/clampRanges';
import { Descendants } from '../shared/descendants';
import { ioNames } from '../shared/ioNames';
import { lowerDefinition, lowerItem, lowerTop } from './definitions';
import { reusing, type TopLevelReuse } from '../topLevelReuse';
import { EFFECT_TYPES } from './effects';
import { firstBranchOnly } from './firstBranchOnly';
import type { CContext } from './statements';

// statements pasted without their function parse as a function body; `#if` splitting a
// function parses once only its first branch is kept
const WRAPPINGS: Wrapping[] = [
  { kind: 'preprocessed', prefix: '', suffix: '', transform: firstBranchOnly },
  { kind: 'function', prefix: 'void _() {', suffix: '\n}' },
  { kind: 'function', prefix: 'void _() {', suffix: '\n}', transform: firstBranchOnly },
];

/**
 * `reuse`: an unchanged top-level item keeps its IR (its text alone decides it; the preprocessor
 * is not run, each `#if` lowered from its own text). Not for a snippet parsed in a wrapper or
 * with only the first branch of its `#if`s kept.
 */
export function lowerCFamily(
  tree: Tree,
  code: string,
  language: 'c' | 'cpp',
  reuse?: TopLevelReuse,
): Program {
  const choice = bestParse(tree, code, WRAPPINGS);
  try {
    const root = choice.tree.rootNode;
    const ctx: CContext = {
      code: choice.code,
      index: new Descendants(root, EFFECT_TYPES),
      io: ioNames(language),
      userStart: choice.userStart,
      userEnd: choice.userEnd,
      lowerDefinition,
    };
    const own = choice.wrapping ? undefined : reuse;
    const indexOf = ctx.index.perNode();
    const item = reusing(own, ctx.code, (node) =>
      lowerItem(node, own ? { ...ctx, index: indexOf(node) } : ctx),
    );
    const body = lowerTop(namedChildren(root), ctx, item);
    return clampRanges({ language, body, diagnostics: clampDiagnostics(root, code) }, code);
  } finally {
    choice.release();
  }
}
