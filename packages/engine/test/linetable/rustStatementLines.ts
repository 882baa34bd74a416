/**
 * What a debugger user would call "the statement executed", from the stops of a Rust program
 * single-stepped under gdb (decision 038, updates of 2026-11-27). gdb stops at every `is_stmt`
 * row of rustc's line table where the line changes; these kinds of those rows are not a
 * statement of their own, and each is told by its column:
 *
 * - the end of an `if` or `match` expression: rustc gives the code where the branches meet (the
 *   join, the drops of temporaries) the span of the whole expression, so after a branch on a
 *   later line the debugger stops again at the column of its keyword. Left out. (The same column
 *   reached from outside the expression is its test: a `match` on a plain place tests there. The
 *   test and the end are different addresses, so an address once reached from outside is a test
 *   whenever it is reached: the next round of a loop whose `for` line is silent.)
 * - the end of a `for` loop left from its body (`return`, `?`, `break`): rustc drops the
 *   iterator there with the span of the whole loop, at the column of its `for` (the loop's own
 *   test, `next()`, sits at the iterator's column). Left out like an `if`/`match` end.
 * - a `match` arm's pattern (and guard) that fails: rustc tests the arms one by one at their
 *   patterns' columns, a test taking one stop or several (a string compared with each `|`
 *   alternative, a guard's `&&`); the stops of one arm's pattern followed by another arm's pattern
 *   stop of the same `match` (after a failed guard, past a stop at the `match` keyword that
 *   dispatches again) are a test that failed. Left out: the chart draws the `match` as a
 *   jump to the arm that runs.
 * - the end of a `let` or an assignment spanning lines (`x = if c {…} else {…};`, also a block's
 *   tail `x = match … {…}` without `;`): back on its first line from a later line of it, at a
 *   column of its left side (the `let`, its pattern, each binding of a tuple pattern: `let (r, g,
 *   b)` stores at `r`, `g`, `b`), rustc stores the value there.
 * - a closing brace (`} else {`) or a statement's closing semicolon (`};` after a `match` whose
 *   temporaries live to the statement's end): the end of a block or statement, its drops and the
 *   jump out, which rustc attributes to that character (a lone `}` line is the chart's End or a
 *   block's end already).
 * - a `match` entered at an arm's pattern (range patterns are tested arm by arm, no row is the
 *   `match` line's): that stop is the `match`'s test, reported as its first line.
 * - a test of an arm whose body is a `return` on the line where its pattern (and guard) ends
 *   (`(a, b) if d < b => return None,`): the return's code follows the test's on that line, so
 *   gdb stops there once whether the test passes or fails. Passed, the function returns: its next
 *   stops are on its closing line (the drops, the epilogue). A call that goes on to another line
 *   failed the test (to an arm without code, `_ => {}`, whose jump leaves no stop: the next
 *   round of a loop). Left out.
 * - the lines of the arm taken's pattern and guard, when its body starts on a later line or the
 *   guard spans lines (`Some(x) if match y {…} => …`): the chart has the pattern and guard on the
 *   edge's label, so those lines are exempt from coverage (`armLines`), like Go's `case` lines.
 */
import '../../src/node'; // configures the engine's grammar loading in Node
import type { Node as TsNode } from 'web-tree-sitter';
import { parse } from '../../src/parse/parser';
import type { CCall } from './cTrace';

type Point = { row: number; column: number };

/** One source's `if`/`match` expressions and `match` arm patterns, by position. */
export type RustShapes = {
  /** `line:column` (1-based) of an `if`/`match`/`for` keyword → the expression's last line */
  expressionStarts: Map<string, number>;
  /** a `let` or an assignment spanning lines: its first line, the columns of its left side, its last line */
  statements: { line: number; from: number; to: number; last: number }[];
  /** the line spans of the source's `fn` items: code outside them is the compiler's */
  functions: { from: number; to: number }[];
  /** the line spans of its closures (a `return` there leaves the closure) */
  closures: { from: number; to: number }[];
  /** each arm's pattern (with its guard): its `match` and its span */
  arms: {
    match: number;
    arm: number;
    from: Point;
    to: Point;
    end: Point;
    /** the lines of its `match` expression, and the column of its keyword */
    lines: { from: number; to: number; column: number };
    /** its body is a `return` starting on the line where the pattern (with its guard) ends */
    returns: boolean;
  }[];
};

