/**
 * The language-neutral IR between `lower` (one file per language) and `build` (one file for all).
 * Lowering turns a syntax tree into these structured statements; it never decides control flow.
 * All control-flow semantics (where break goes, loop else, finally on every exit, fall-through,
 * exceptions to the nearest handler) live in build.
 */
import type { Range } from '../graph/types';

export type { Range };

/** What a simple statement does; decides its shape (io = parallelogram, else rectangle). */
export type SimpleKind =
  | 'process' // assignment, expression, anything plain
  | 'io' // print/input/printf/scanf/cout/cin/System.out/console.log ...
  | 'declaration' // declaration without control flow (variable, import, type, field)
  | 'pass'; // no-op (pass, empty statement, `;`)

export type Simple = {
  type: 'simple';
  kind: SimpleKind;
  text: string;
  range: Range;
  /**
   * Callees of the statement itself (not of lambdas or callbacks inside it), so build can mark
   * calls to same-file functions (`build/callTargets.ts`): `f` for a bare call (also Java/C++
   * implicit `this`), `this.f` for a method of the current object (`self.f`, `cls.f`, `this->f`),
   * else the receiver as written, `orders.add`, `std::max`, `().add` for a method of a value.
   */
  calls?: string[];
  /** Python `yield` / JS `yield`: execution may leave and later resume here */
  yields?: boolean;
  /** Python `assert`: may raise AssertionError */
  asserts?: boolean;
  /**
   * The statement may return from the function before it completes (Rust `?` on an `Err` or
   * `None`): an edge labelled with this text (`?`) leaves it for the function's End, through
   * the cleanups a `return` runs. Absent = it always completes (or raises).
   */
  earlyReturn?: string;
  /**
   * Rust: the expression ends its block without a `;`, so it is the block's value: the
   * function's result when that block ends the function (pseudocode writes RETURN). Build and
   * the flowchart do not read it.
   */
  value?: true;
};

/** A condition as written, e.g. `x > 0`, with the line(s) of the test. */
export type Cond = { text: string; range: Range };

export type If = {
  type: 'if';
  /** `if` then each `elif` / `else if`, tested in order */
  branches: { cond: Cond; body: Stmt[] }[];
  /** the final `else`, if any */
  orelse?: Stmt[];
};

/**
 * Loops.
 * - while: pre-test on `cond`.
 * - for: C-style; `init` runs once, `cond` absent = infinite (`for(;;)`), `update` after each body.
 * - foreach: `for x in xs` / `for (x : xs)` / `for...of` / `for...in` / `for await`; header text
 *   is drawn in the hexagon.
 * - dowhile: body first, `cond` tested after.
 * `orelse` (Python) runs when the loop ends without `break`.
 */
export type Loop = {
  type: 'loop';
  kind: 'while' | 'for' | 'foreach' | 'dowhile';
  /** header as drawn, e.g. `for i in range(n)`, `while (x > 0)`, `for (int i = 0; i < n; i++)` */
  header: string;
  /** the header line(s) (for dowhile: the `while (...)` line(s) at the bottom) */
  range: Range;
  /** test condition; absent = infinite loop (`while True` is still a cond; lowering may drop it) */
  cond?: Cond;
  init?: Stmt[];
  update?: Stmt[];
  body: Stmt[];
  orelse?: Stmt[];
  /** labels attached by labeled statements (`outer: for ...`) */
  labels?: string[];
  /**
   * Back edges (end of body, `continue`) go to the body's first statement, not the header: the
   * header runs only on entry (Go `for {`, whose back jump has no line). Absent = to the header.
   */
  backToBody?: true;
};

/**
 * switch / match. `fallthrough` true for C/C++/Java classic/JS switch; false for Python match and
 * Java arrow switch. A case with no `tests` is `default` / `case _`. Cases are kept in source
 * order (`default` may sit anywhere; it is tried last but falls through in source order).
 */
export type Switch = {
  type: 'switch';
  header: string;
  range: Range;
  fallthrough: boolean;
  cases: SwitchCase[];
  labels?: string[];
  /** Java switch expression: `yield` leaves it like `break` */
  isExpression?: boolean;
  /**
   * How a no-fall-through switch picks its case (ignored when `fallthrough`): `jump` = straight to
   * the matching case, as a jump table (Java arrow switch: javac never runs the other `case` lines);
   * `tested` = each case tested in order, a chain of tests (Python match, cases with guards).
   * Absent: `tested` when any case has a guard, else `jump`.
   */
  dispatch?: 'jump' | 'tested';
  /**
   * True when `break` / `continue` inside the cases are not the switch's own but the enclosing
   * loop's (Python `match`); absent = `break` leaves the switch (C, C++, Java, JavaScript).
   */
  breakPassesThrough?: boolean;
  /**
   * The label of the wildcard case's node in a `tested` chain: `case _` for Python; absent =
   * `default`.
   */
  wildcardText?: string;
};
export type SwitchCase = {
  /** labels as written: `1`, `'a'`, `Point(x=0)`; empty = default/wildcard */
  tests: string[];
  /** guard (`case x if x > 0`, `case Type t when ...`) */
  guard?: string;
  range: Range;
  body: Stmt[];
  /**
   * In a switch without fall-through: this case's body continues into the next case's body (in
   * source order) instead of leaving the switch (Go `fallthrough`). Absent = it leaves.
   */
  fallsThrough?: true;
};

