/**
 * What a debugger user would call "the statement executed", from the stops of a Rust program
 * single-stepped under gdb (decision 038, update of 2026-11-27). gdb stops at every `is_stmt`
 * row of rustc's line table where the line changes; five kinds of those rows are not a
 * statement of their own, and each is told by its column:
 *
 * - the end of an `if` or `match` expression: rustc gives the code where the branches meet (the
 *   join, the drops of temporaries) the span of the whole expression, so after a branch on a
 *   later line the debugger stops again at the column of its keyword. Left out. (The same column
 *   reached from outside the expression is its test: a `match` on a plain place tests there.)
 * - a `match` arm's pattern (and guard) that fails: rustc tests the arms one by one at their
 *   patterns' columns; a pattern stop followed by another arm's pattern stop of the same `match`
 *   is a test that failed. Left out: the chart draws the `match` as a jump to the arm that runs.
 * - the end of a `let` or an assignment spanning lines (`x = if c {…} else {…};`): back at its
 *   first column from a later line of it, rustc stores the value there.
 * - a closing brace (`} else {`, `};`): the end of a block, its drops and the jump out, which
 *   rustc attributes to the brace (a lone `}` line is the chart's End or a block's end already).
 * - the pattern line of the arm taken, when its body starts on a later line: the chart has the
 *   pattern on the edge's label, so that line is exempt from coverage (`armLines`), like Go's
 *   `case` lines.
 */
import '../../src/node'; // configures the engine's grammar loading in Node
import type { Node as TsNode } from 'web-tree-sitter';
import { parse } from '../../src/parse/parser';
import type { CCall } from './cTrace';

type Point = { row: number; column: number };

/** One source's `if`/`match` expressions and `match` arm patterns, by position. */
export type RustShapes = {
  /** `line:column` (1-based) of an `if`/`match` keyword → the expression's last line */
  expressionStarts: Map<string, number>;
  /** `line:column` where a `let` or an assignment spanning lines starts → its last line */
  statements: Map<string, number>;
  /** each arm's pattern (with its guard): its `match` and its span */
  arms: { match: number; arm: number; from: Point; to: Point }[];
};

const before = (a: Point, b: Point): boolean =>
  a.row < b.row || (a.row === b.row && a.column <= b.column);

export async function rustShapes(code: string): Promise<RustShapes> {
  const tree = await parse('rust', code);
  const shapes: RustShapes = {
    expressionStarts: new Map(),
    statements: new Map(),
    arms: [],
  };
  const visit = (node: TsNode): void => {
    if (node.type === 'if_expression' || node.type === 'match_expression') {
      const at = `${node.startPosition.row + 1}:${node.startPosition.column + 1}`;
      shapes.expressionStarts.set(at, node.endPosition.row + 1);
    }
    const value = node.type === 'expression_statement' ? node.namedChildren[0] : null;
    const stores =
      node.type === 'let_declaration' ||
      /^(assignment_expression|compound_assignment_expr)$/.test(value?.type ?? '');
    if (stores && node.endPosition.row > node.startPosition.row) {
      const at = `${node.startPosition.row + 1}:${node.startPosition.column + 1}`;
      shapes.statements.set(at, node.endPosition.row + 1);
    }
    if (node.type === 'match_arm') {
      const pattern = node.childForFieldName('pattern');
      if (pattern) {
        shapes.arms.push({
          match: node.id,
          arm: node.id,
          from: { row: pattern.startPosition.row + 1, column: pattern.startPosition.column + 1 },
          to: { row: pattern.endPosition.row + 1, column: pattern.endPosition.column },
        });
      }
    }
    for (const child of node.namedChildren) if (child) visit(child);
  };
  visit(tree.rootNode);
  const matches = collectArmOwners(tree.rootNode);
  for (const arm of shapes.arms) arm.match = matches.get(arm.arm) ?? arm.arm;
  tree.delete();
  return shapes;
}

/** match_arm id → its match_expression's id */
function collectArmOwners(root: TsNode): Map<number, number> {
  const owners = new Map<number, number>();
  const visit = (node: TsNode, match: number | undefined): void => {
    const owner = node.type === 'match_expression' ? node.id : match;
    if (node.type === 'match_arm' && match !== undefined) owners.set(node.id, match);
    for (const child of node.namedChildren) if (child) visit(child, owner);
  };
  visit(root, undefined);
  return owners;
}

/** The lines on which a `match` arm's pattern starts (exempt from coverage). */
export function armLines(shapes: RustShapes): Set<number> {
  return new Set(shapes.arms.map((a) => a.from.row));
}

/**
 * A call's statement lines: its stops (`call.lines`, with `columns` looked up from `call.pcs`)
 * without the expression ends and failed arm tests above, and without repetitions (back in a
 * caller after a return, several rows of one line in a row).
 */
export function rustStatementLines(
  call: CCall,
  columnOf: (pc: number, line: number) => number,
  shapes: RustShapes,
  source: readonly string[],
): number[] {
  const stops = call.lines.map((line, i) => ({
    row: line,
    column: call.pcs ? columnOf(call.pcs[i] ?? -1, line) : 0,
  }));
  const armOf = (p: Point) =>
    p.column > 0 ? shapes.arms.find((a) => before(a.from, p) && before(p, a.to)) : undefined;
  const lines: number[] = [];
  stops.forEach((stop, i) => {
    const last = lines[lines.length - 1];
    // a closing brace: the block's end (its drops, the jump out), never a statement
    if (stop.column > 0 && source[stop.row - 1]?.[stop.column - 1] === '}') return;
    const at = `${stop.row}:${stop.column}`;
    const end = shapes.expressionStarts.get(at);
    if (end !== undefined && last !== undefined && last > stop.row && last <= end) return;
    // back on a statement's first line from a later line of it: its end (the value stored)
    const statementEnd = shapes.statements.get(at);
    if (
      statementEnd !== undefined &&
      last !== undefined &&
      last > stop.row &&
      last <= statementEnd
    ) {
      return;
    }
    const arm = armOf(stop);
    const next = stops[i + 1];
    const nextArm = next ? armOf(next) : undefined;
    if (arm && nextArm && nextArm.match === arm.match && nextArm.arm !== arm.arm) return;
    if (last !== stop.row) lines.push(stop.row);
  });
  return lines;
}