const before = (a: Point, b: Point): boolean =>
  a.row < b.row || (a.row === b.row && a.column <= b.column);

export async function rustShapes(code: string): Promise<RustShapes> {
  const tree = await parse('rust', code);
  const shapes: RustShapes = {
    expressionStarts: new Map(),
    statements: [],
    functions: [],
    closures: [],
    arms: [],
  };
  const visit = (node: TsNode): void => {
    if (node.type === 'function_item') {
      shapes.functions.push({ from: node.startPosition.row + 1, to: node.endPosition.row + 1 });
    }
    if (node.type === 'closure_expression') {
      shapes.closures.push({ from: node.startPosition.row + 1, to: node.endPosition.row + 1 });
    }
    if (/^(if|match|for)_expression$/.test(node.type)) {
      const at = `${node.startPosition.row + 1}:${node.startPosition.column + 1}`;
      shapes.expressionStarts.set(at, node.endPosition.row + 1);
    }
    // a store: a `let` (its left side ends with the pattern), an assignment (with its left operand)
    const left =
      node.type === 'let_declaration'
        ? node.childForFieldName('pattern')
        : /^(assignment_expression|compound_assignment_expr)$/.test(node.type)
          ? node.childForFieldName('left')
          : null;
    if (left && node.endPosition.row > node.startPosition.row) {
      const line = node.startPosition.row + 1;
      const sameLine = left.endPosition.row === node.startPosition.row;
      shapes.statements.push({
        line,
        from: node.startPosition.column + 1,
        to: sameLine ? left.endPosition.column : node.startPosition.column + 1,
        last: node.endPosition.row + 1,
      });
    }
    if (node.type === 'match_arm') {
      const pattern = node.childForFieldName('pattern');
      const value = node.childForFieldName('value');
      if (pattern) {
        shapes.arms.push({
          match: node.id,
          arm: node.id,
          from: { row: pattern.startPosition.row + 1, column: pattern.startPosition.column + 1 },
          to: { row: pattern.endPosition.row + 1, column: pattern.endPosition.column },
          end: { row: node.endPosition.row + 1, column: node.endPosition.column },
          lines: { from: 0, to: 0, column: 0 },
          returns:
            value?.type === 'return_expression' &&
            value.startPosition.row === pattern.endPosition.row,
        });
      }
    }
    for (const child of node.namedChildren) if (child) visit(child);
  };
  visit(tree.rootNode);
  const matches = collectArmOwners(tree.rootNode);
  for (const arm of shapes.arms) {
    const match = matches.get(arm.arm);
    arm.match = match?.id ?? arm.arm;
    arm.lines = match ?? { from: arm.from.row, to: arm.from.row, column: 0 };
  }
  tree.delete();
  return shapes;
}

type Owner = { id: number; from: number; to: number; column: number };

/** match_arm id → its match_expression's id and lines */
function collectArmOwners(root: TsNode): Map<number, Owner> {
  const owners = new Map<number, Owner>();
  const visit = (node: TsNode, match: Owner | undefined): void => {
    const owner =
      node.type === 'match_expression'
        ? {
            id: node.id,
            from: node.startPosition.row + 1,
            to: node.endPosition.row + 1,
            column: node.startPosition.column + 1,
          }
        : match;
    if (node.type === 'match_arm' && match !== undefined) owners.set(node.id, match);
    for (const child of node.namedChildren) if (child) visit(child, owner);
  };
  visit(root, undefined);
  return owners;
}

/**
 * Whether a traced call ran code the user wrote: a call none of whose stops lies in a `fn` item
 * runs what the compiler made (a `#[derive(PartialEq)]`'s `eq` reports the derive's line and the
 * fields', a derived `default` the struct's): no chart can draw it, and it is not checked.
 */
export function isUserCode(call: Pick<CCall, 'lines'>, shapes: RustShapes): boolean {
  return call.lines.some((l) => shapes.functions.some((f) => f.from <= l && l <= f.to));
}

/** The lines of `match` arms' patterns and guards (exempt from coverage). */
export function armLines(shapes: RustShapes): Set<number> {
  return new Set(
    shapes.arms.flatMap((a) =>
      Array.from({ length: a.to.row - a.from.row + 1 }, (_, k) => a.from.row + k),
    ),
  );
}

