/**
 * build: IR Program -> FlowGraph. All control-flow semantics of every language live here (see
 * docs/architecture.md#engine-pipeline): where break/continue go, loop else, finally and `with`
 * exits on every exit path, switch fall-through, exceptions to the nearest handler chain or the
 * chart's End.
 */
import type { BlockKind, Chart, FlowBlock, FlowGraph, Range } from '../graph/types';
import type {
  Break,
  Continue,
  FunctionDef,
  If,
  Loop,
  Program,
  Return,
  Simple,
  Stmt,
  Switch,
  Throw,
  Try,
  With,
  YieldSwitch,
} from '../ir/types';
import { ExceptionTypes, isCatchAll } from './exceptionTypes';
import type { CleanupFrame, Frame, LoopFrame, SwitchFrame, TryFrame } from './frames';
import { GraphWriter, type Pending, withoutProbe } from './graphWriter';
import { CallTargets } from './callTargets';
import { collectDefinitions } from './collectDefinitions';
import { markUnreachable } from './markUnreachable';
import { stmtSpan } from './stmtSpan';
import { bodySpan, deepSpan } from './blockSpan';
import { finishedBlocks } from './finishedBlocks';
import type { DefinitionReuse } from './definitionReuse';

const YES = 'Yes';
const NO = 'No';

/**
 * `definitions` (the incremental engine's): top-level definitions whose IR did not change since
 * the last build are copied from it instead of built (definitionReuse.ts); the graph is the same.
 */
export function buildGraph(program: Program, definitions?: DefinitionReuse): FlowGraph {
  const w = new GraphWriter();
  const defs = collectDefinitions(program.body);
  definitions?.begin(program.language, defs);
  const env: Env = {
    w,
    calls: new CallTargets(defs.functions),
    exceptions: new ExceptionTypes(defs.classBases),
    nextFrame: 0,
    reuse: definitions,
  };
  const lastLine = lastLineOf(program.body);
  const module = w.chart('module', 'module', { startLine: 1, endLine: lastLine });
  const starts: number[] = [];
  new ChartBuilder(env, module, 'Start', starts).build(program.body);
  definitions?.end();
  markUnreachable(w, starts);
  markEmpty(w);
  const graph: FlowGraph = {
    version: 1,
    language: program.language,
    charts: w.charts,
    nodes: w.nodes,
    edges: w.edges(),
  };
  const blocks = finishedBlocks(w.blocks);
  if (blocks.length > 0) graph.blocks = blocks;
  return graph;
}

type Env = {
  w: GraphWriter;
  /** functions/methods defined in the file (calls to them become `call` nodes) */
  calls: CallTargets;
  exceptions: ExceptionTypes;
  nextFrame: number;
  /** per-function reuse of the last build (the incremental engine) */
  reuse?: DefinitionReuse;
};

function lastLineOf(body: Stmt[]): number {
  let last = 1;
  for (const s of body) last = Math.max(last, stmtSpan(s).endLine);
  return last;
}

function flow(from: number): Pending[] {
  return [{ from, kind: 'flow' }];
}

/** Builds one chart; nested definitions are built afterwards, each as its own chart. */
class ChartBuilder {
  private readonly w: GraphWriter;
  private readonly endId: number;
  private readonly startId: number;
  private readonly nested: FunctionDef[] = [];
  private readonly labels = new Map<string, number>();
  /** the blocks being built, innermost last */
  private readonly open: string[] = [];

  constructor(
    private readonly env: Env,
    private readonly chart: Chart,
    startLabel: string,
    private readonly starts: number[],
  ) {
    this.w = env.w;
    this.startId = this.w.node(chart.id, 'start', startLabel);
    this.endId = this.w.node(chart.id, 'end', 'End');
    chart.start = this.w.id(this.startId);
    chart.end = this.w.id(this.endId);
    starts.push(this.startId);
  }

  build(body: Stmt[], header?: { label: string; range: Range }): void {
    let pending = flow(this.startId);
    if (header) {
      // a Python class body's first traced line is the `class` line itself
      const h = this.node('process', header.label, header.range);
      this.w.connect(pending, h);
      pending = flow(h);
    }
    const out = this.seq(body, pending, []);
    this.w.connect(out, this.endId);
    const reuse = this.chart.kind === 'module' ? this.env.reuse : undefined;
    for (const def of this.nested) {
      if (reuse) reuse.define(def, this.w, this.env, this.starts, () => this.buildDefinition(def));
      else this.buildDefinition(def);
    }
  }

