import type { Tree } from 'web-tree-sitter';
import type { Program } from '../../ir/types';
import type { Lowering } from '../types';
import { reusing, type TopLevelReuse } from '../topLevelReuse';
import { bestParse, type Wrapping } from '../shared/bestParse';
import { clampDiagnostics } from '../shared/clampDiagnostics';
import { clampRanges } from '../shared/clampRanges';
import { namedChildren } from '../common';
import { lowerDeclaration } from './declarations';
import { lowerStatement, type PhpContext } from './statements';

// code pasted without its `<?php` tag is HTML text to the grammar: read it as PHP
const WRAPPINGS: Wrapping[] = [{ kind: 'tag', prefix: '<?php ', suffix: '', always: true }];

/**
 * `reuse`: an unchanged top-level node (a statement, a function, a class, an HTML segment) keeps
 * its IR. Besides its text, that IR depends on the numbering of `break N` labels across the file
 * (`#2` after two loops above), part of its key. Keys are cut from the text parsed (with the
 * `<?php ` added to a file without a tag, blanked), so a file read either way keeps them.
 */
export function lowerPhpTree(tree: Tree, code: string, reuse?: TopLevelReuse): Program {
  const choice = bestParse(tree, code, code.includes('<?') ? [] : WRAPPINGS);
  try {
    const root = choice.tree.rootNode;
    const ctx: PhpContext = {
      code: choice.code,
      userStart: choice.userStart,
      userEnd: choice.userEnd,
      chart: '',
      breakables: [],
      nextLabel: { n: 0 },
      clean: !root.hasError,
      lowerDeclaration,
    };
    const item = reusing(
      reuse,
      ctx.code,
      (n) => lowerStatement(n, ctx),
      () => ({ counter: ctx.nextLabel }),
    );
    const body = namedChildren(root).flatMap(item);
    return clampRanges({ language: 'php', body, diagnostics: clampDiagnostics(root, code) }, code);
  } finally {
    choice.release();
  }
}

/** PHP: tree-sitter-php (PHP inside HTML) syntax tree → IR. */
export const lowerPhp: Lowering = {
  grammar: () => 'php',
  lower: lowerPhpTree,
};