/** The closing line of the innermost `fn` item or closure around `line` (0 when none). */
function closingLine(shapes: RustShapes, line: number): number {
  let best: RustShapes['functions'][number] | undefined;
  for (const f of [...shapes.functions, ...shapes.closures]) {
    if (f.from <= line && line <= f.to && (!best || f.to - f.from < best.to - best.from)) best = f;
  }
  return best?.to ?? 0;
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
  // the stops after `i` still in this arm's pattern are the same test; the test failed when the
  // next stop is in another arm of the same `match` (its pattern, or the body of a `_` arm)
  const failedTest = (arm: RustShapes['arms'][number], i: number): boolean => {
    let j = i + 1;
    // a failed guard goes back to the `match`'s keyword to dispatch on the arms left
    const dispatch = (p: Point) => p.row === arm.lines.from && p.column === arm.lines.column;
    while (j < stops.length && (armOf(stops[j]!) === arm || dispatch(stops[j]!))) j++;
    const next = stops[j];
    if (next === undefined || next.column <= 0) return false;
    if (arm.returns && returnSkipped(arm, j)) return true;
    return shapes.arms.some(
      (a) => a.match === arm.match && a !== arm && before(a.from, next) && before(next, a.end),
    );
  };
  // a `return` body on the test's line: passed, the function returns, and its next stops are the
  // ends it leaves on the way out (a closing brace, an enclosing `for`'s iterator dropped at its
  // keyword) and its closing line; a stop on any other line means the test failed
  const returnSkipped = (arm: RustShapes['arms'][number], j: number): boolean => {
    const own = `${arm.lines.from}:${arm.lines.column}`;
    const onTheWayOut = (p: Point): boolean => {
      if (/^[};]$/.test(source[p.row - 1]?.[p.column - 1] ?? '')) return true;
      const key = `${p.row}:${p.column}`;
      const end = shapes.expressionStarts.get(key);
      return end !== undefined && key !== own && p.row <= arm.from.row && end >= arm.end.row;
    };
    while (j < stops.length && onTheWayOut(stops[j]!)) j++;
    const next = stops[j];
    return (
      next !== undefined &&
      (next.row < arm.from.row || next.row > arm.end.row) &&
      next.row !== closingLine(shapes, arm.from.row)
    );
  };
  // the addresses at a keyword's column reached from outside the expression are its test (a
  // `match` on a place tests there): a later stop at one is the next round's test, not an end
  const pcOf = (i: number) => call.pcs?.[i] ?? -1;
  const tests = new Set<number>();
  stops.forEach((stop, i) => {
    const end = shapes.expressionStarts.get(`${stop.row}:${stop.column}`);
    const previous = stops[i - 1]?.row;
    if (end === undefined || pcOf(i) < 0) return;
    if (previous === undefined || previous < stop.row || previous > end) tests.add(pcOf(i));
  });
  const lines: number[] = [];
  stops.forEach((stop, i) => {
    const last = lines[lines.length - 1];
    // a closing brace or semicolon: a block's or statement's end (drops, the jump out)
    if (stop.column > 0 && /^[};]$/.test(source[stop.row - 1]?.[stop.column - 1] ?? '')) return;
    const at = `${stop.row}:${stop.column}`;
    const end = shapes.expressionStarts.get(at);
    const isTest = tests.has(pcOf(i));
    if (end !== undefined && !isTest && last !== undefined && last > stop.row && last <= end) {
      return;
    }
    // back on a statement's left side from a later line of it: its end (the value stored)
    const stored = shapes.statements.some(
      (s) =>
        s.line === stop.row &&
        s.from <= stop.column &&
        stop.column <= s.to &&
        last !== undefined &&
        last > stop.row &&
        last <= s.last,
    );
    if (stored) return;
    const arm = armOf(stop);
    // entered at an arm's pattern (rustc tests range patterns arm by arm, the `match` line has no
    // test of its own): that test is the `match`'s
    const previous = stops[i - 1]?.row;
    const entered =
      arm &&
      (previous === undefined || previous < arm.lines.from || previous > arm.lines.to) &&
      last !== arm.lines.from;
    if (arm && entered) lines.push(arm.lines.from);
    if (arm && failedTest(arm, i)) return;
    if (last !== stop.row) lines.push(stop.row);
  });
  return lines;
}