  private buildDefinition(def: FunctionDef): void {
    const name = def.name;
    const chart = this.w.chart(name, def.kind, def.range, this.chart.id);
    // functions are titled with their signature; a class chart's header node shows it instead
    const title =
      def.kind === 'class' ? 'Start' : [...(def.decorators ?? []), def.signature].join(' ');
    const builder = new ChartBuilder(this.env, chart, title, this.starts);
    // its range starts at the decorators: Python traces a decorated class body from there
    const header =
      def.kind === 'class' && def.executes
        ? {
            label: def.signature,
            range: { startLine: def.range.startLine, endLine: def.headerRange.endLine },
          }
        : undefined;
    builder.build(def.body, header);
  }

  private node(kind: Parameters<GraphWriter['node']>[1], label: string, range?: Range): number {
    return this.w.node(this.chart.id, kind, label, range);
  }

  /**
   * Records the nodes `build` makes as a foldable block (decision 044): nodes are built in
   * order, so a block is the run of nodes made while its statements are built.
   */
  private recorded<T>(kind: BlockKind, label: string, range: Range | undefined, build: () => T): T {
    const id = `b${this.w.blocks.length + 1}`;
    const parent = this.open[this.open.length - 1];
    const lines = range ?? { startLine: 1, endLine: 1 };
    const block: FlowBlock = {
      id,
      chart: this.chart.id,
      kind,
      label,
      range: { ...lines },
      nodes: [],
    };
    if (parent !== undefined) block.parent = parent;
    this.w.blocks.push(block);
    const from = this.w.nodes.length;
    this.open.push(id);
    const result = build();
    this.open.pop();
    // inner blocks closed first and took their nodes: the rest are this block's own
    for (let i = from; i < this.w.nodes.length; i++) {
      const node = this.w.nodes[i];
      if (!node || node.chart !== this.chart.id || this.w.blockOf.has(i)) continue;
      this.w.blockOf.set(i, id);
      block.nodes.push(node.id);
    }
    return result;
  }

  /** The statements of a block body, recorded as one (empty bodies record nothing). */
  private body(
    kind: BlockKind,
    label: string,
    stmts: readonly Stmt[],
    pending: Pending[],
    frames: Frame[],
  ): Pending[] {
    if (stmts.length === 0) return this.seq(stmts, pending, frames);
    return this.recorded(kind, label, bodySpan(stmts), () => this.seq(stmts, pending, frames));
  }

  // ---- sequences and statements -------------------------------------------------------------

  private seq(stmts: readonly Stmt[], pending: Pending[], frames: Frame[]): Pending[] {
    let p = pending;
    for (const s of stmts) p = this.stmt(s, p, frames);
    return p;
  }

  private stmt(s: Stmt, pending: Pending[], frames: Frame[]): Pending[] {
    const label = statementLabel(s);
    if (label === undefined) return this.plainStmt(s, pending, frames);
    return this.recorded('statement', label, deepSpan(s), () => this.plainStmt(s, pending, frames));
  }

  private plainStmt(s: Stmt, pending: Pending[], frames: Frame[]): Pending[] {
    switch (s.type) {
      case 'simple':
        return this.simple(s, pending, frames);
      case 'if':
        return this.ifChain(s, pending, frames);
      case 'loop':
        return this.loop(s, pending, frames);
      case 'switch':
        return this.switchStmt(s, pending, frames);
      case 'try':
        return this.tryStmt(s, pending, frames);
      case 'with':
        return this.withStmt(s, pending, frames);
      case 'return':
        return this.returnStmt(s, pending, frames);
      case 'break':
        return this.breakStmt(s, pending, frames);
      case 'continue':
        return this.continueStmt(s, pending, frames);
      case 'throw':
        return this.throwStmt(s, pending, frames);
      case 'yieldswitch':
        return this.yieldSwitch(s, pending, frames);
      case 'goto': {
        const n = this.node('goto', s.text, s.range);
        this.w.connect(pending, n);
        this.w.edge(n, this.labelNode(s.label), 'flow');
        return [];
      }
      case 'label': {
        const n = this.labelNode(s.name);
        const node = this.w.nodes[n];
        if (node) {
          node.label = s.text;
          if (!s.noLines) node.range = { ...s.range };
        }
        this.w.connect(pending, n);
        return flow(n);
      }
      case 'block': {
        const n = this.node('process', s.header, s.range);
        this.w.connect(pending, n);
        this.raiseEdge(n, frames);
        return this.seq(s.body, flow(n), frames);
      }
      case 'function':
        return this.definition(s, pending, frames);
    }
  }

