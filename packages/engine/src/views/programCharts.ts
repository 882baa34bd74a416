/**
 * The IR of each chart: the module's top-level statements and every function, method and class
 * body, named and ordered as build names its charts (a definition's `name`; the module is
 * `module`), so a view of the IR and the FlowGraph's chart are found by the same name.
 */
import type { ChartKind } from '../graph/types';
import type { FunctionDef, Program, Stmt } from '../ir/types';

export type IrChart = {
  name: string;
  kind: ChartKind;
  /** the definition's signature as written (`def f(x)`); `''` for the module */
  signature: string;
  body: Stmt[];
};

/** Definitions nested anywhere in a body, in statement order (as build collects them). */
function definitionsIn(body: readonly Stmt[], out: FunctionDef[]): void {
  for (const s of body) {
    switch (s.type) {
      case 'function':
        out.push(s);
        break;
      case 'if':
        for (const b of s.branches) definitionsIn(b.body, out);
        if (s.orelse) definitionsIn(s.orelse, out);
        break;
      case 'loop':
        definitionsIn(s.init ?? [], out);
        definitionsIn(s.body, out);
        if (s.orelse) definitionsIn(s.orelse, out);
        break;
      case 'switch':
        for (const c of s.cases) definitionsIn(c.body, out);
        break;
      case 'try':
        definitionsIn(s.body, out);
        for (const h of s.handlers) definitionsIn(h.body, out);
        if (s.orelse) definitionsIn(s.orelse, out);
        if (s.finally) definitionsIn(s.finally.body, out);
        break;
      case 'with':
      case 'block':
        definitionsIn(s.body, out);
        break;
      default:
        break;
    }
  }
}

/** Every chart's IR: the module first, then each definition followed by its own nested ones. */
export function programCharts(program: Program): IrChart[] {
  const charts: IrChart[] = [{ name: 'module', kind: 'module', signature: '', body: program.body }];
  const visit = (body: readonly Stmt[]): void => {
    const defs: FunctionDef[] = [];
    definitionsIn(body, defs);
    for (const d of defs) {
      charts.push({ name: d.name, kind: d.kind, signature: d.signature, body: d.body });
      visit(d.body);
    }
  };
  visit(program.body);
  return charts;
}

/** The chart called `name` (a chart name such as `f` or `A.f`). */
export function findIrChart(charts: readonly IrChart[], name: string): IrChart | undefined {
  return charts.find((c) => c.name === name);
}
