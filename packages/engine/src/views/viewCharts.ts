/** Which charts a view shows, and in what order. */
import type { Program } from '../ir/types';
import { programCharts, type IrChart } from './programCharts';
import { viewChart, type ViewChart } from './viewTree';

/** The chart called `chart`, or every chart; throws for an unknown name. */
export function selectIrCharts(charts: readonly IrChart[], chart?: string): IrChart[] {
  if (chart === undefined) return [...charts];
  const found = charts.filter((c) => c.name === chart);
  if (found.length === 0) {
    throw new Error(`No chart named '${chart}'. Charts: ${charts.map((c) => c.name).join(', ')}`);
  }
  return found;
}

/**
 * The view trees of a program's charts: one chart by name, or every chart that says something
 * (a file's top level of only definitions does not), the functions in file order and then the
 * main program, the way a teacher writes procedures before the program that uses them.
 */
export function viewCharts(program: Program, chart?: string): ViewChart[] {
  const charts = selectIrCharts(programCharts(program), chart).map(viewChart);
  if (chart !== undefined) return charts;
  const shown = charts.filter((c) => c.body.length > 0);
  return [...shown.filter((c) => c.name !== 'module'), ...shown.filter((c) => c.name === 'module')];
}