  private labelNode(name: string): number {
    let id = this.labels.get(name);
    if (id === undefined) {
      id = this.node('label', `${name}:`);
      this.labels.set(name, id);
    }
    return id;
  }

  private definition(s: FunctionDef, pending: Pending[], frames: Frame[]): Pending[] {
    this.nested.push(s);
    if (!s.executes && s.listed) {
      // a member of a class the code never runs through: a line of the class's outline
      const n = this.node('process', s.signature, s.headerRange);
      this.w.connect(pending, n);
      return flow(n);
    }
    if (!s.executes) return pending;
    const range = { startLine: s.range.startLine, endLine: s.headerRange.endLine };
    const n = this.node('process', s.signature, range);
    this.w.connect(pending, n);
    // decorators, default values and class bodies run here and may raise
    this.raiseEdge(n, frames);
    return flow(n);
  }

  /** The first function of the file the statement calls (its chart's name), if any. */
  private callee(calls: readonly string[] | undefined): string | undefined {
    for (const c of calls ?? []) {
      const target = this.env.calls.target(c, this.chart.name);
      if (target !== undefined) return target;
    }
    return undefined;
  }

  private simple(s: Simple, pending: Pending[], frames: Frame[]): Pending[] {
    const callee = s.kind === 'io' ? undefined : this.callee(s.calls);
    const kind = s.kind === 'io' ? 'io' : callee !== undefined ? 'call' : 'process';
    const n = this.node(kind, s.text, s.range);
    const node = this.w.nodes[n];
    if (node && callee !== undefined) node.callee = callee;
    this.w.connect(pending, n);
    if (s.kind !== 'pass') {
      const handled = this.raiseEdge(n, frames);
      if (!handled && s.asserts) this.w.edge(n, this.endId, 'exception', 'AssertionError');
    }
    if (s.earlyReturn !== undefined) {
      const early: Pending[] = [{ from: n, kind: 'flow', label: s.earlyReturn }];
      this.leave(early, frames, -1, 'return', (p) => this.w.connect(p, this.endId));
    }
    return flow(n);
  }

  private ifChain(s: If, pending: Pending[], frames: Frame[]): Pending[] {
    const out: Pending[] = [];
    let p = pending;
    for (const branch of s.branches) {
      const d = this.node('decision', branch.cond.text, branch.cond.range);
      this.w.connect(p, d);
      this.raiseEdge(d, frames);
      const yes: Pending[] = [{ from: d, kind: 'true', label: YES }];
      out.push(...this.body('branch', `if ${branch.cond.text} → Yes`, branch.body, yes, frames));
      p = [{ from: d, kind: 'false', label: NO }];
    }
    out.push(...(s.orelse ? this.body('else', 'else', s.orelse, p, frames) : p));
    return out;
  }

  // ---- loops ---------------------------------------------------------------------------------

  private loopFrame(labels: readonly string[] | undefined): LoopFrame {
    return {
      type: 'loop',
      id: this.env.nextFrame++,
      labels: labels ?? [],
      breaks: [],
      continues: [],
      redos: [],
    };
  }