export type Try = {
  type: 'try';
  /** the `try` line(s) */
  range: Range;
  /** try-with-resources / with-like resources acquired before the body */
  resources?: Stmt[];
  body: Stmt[];
  handlers: Handler[];
  orelse?: Stmt[];
  finally?: { range: Range; body: Stmt[] };
  /**
   * Python `except*`: every handler whose type matches part of the exception group runs, so after
   * a handler's body the next handler is tested (Python traces its line again after the last).
   */
  group?: boolean;
};
export type Handler = {
  /** as drawn, e.g. `except ValueError as e`, `catch (IOException e)` */
  header: string;
  range: Range;
  /** exception type names; empty = catches everything */
  types: string[];
  body: Stmt[];
};

/** Python with/async with, C# using: header evaluated, body runs, exit on every path. */
export type With = {
  type: 'with';
  header: string;
  range: Range;
  body: Stmt[];
  /**
   * The exit node's label, drawn on every way out (Go `defer f()`: `run deferred f()`, the rest
   * of the function being the body); absent = `exit <header>`.
   */
  exitText?: string;
  /**
   * Draw the body's exception edges to the exit as one dashed edge from the header, each
   * statement's own edge kept for the checkers (`inTryRegion`), as a try region's are (Go
   * `defer`: any statement may panic); absent = each edge drawn.
   */
  region?: true;
  /**
   * The exit node has no lines of its own (Go: the runtime runs the deferred calls; no line of
   * the function is executed again there); absent = the exit covers the header's lines.
   */
  exitSynthetic?: true;
};

export type Return = { type: 'return'; text: string; range: Range; calls?: string[] };
export type Break = { type: 'break'; text: string; range: Range; label?: string };
export type Continue = {
  type: 'continue';
  text: string;
  range: Range;
  label?: string;
  /**
   * Ruby `redo`: the loop's body starts again at its first statement, without the loop's test or
   * next element; absent = the next iteration (`continue`, `next`).
   */
  redo?: true;
};
/** throw/raise; `types` is the raised type name when known (`raise ValueError(...)`) */
export type Throw = {
  type: 'throw';
  text: string;
  range: Range;
  types?: string[];
  calls?: string[];
};
/** Java switch-expression `yield v;` (leaves the enclosing switch expression) */
export type YieldSwitch = { type: 'yieldswitch'; text: string; range: Range };
export type Goto = { type: 'goto'; label: string; text: string; range: Range };
export type Label = {
  type: 'label';
  name: string;
  text: string;
  range: Range;
  /**
   * The label's node covers no line (Go reports a label's line when execution falls into it but
   * not after a `goto`: the lowering gives that line to the labelled statement instead).
   */
  noLines?: true;
};

/** A block with its own node (synchronized (x) {...}, a C++ nested scope is just inlined). */
export type Block = { type: 'block'; header: string; range: Range; body: Stmt[] };

/**
 * A function/method/class definition. A class's body holds its members: methods are nested
 * FunctionDefs (each its own chart); other statements are what the class body executes. Build gives each function its own chart; in the enclosing
 * chart the definition itself is a `declaration` node (`def f(x)` / `class A`) only when the
 * enclosing code executes it (Python `def` at module level is executed; a C function is not).
 */
export type FunctionDef = {
  type: 'function';
  kind: 'function' | 'method' | 'class';
  /** short name (`f`, `A.f`, `A::f`) */
  name: string;
  /** title for the chart, usually the signature */
  signature: string;
  range: Range;
  /** line(s) of the header (signature), used for the Start node's range */
  headerRange: Range;
  body: Stmt[];
  /** true when the definition is a statement executed in place (Python def/class) */
  executes?: boolean;
  /**
   * a member that does not execute but is listed in its class's chart, one node with its
   * signature, as a Python class chart shows its `def`s (C++ member functions; issue 22)
   */
  listed?: true;
  /** decorators / annotations as written, shown in the chart title */
  decorators?: string[];
};

export type Stmt =
  | Simple
  | If
  | Loop
  | Switch
  | Try
  | With
  | Return
  | Break
  | Continue
  | Throw
  | YieldSwitch
  | Goto
  | Label
  | Block
  | FunctionDef;

/**
 * The result of lowering one file. `language` is only carried into the FlowGraph: build never
 * looks at it; every difference between languages is a field of the IR above, set by the lowering.
 */
export type Program = {
  language: string;
  /** top-level statements (the module chart) */
  body: Stmt[];
  diagnostics: { line: number; message: string }[];
};
