/**
 * The correctness rule (docs/architecture.md#correctness-rule), checked the way flowcharts are
 * judged: real Python programs run under sys.settrace, and every traced transition of every call
 * must be a path in that function's chart, in normal and compact mode.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Chart, FlowGraph, FlowNode } from '../../graph/types';
import { generateFlowchart } from '../../node';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const PROGRAMS = readdirSync(FIXTURES).filter((f) => f.startsWith('programs_'));

type Call = { name: string; first: number; lines: number[]; resumed: boolean; normal?: boolean };

function trace(file: string): Call[] {
  const out = execFileSync('python3', [`${FIXTURES}trace_lines.py`, file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out) as Call[];
}

function chartOf(graph: FlowGraph, call: Call): Chart | undefined {
  if (call.name === '<module>') return graph.charts[0];
  return graph.charts.find(
    (c) =>
      c.kind !== 'module' &&
      c.range.startLine === call.first &&
      c.name.split('.').pop() === call.name,
  );
}

/** Every transition of every call that has no path in the graph, as readable strings. */
function violations(graph: FlowGraph, calls: Call[]): string[] {
  const executed = new Set(calls.flatMap((c) => c.lines));
  const problems = new Set<string>();
  const succ = new Map<string, string[]>();
  for (const e of graph.edges) succ.set(e.from, [...(succ.get(e.from) ?? []), e.to]);
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const covers = (n: FlowNode, line: number) =>
    n.range !== undefined && n.range.startLine <= line && line <= n.range.endLine;
  const coversExecuted = (n: FlowNode) => {
    for (let l = n.range?.startLine ?? 1; n.range && l <= n.range.endLine; l++) {
      if (executed.has(l)) return true;
    }
    return false;
  };
  // is there a path from one of `from` to a node passing `target`, through line-less nodes only?
  const reaches = (from: string[], target: (n: FlowNode) => boolean) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      for (const next of succ.get(stack.pop() ?? '') ?? []) {
        const n = byId.get(next);
        if (!n) continue;
        if (target(n)) return true;
        if (!seen.has(next) && !coversExecuted(n)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  };
  for (const call of calls) {
    if (call.name.startsWith('<') && call.name !== '<module>') continue; // comprehensions, lambdas
    const chart = chartOf(graph, call);
    if (!chart) {
      problems.add(`no chart for ${call.name} (line ${call.first})`);
      continue;
    }
    const nodes = graph.nodes.filter((n) => n.chart === chart.id);
    const at = (line: number) => nodes.filter((n) => covers(n, line));
    const [first] = call.lines;
    for (const l of call.lines)
      if (at(l).length === 0) problems.add(`${chart.name}: ${l} not drawn`);
    if (first !== undefined && !call.resumed && !reaches([chart.start], (n) => covers(n, first))) {
      problems.add(`${chart.name}: Start -> ${first}`);
    }
    for (let i = 0; i + 1 < call.lines.length; i++) {
      const a = call.lines[i] ?? 0;
      const b = call.lines[i + 1] ?? 0;
      const from = at(a);
      if (from.some((n) => covers(n, b))) continue;
      if (
        !reaches(
          from.map((n) => n.id),
          (n) => covers(n, b),
        )
      )
        problems.add(`${chart.name}: ${a} -> ${b}`);
    }
    const last = call.lines[call.lines.length - 1];
    if (call.normal && !call.resumed && last !== undefined) {
      const ids = at(last).map((n) => n.id);
      // a generator suspended at `yield` also "returns" from the frame
      const yields = at(last).some((n) => /\byield\b/.test(n.label));
      if (!yields && !reaches(ids, (n) => n.id === chart.end))
        problems.add(`${chart.name}: ${last} -> End`);
    }
  }
  return [...problems];
}

describe('Python charts satisfy the correctness rule under sys.settrace', () => {
  for (const program of PROGRAMS) {
    for (const compact of [false, true]) {
      it(`${program}${compact ? ' (compact)' : ''}`, async () => {
        const file = `${FIXTURES}${program}`;
        const code = readFileSync(file, 'utf8');
        const result = await generateFlowchart({ code, language: 'python', compact });
        if (!result.graph) throw new Error(result.error ?? 'no graph');
        const calls = trace(file);
        expect(calls.length).toBeGreaterThan(2);
        expect(violations(result.graph, calls)).toEqual([]);
      });
    }
  }

  it('notices a missing transition (the checker itself works)', async () => {
    const file = `${FIXTURES}programs_basics.py`;
    const result = await generateFlowchart({
      code: readFileSync(file, 'utf8'),
      language: 'python',
    });
    if (!result.graph) throw new Error('no graph');
    const broken = { ...result.graph, edges: result.graph.edges.filter((e) => e.kind !== 'back') };
    expect(violations(broken, trace(file)).length).toBeGreaterThan(0);
  });
});