  private loop(s: Loop, pending: Pending[], frames: Frame[]): Pending[] {
    if (s.kind === 'dowhile') return this.doWhile(s, pending, frames);
    const frame = this.loopFrame(s.labels);
    const inner = [...frames, frame];
    // a C-style header is drawn once: init and update written inside it are the loop node's own
    // lines, so they get no boxes of their own (issue 22 item 12; the hexagon shows the header)
    const init = insideHeader(s.init, s.range) ? undefined : s.init;
    const update = insideHeader(s.update, s.range) ? undefined : s.update;
    const p = init ? this.seq(init, pending, frames) : pending;
    const head = this.node('loop', s.header, s.range);
    this.w.connect(p, head);
    this.raiseEdge(head, frames);
    const each = s.kind === 'foreach';
    // foreach always ends; while/for end when the test fails; `for(;;)`/`while True` only by break
    const hasExit = each || (s.cond !== undefined && !alwaysTrue(s.cond.text));
    const enter: Pending = hasExit
      ? { from: head, kind: 'true', label: each ? 'next' : YES }
      : { from: head, kind: 'flow' };
    const { entry, bodyOut } = this.loopBody(s, enter, inner, frame);
    const again = [...bodyOut, ...frame.continues];
    const updated = update && update.length > 0 ? this.seq(update, again, frames) : again;
    this.w.connect(updated, entry ?? head, 'back');
    let out: Pending[] = hasExit ? [{ from: head, kind: 'false', label: each ? 'done' : NO }] : [];
    if (s.orelse) out = this.body('else', 'else', s.orelse, out, frames);
    return [...out, ...frame.breaks];
  }

  /**
   * A loop's body; `entry` is where its back edges go instead of the header when
   * `Loop.backToBody` (Go `for {}`: nothing runs at the header on later rounds), and where
   * `redo` jumps inside it go (Ruby).
   */
  private loopBody(
    s: Loop,
    enter: Pending,
    inner: Frame[],
    frame: LoopFrame,
  ): { entry: number | undefined; bodyOut: Pending[] } {
    if (!s.backToBody && !hasRedo(s.body)) {
      return { entry: undefined, bodyOut: this.body('loop', s.header, s.body, [enter], inner) };
    }
    const { entry, result } = this.w.withProbe((probe) =>
      this.body('loop', s.header, s.body, [enter, ...probe], inner),
    );
    if (entry !== undefined) this.w.connect(frame.redos, entry, 'back');
    return { entry: s.backToBody ? entry : undefined, bodyOut: withoutProbe(result) };
  }

  private doWhile(s: Loop, pending: Pending[], frames: Frame[]): Pending[] {
    const frame = this.loopFrame(s.labels);
    const { entry, result: bodyOut } = this.w.withProbe((probe) =>
      this.body('loop', s.header, s.body, [...pending, ...probe], [...frames, frame]),
    );
    const test = this.node('decision', s.cond?.text ?? s.header, s.cond?.range ?? s.range);
    const reached = [...withoutProbe(bodyOut), ...frame.continues];
    // an empty body passes the incoming edges straight to the test
    this.w.connect(entry === undefined ? [...pending, ...reached] : reached, test);
    this.raiseEdge(test, frames);
    this.w.edge(test, entry ?? test, 'back', YES);
    const endless = s.cond === undefined || alwaysTrue(s.cond.text);
    let out: Pending[] = endless ? [] : [{ from: test, kind: 'false', label: NO }];
    if (s.orelse) out = this.seq(s.orelse, out, frames);
    return [...out, ...frame.breaks];
  }

  // ---- switch / match ------------------------------------------------------------------------

  private switchStmt(s: Switch, pending: Pending[], frames: Frame[]): Pending[] {
    const frame: SwitchFrame = {
      type: 'switch',
      id: this.env.nextFrame++,
      labels: s.labels ?? [],
      breaks: [],
      breakable: s.breakPassesThrough !== true,
      isExpression: s.isExpression === true,
    };
    const inner = [...frames, frame];
    const head = this.node('decision', s.header, s.range);
    this.w.connect(pending, head);
    this.raiseEdge(head, frames);
    const out =
      s.fallthrough || this.dispatch(s) === 'jump'
        ? this.jumpCases(s, head, inner, s.fallthrough)
        : this.testedCases(s, head, inner, frames);
    return [...out, ...frame.breaks];
  }

  /** `Switch.dispatch`, defaulted: cases tested in order when any case has a guard. */
  private dispatch(s: Switch): 'jump' | 'tested' {
    if (s.dispatch) return s.dispatch;
    return s.cases.some((c) => c.guard !== undefined) ? 'tested' : 'jump';
  }

