/**
 * What the lines of a C# source are, read from its syntax tree (decision 039, update of
 * 2026-11-27, second part), for the lines mcs reports that are not statements of their own:
 *
 * - block delimiters: a line whose only tokens are braces (and `else`), comments aside — `{`,
 *   `}`, `}//end-while`, `} else {`, `} /* done *\/` — or that starts with a closing brace
 *   followed only by closing punctuation (`});`, the end of a block lambda passed as an
 *   argument). mcs gives an opening brace a nop of its own and a closing one the jump out of its
 *   block (a lambda's return); the chart draws both as edges or as End. Told by the tokens the
 *   line holds, not by how it is written.
 * - `yield return` lines: an iterator's `MoveNext` that stops there suspends the iterator.
 * - the `foreach` loops a jump leaves: mcs disposes of each loop's enumerator in a finally it
 *   adds, on the loop's `foreach` line, innermost first, after the jump's own line. A `return`
 *   or `throw` leaves every `foreach` around it in its function (up to a `try`, whose handlers
 *   may stop a `throw`), a `break` the innermost loop when it is a `foreach` (a `switch` in
 *   between takes the `break`), a `continue` none.
 * - the `foreach` loop a `yield return` is directly in (its innermost loop, in its function):
 *   the line of its `foreach` and its last line, where an iterator's resumption may end it.
 */
import '../../src/node'; // configures the engine's grammar loading in Node
import type { Node as TsNode } from 'web-tree-sitter';
import { parse } from '../../src/parse/parser';

export type CsharpLines = {
  /** lines holding only opening braces: no step of their own that a walk needs */
  openingBraces: Set<number>;
  /** lines holding a closing brace and nothing but braces and `else`: the chart's edges */
  closingBraces: Set<number>;
  /** a jump's line → the `foreach` lines whose enumerators it disposes of, innermost first */
  disposals: Map<number, number[]>;
  /** the first lines of `yield return` statements: where an iterator's resumption suspends */
  yields: Set<number>;
  /** a `yield return` line → the `foreach` that is its innermost loop: its line and last line */
  yieldLoops: Map<number, { line: number; end: number }>;
};

/** what may follow a line's leading `}` and still start no statement: `});` ends a lambda */
const CLOSERS = new Set(['{', '}', 'else', ')', ']', ';', ',']);
const FUNCTIONS =
  /^(method_declaration|constructor_declaration|destructor_declaration|operator_declaration|conversion_operator_declaration|accessor_declaration|local_function_statement|lambda_expression|anonymous_method_expression)$/;
const LOOPS = /^(for_statement|foreach_statement|while_statement|do_statement)$/;

const lineOf = (node: TsNode): number => node.startPosition.row + 1;

/** The `foreach` lines a jump leaves, innermost first (see the module comment). */
function leftLoops(jump: TsNode): number[] {
  const left: number[] = [];
  const all = jump.type === 'return_statement' || jump.type === 'throw_statement';
  for (let at = jump.parent; at && !FUNCTIONS.test(at.type); at = at.parent) {
    if (at.type === 'try_statement' && jump.type === 'throw_statement') break;
    if (!all && at.type === 'switch_statement') break;
    if (at.type === 'foreach_statement') left.push(lineOf(at));
    if (!all && LOOPS.test(at.type)) break;
  }
  return left;
}

/** The `foreach` a statement is directly in: its innermost loop in its function, if a `foreach`. */
function innermostForeach(statement: TsNode): { line: number; end: number } | undefined {
  for (let at = statement.parent; at && !FUNCTIONS.test(at.type); at = at.parent) {
    if (at.type === 'foreach_statement') return { line: lineOf(at), end: at.endPosition.row + 1 };
    if (LOOPS.test(at.type)) return undefined;
  }
  return undefined;
}

export async function csharpLines(code: string): Promise<CsharpLines> {
  const tree = await parse('c_sharp', code);
  const tokens = new Map<number, string[]>();
  const disposals = new Map<number, number[]>();
  const yields = new Set<number>();
  const yieldLoops = new Map<number, { line: number; end: number }>();
  const visit = (node: TsNode): void => {
    if (node.type === 'comment') return;
    if (/^(return|throw|break)_statement$/.test(node.type)) {
      const left = leftLoops(node);
      if (left.length > 0) disposals.set(lineOf(node), left);
    }
    if (node.type === 'yield_statement' && node.children.some((c) => c?.type === 'return')) {
      yields.add(lineOf(node));
      const loop = innermostForeach(node);
      if (loop) yieldLoops.set(lineOf(node), loop);
    }
    if (node.childCount === 0) {
      const line = lineOf(node);
      const list = tokens.get(line) ?? [];
      list.push(node.type);
      tokens.set(line, list);
      return;
    }
    for (const child of node.children) if (child) visit(child);
  };
  visit(tree.rootNode);
  tree.delete();
  const openingBraces = new Set<number>();
  const closingBraces = new Set<number>();
  for (const [line, types] of tokens) {
    if (types[0] === '}' && types.every((t) => CLOSERS.has(t))) closingBraces.add(line);
    else if (types.every((t) => t === '{')) openingBraces.add(line);
  }
  return { openingBraces, closingBraces, disposals, yields, yieldLoops };
}
