import type { Tree } from 'web-tree-sitter';
import { namedChildren, oneLine, rangeOf, type SyntaxNode } from '../common';
import type { Program, Stmt } from '../../ir/types';
import type { Lowering } from '../types';
import { reusing, type TopLevelReuse } from '../topLevelReuse';
import { bestParse, type Wrapping } from '../shared/bestParse';
import { clampDiagnostics } from '../shared/clampDiagnostics';
import { clampRanges } from '../shared/clampRanges';
import { Descendants } from '../shared/descendants';
import { nameOf } from '../shared/text';
import { INDEXED_TYPES } from './effects';
import { lowerBlock, lowerFunction, lowerStatement, simple, type RustContext } from './statements';

// statements pasted without their function
const WRAPPINGS: Wrapping[] = [{ kind: 'function', prefix: 'fn _() {', suffix: '\n}' }];

/** `impl<T> Trait for Stack<T> {` → `Stack`; `trait Shape {` → `Shape`. */
function ownerName(node: SyntaxNode, code: string): string {
  const type = node.childForFieldName('type') ?? node.childForFieldName('name');
  return type ? nameOf(code, type).replace(/<.*$/, '') : '_';
}

/** Items: functions get charts; `impl`/`trait` bodies give methods `Type::m`; `mod` nests. */
function lowerItem(node: SyntaxNode, ctx: RustContext, prefix: string): Stmt[] {
  switch (node.type) {
    case 'function_item':
      return lowerFunction(node, ctx, prefix, 'function');
    case 'impl_item':
    case 'trait_item': {
      const body = node.childForFieldName('body');
      const owner = `${prefix}${ownerName(node, ctx.code)}::`;
      const start = rangeOf(node).startLine;
      const headerEnd = body ? body.startPosition.row + 1 : start;
      // the header only: the methods' calls and `?` are their own charts'
      const header: Stmt = {
        type: 'simple',
        kind: 'declaration',
        text: oneLine(ctx.code.slice(node.startIndex, body?.startIndex ?? node.endIndex)),
        range: { startLine: start, endLine: headerEnd },
      };
      const members = body ? namedChildren(body) : [];
      return [
        header,
        ...members.flatMap((m) =>
          m.type === 'function_item' ? lowerFunction(m, ctx, owner, 'method') : [],
        ),
      ];
    }
    case 'mod_item': {
      const body = node.childForFieldName('body');
      const name = node.childForFieldName('name');
      if (!body) return [simple(node, 'declaration', ctx)];
      const inner = `${prefix}${name ? nameOf(ctx.code, name) : 'mod'}::`;
      return namedChildren(body).flatMap((m) => lowerItem(m, ctx, inner));
    }
    default:
      return lowerStatement(node, ctx);
  }
}

/**
 * `reuse`: an unchanged top-level item keeps its IR. Besides its text, that IR depends on the
 * numbering of closures outside any function (`::{closure#2}` after one above), part of its key.
 * Not for a wrapped snippet.
 */
export function lowerRustTree(tree: Tree, code: string, reuse?: TopLevelReuse): Program {
  const choice = bestParse(tree, code, WRAPPINGS);
  try {
    const root = choice.tree.rootNode;
    const ctx: RustContext = {
      code: choice.code,
      index: new Descendants(root, INDEXED_TYPES),
      userStart: choice.userStart,
      userEnd: choice.userEnd,
      scope: '',
      closures: { n: 0 },
    };
    const own = choice.wrapping ? undefined : reuse;
    const indexOf = ctx.index.perNode();
    const item = reusing(
      own,
      ctx.code,
      (node) => lowerItem(node, own ? { ...ctx, index: indexOf(node) } : ctx, ''),
      () => ({ counter: ctx.closures }),
    );
    const body = namedChildren(root).flatMap((node) =>
      ctx.userStart > 0 && node.startIndex === 0 && node.type === 'function_item'
        ? lowerBlock(node.childForFieldName('body'), ctx)
        : item(node),
    );
    return clampRanges({ language: 'rust', body, diagnostics: clampDiagnostics(root, code) }, code);
  } finally {
    choice.release();
  }
}

/** Rust: tree-sitter-rust syntax tree → IR. */
export const lowerRust: Lowering = {
  grammar: () => 'rust',
  lower: lowerRustTree,
};