  /**
   * A jump table: the header jumps to the matching case (an edge per case, labelled with its
   * values) or to `default` / past the switch (`no match`). C-style bodies fall through into the
   * next case; without fall-through each case's exit leaves the switch.
   */
  private jumpCases(s: Switch, head: number, inner: Frame[], fallthrough: boolean): Pending[] {
    const out: Pending[] = [];
    let fall: Pending[] = [];
    let hasDefault = false;
    for (const c of s.cases) {
      const isDefault = c.tests.length === 0;
      hasDefault ||= isDefault;
      const jump: Pending = isDefault
        ? { from: head, kind: 'default', label: 'default' }
        : { from: head, kind: 'case', label: caseLabel(c.tests, c.guard) };
      const exits = this.body('case', caseTitle(c.tests, c.guard), c.body, [...fall, jump], inner);
      if (fallthrough || c.fallsThrough) fall = exits;
      else {
        out.push(...exits);
        fall = [];
      }
    }
    out.push(...fall);
    if (!hasDefault) out.push({ from: head, kind: 'default', label: 'no match' });
    return out;
  }

  /**
   * No fall-through, tested in order (Python match, guarded cases): each test its
   * own node (Python traces every `case` line it tries); the default/wildcard is tried last.
   */
  private testedCases(s: Switch, head: number, inner: Frame[], frames: Frame[]): Pending[] {
    const ordered = [
      ...s.cases.filter((c) => c.tests.length > 0 || c.guard),
      ...s.cases.filter((c) => c.tests.length === 0 && !c.guard),
    ];
    const out: Pending[] = [];
    let next: Pending[] = flow(head);
    let exhaustive = false;
    // Go `fallthrough` (SwitchCase.fallsThrough): the exits of the case before in source order
    // enter this case's body; it is the case built just before unless a default moved last
    let fall: Pending[] = [];
    const leave = (c: (typeof ordered)[number], exits: Pending[]): void => {
      const i = s.cases.indexOf(c);
      if (c.fallsThrough && ordered[ordered.indexOf(c) + 1] === s.cases[i + 1]) fall = exits;
      else {
        out.push(...exits);
        fall = [];
      }
    };
    for (const c of ordered) {
      const range = headerLines(c.range, c.body);
      const wildcard = c.tests.length === 0;
      const text = wildcard ? (s.wildcardText ?? 'default') : '';
      if (wildcard && !c.guard) {
        const n = this.node('process', text, range);
        this.w.connect(next, n);
        const jump: Pending[] = [...fall, { from: n, kind: 'default', label: 'default' }];
        leave(c, this.body('case', text, c.body, jump, inner));
        next = [];
        exhaustive = true;
        break;
      }
      const value = wildcard ? text : caseLabel(c.tests, c.guard);
      const label = wildcard ? value : `case ${value}`;
      const d = this.node('decision', label, range);
      this.w.connect(next, d);
      this.raiseEdge(d, frames);
      const jump: Pending[] = [...fall, { from: d, kind: 'case', label: value }];
      leave(c, this.body('case', label, c.body, jump, inner));
      next = [{ from: d, kind: 'false', label: NO }];
    }
    out.push(...fall);
    if (!exhaustive) out.push(...next);
    return out;
  }

  // ---- try / with ----------------------------------------------------------------------------

  private tryStmt(s: Try, pending: Pending[], frames: Frame[]): Pending[] {
    const marker = this.node('try', 'try', s.range);
    this.w.connect(pending, marker);
    let outer = frames;
    if (s.finally) {
      const cleanup: CleanupFrame = {
        type: 'cleanup',
        id: this.env.nextFrame++,
        cleanup: { kind: 'finally', body: s.finally.body, range: s.finally.range },
        copies: new Map(),
      };
      outer = [...frames, cleanup];
    }
    let bodyFrames = outer;
    const handlerEntries = s.handlers.map((h) => this.node('catch', h.header, h.range));
    if (s.handlers.length > 0) {
      const frame: TryFrame = {
        type: 'try',
        id: this.env.nextFrame++,
        handlers: s.handlers.map((h, i) => ({
          types: h.types,
          entry: handlerEntries[i] ?? this.endId,
        })),
        wired: false,
        marker,
        regionDrawn: false,
      };
      bodyFrames = [...outer, frame];
    }
    let p = flow(marker);
    if (s.resources) p = this.seq(s.resources, p, bodyFrames);
    p = this.body('try', 'try', s.body, p, bodyFrames);
    if (s.orelse) p = this.body('else', 'else', s.orelse, p, outer);
    const normal = [...p];
    const last = handlerEntries.length - 1;
    s.handlers.forEach((h, i) => {
      const entry = handlerEntries[i] ?? this.endId;
      const out = this.body('handler', h.header, h.body, flow(entry), outer);
      if (!s.group) {
        normal.push(...out);
        return;
      }
      // except*: go on testing the next handler; each test may find nothing left and finish
      this.w.connect(out, handlerEntries[Math.min(i + 1, last)] ?? entry);
      normal.push({ from: entry, kind: 'flow', label: 'done' });
    });
    if (!s.finally) return normal;
    if (normal.length === 0) return [];
    const fin = this.node('finally', 'finally');
    this.w.connect(normal, fin);
    return this.body('finally', 'finally', s.finally.body, flow(fin), frames);
  }

  private withStmt(s: With, pending: Pending[], frames: Frame[]): Pending[] {
    const head = this.node('with', s.header, s.range);
    this.w.connect(pending, head);
    this.raiseEdge(head, frames);
    const exitText = s.exitText ?? exitLabel(s.header);
    const cleanup: CleanupFrame = {
      type: 'cleanup',
      id: this.env.nextFrame++,
      // a synthetic exit (`With.exitSynthetic`) has no lines, as a finally marker has none
      cleanup: { kind: 'with', exitLabel: exitText, range: s.exitSynthetic ? undefined : s.range },
      copies: new Map(),
      ...(s.region ? { marker: head, regionDrawn: false } : {}),
    };
    const out = this.body('with', s.header, s.body, flow(head), [...frames, cleanup]);
    if (out.length === 0 && cleanup.exit === undefined) return [];
    const exit = cleanup.exit ?? this.node('with', exitText, cleanup.cleanup.range);
    this.w.connect(out, exit);
    return flow(exit);
  }

  /** Builds one copy of a cleanup (finally body / with exit) with the frames outside it. */
  private buildCleanup(f: CleanupFrame, outer: Frame[]): { entry: number; out: Pending[] } {
    if (f.cleanup.kind === 'with') {
      const entry = this.node('with', f.cleanup.exitLabel, f.cleanup.range);
      return { entry, out: flow(entry) };
    }
    const entry = this.node('finally', 'finally');
    return { entry, out: this.seq(f.cleanup.body, flow(entry), outer) };
  }

  // ---- exceptions ----------------------------------------------------------------------------

  /**
   * Where an exception raised at this point goes first: the innermost handler chain, or the
   * exception copy of the innermost cleanup; undefined outside any try/with (it leaves the chart,
   * which is not drawn for ordinary statements).
   */
  private excTarget(frames: Frame[]): number | undefined {
    for (let i = frames.length - 1; i >= 0; i--) {
      const f = frames[i];
      if (f?.type === 'try') return this.handlerChain(f, frames, i);
      if (f?.type === 'cleanup') return this.exceptionCopy(f, frames, i);
    }
    return undefined;
  }

  /** Draws an exception edge from a node that may raise; false when nothing catches here. */
  private raiseEdge(from: number, frames: Frame[]): boolean {
    const target = this.excTarget(frames);
    if (target === undefined) return false;
    const region = this.catchingTry(frames);
    if (!region) {
      this.w.edge(from, target, 'exception');
      return true;
    }
    // one drawn edge per try region, from its boundary (the `try` node); each statement's own
    // edge stays in the graph for the correctness rule, marked so the drawings leave it out
    if (!region.regionDrawn && region.marker !== undefined) {
      region.regionDrawn = true;
      this.w.edge(region.marker, target, 'exception');
    }
    this.w.edge(from, target, 'exception', undefined, true);
    return true;
  }

  /**
   * The try whose handlers an exception raised here reaches first, unless a cleanup comes first;
   * a `with` drawn as a region (`With.region`) stands for its body's edges like a try.
   */
  private catchingTry(frames: Frame[]): TryFrame | CleanupFrame | undefined {
    for (let i = frames.length - 1; i >= 0; i--) {
      const f = frames[i];
      if (f?.type === 'try') return f;
      if (f?.type === 'cleanup') return f.marker === undefined ? undefined : f;
    }
    return undefined;
  }

  private handlerChain(f: TryFrame, frames: Frame[], i: number): number {
    if (!f.wired) {
      f.wired = true;
      for (let k = 0; k + 1 < f.handlers.length; k++) {
        const h = f.handlers[k];
        const next = f.handlers[k + 1];
        if (h && next && !isCatchAll(h.types)) this.w.edge(h.entry, next.entry, 'exception');
      }
      const last = f.handlers[f.handlers.length - 1];
      if (last && !isCatchAll(last.types)) {
        const outward = this.excTarget(frames.slice(0, i)) ?? this.endId;
        this.w.edge(last.entry, outward, 'exception');
      }
    }
    return f.handlers[0]?.entry ?? this.endId;
  }

  private exceptionCopy(f: CleanupFrame, frames: Frame[], i: number): number {
    const cached = f.copies.get('exc');
    if (cached !== undefined) return cached;
    const outer = frames.slice(0, i);
    if (f.cleanup.kind === 'with') {
      // the shared exit node; its normal continuation is drawn by withStmt
      const exit = this.node('with', f.cleanup.exitLabel, f.cleanup.range);
      f.exit = exit;
      f.copies.set('exc', exit);
      this.w.edge(exit, this.excTarget(outer) ?? this.endId, 'exception');
      return exit;
    }
    const { entry, out } = this.buildCleanup(f, outer);
    f.copies.set('exc', entry);
    this.w.connect(out, this.excTarget(outer) ?? this.endId, 'exception');
    return entry;
  }

  private throwStmt(s: Throw, pending: Pending[], frames: Frame[]): Pending[] {
    const n = this.node('throw', s.text, s.range);
    this.w.connect(pending, n);
    const types = s.types ?? [];
    for (let i = frames.length - 1; i >= 0; i--) {
      const f = frames[i];
      if (f?.type === 'try') {
        const caught =
          types.length === 0 ||
          types.some((t) => {
            const m = this.env.exceptions.match(
              t,
              f.handlers.map((h) => h.types),
            );
            return m.index !== undefined || m.maybe === true;
          });
        if (caught) {
          this.w.edge(n, this.handlerChain(f, frames, i), 'exception');
          return [];
        }
      } else if (f?.type === 'cleanup') {
        this.w.edge(n, this.exceptionCopy(f, frames, i), 'exception');
        return [];
      }
    }
    this.w.edge(n, this.endId, 'exception');
    return [];
  }

  // ---- jumps ---------------------------------------------------------------------------------

  /**
   * Routes a jump from the top of `frames` to the frame at `target` (-1 = out of the chart),
   * through one copy of every cleanup it crosses, then hands the result to `deliver`.
   */
  private leave(
    pending: Pending[],
    frames: Frame[],
    target: number,
    key: string,
    deliver: (p: Pending[]) => void,
  ): void {
    let p = pending;
    for (let i = frames.length - 1; i > target; i--) {
      const f = frames[i];
      if (f?.type !== 'cleanup') continue;
      const cached = f.copies.get(key);
      if (cached !== undefined) {
        this.w.connect(p, cached);
        return;
      }
      const { entry, out } = this.buildCleanup(f, frames.slice(0, i));
      f.copies.set(key, entry);
      this.w.connect(p, entry);
      p = out;
    }
    deliver(p);
  }

  private returnStmt(s: Return, pending: Pending[], frames: Frame[]): Pending[] {
    const n = this.node('return', s.text, s.range);
    this.w.connect(pending, n);
    // a bare `return` / `return x` cannot raise; anything computed can
    if (/[^\w\s]/.test(s.text.replace(/^return\b/, '').replace(/;\s*$/, '')))
      this.raiseEdge(n, frames);
    this.leave(flow(n), frames, -1, 'return', (p) => this.w.connect(p, this.endId));
    return [];
  }

  private breakStmt(s: Break, pending: Pending[], frames: Frame[]): Pending[] {
    const n = this.node('break', s.text, s.range);
    this.w.connect(pending, n);
    const i = findFrame(frames, (f) =>
      s.label !== undefined
        ? (f.type === 'loop' || f.type === 'switch') && f.labels.includes(s.label)
        : f.type === 'loop' || (f.type === 'switch' && f.breakable),
    );
    const f = frames[i];
    if (f && (f.type === 'loop' || f.type === 'switch')) {
      this.leave(flow(n), frames, i, `break:${f.id}`, (p) => f.breaks.push(...p));
    }
    return [];
  }

  private continueStmt(s: Continue, pending: Pending[], frames: Frame[]): Pending[] {
    const n = this.node('continue', s.text, s.range);
    this.w.connect(pending, n);
    const i = findFrame(
      frames,
      (f) => f.type === 'loop' && (s.label === undefined || f.labels.includes(s.label)),
    );
    const f = frames[i];
    if (f?.type === 'loop') {
      const key = `${s.redo ? 'redo' : 'continue'}:${f.id}`;
      const jumps = s.redo ? f.redos : f.continues;
      this.leave(flow(n), frames, i, key, (p) => jumps.push(...p));
    }
    return [];
  }

  private yieldSwitch(s: YieldSwitch, pending: Pending[], frames: Frame[]): Pending[] {
    const n = this.node('break', s.text, s.range);
    this.w.connect(pending, n);
    this.raiseEdge(n, frames);
    const i = findFrame(frames, (f) => f.type === 'switch' && f.isExpression);
    const f = frames[i];
    if (f?.type === 'switch') {
      this.leave(flow(n), frames, i, `break:${f.id}`, (p) => f.breaks.push(...p));
    }
    return [];
  }
}

/** Whether a loop body holds a `redo` of its own (not one of a nested loop's). */
function hasRedo(body: readonly Stmt[]): boolean {
  return body.some((s) => {
    switch (s.type) {
      case 'continue':
        return s.redo === true;
      case 'if':
        return s.branches.some((b) => hasRedo(b.body)) || hasRedo(s.orelse ?? []);
      case 'switch':
        return s.cases.some((c) => hasRedo(c.body));
      case 'try':
        return (
          hasRedo(s.body) ||
          s.handlers.some((h) => hasRedo(h.body)) ||
          hasRedo(s.orelse ?? []) ||
          hasRedo(s.finally?.body ?? [])
        );
      case 'with':
      case 'block':
        return hasRedo(s.body);
      default:
        return false;
    }
  });
}

function findFrame(frames: Frame[], test: (f: Frame) => boolean): number {
  for (let i = frames.length - 1; i >= 0; i--) {
    const f = frames[i];
    if (f && test(f)) return i;
  }
  return -1;
}

/** `while (1)`, `while (true)`, `while True`: the test never fails, only a jump leaves. */
function alwaysTrue(cond: string): boolean {
  return /^\(*\s*(?:1|true|True)\s*\)*$/.test(cond);
}

function caseLabel(tests: readonly string[], guard: string | undefined): string {
  const value = tests.length > 0 ? tests.join(' | ') : 'default';
  return guard ? `${value} if ${guard}` : value;
}

/** How a case's block is titled: `case 1 | 2`, `default`. */
function caseTitle(tests: readonly string[], guard: string | undefined): string {
  return tests.length === 0 && !guard ? 'default' : `case ${caseLabel(tests, guard)}`;
}

/** The title of a compound statement's block; undefined for a simple statement. */
function statementLabel(s: Stmt): string | undefined {
  switch (s.type) {
    case 'if':
      return `if ${s.branches[0]?.cond.text ?? ''}`;
    case 'loop':
    case 'switch':
    case 'with':
    case 'block':
      return s.header;
    case 'try':
      return 'try';
    default:
      return undefined;
  }
}

function exitLabel(header: string): string {
  return `exit ${header}`;
}

/** A case's own line(s): from its start up to the line before its body (at least one line). */
function headerLines(range: Range, body: readonly Stmt[]): Range {
  const first = body[0];
  const end =
    first && stmtSpan(first).startLine > range.startLine
      ? Math.min(range.endLine, stmtSpan(first).startLine - 1)
      : range.startLine;
  return { startLine: range.startLine, endLine: Math.max(range.startLine, end) };
}

/** Whether a `for` header's init or update are simple statements on the header's own lines. */
function insideHeader(stmts: readonly Stmt[] | undefined, header: Range): boolean {
  return (
    stmts !== undefined &&
    stmts.every(
      (st) =>
        st.type === 'simple' &&
        st.range.startLine >= header.startLine &&
        st.range.endLine <= header.endLine,
    )
  );
}

/** Flags the charts that hold only their Start and End (`Chart.empty`). */
function markEmpty(w: GraphWriter): void {
  const counts = new Map<string, number>();
  for (const n of w.nodes) counts.set(n.chart, (counts.get(n.chart) ?? 0) + 1);
  for (const chart of w.charts) if ((counts.get(chart.id) ?? 0) <= 2) chart.empty = true;
}
