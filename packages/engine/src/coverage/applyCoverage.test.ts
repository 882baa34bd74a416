import { describe, expect, it } from 'vitest';
import type { FlowGraph, FlowNode } from '../graph/types';
import { generateFlowchart } from '../node';
import { applyCoverage, coverageSummary } from './applyCoverage';
import { overlayCoverage } from './overlayCoverage';
import { emptyFile, type FileCoverage, type LineBranches } from './types';

async function graphOf(code: string, language: string): Promise<FlowGraph> {
  const r = await generateFlowchart({ code, language });
  if (!r.graph) throw new Error(r.error ?? 'no graph');
  return r.graph;
}

function file(
  lines: Record<number, number>,
  branches: Record<number, LineBranches> = {},
): FileCoverage {
  const f = emptyFile('prog');
  for (const [l, h] of Object.entries(lines)) f.lines.set(Number(l), h);
  for (const [l, b] of Object.entries(branches)) f.branches.set(Number(l), b);
  return f;
}

const node = (g: FlowGraph, label: string): FlowNode => {
  const n = g.nodes.find((x) => x.label === label);
  if (!n) throw new Error(`no node ${label}`);
  return n;
};
const edge = (g: FlowGraph, from: string, to: string) =>
  g.edges.find((e) => e.from === node(g, from).id && e.to === node(g, to).id);

const C_CODE = `int f(int n) {
    int total = 0;
    for (int i = 0; i < n; i++) {
        if (i % 2 == 0) {
            total += i;
        }
    }
    while (n > 100) {
        n--;
    }
    int x = g(1,
              2);
    for (int k = 0; k < 3; k++) total += k;
    return total;
}
`;

describe('applyCoverage', () => {
  it('maps LCOV-style counts: loops, a decision from BRDA (true first), never-entered loops', async () => {
    const g = applyCoverage(
      await graphOf(C_CODE, 'c'),
      file(
        { 1: 2, 2: 2, 3: 12, 4: 10, 5: 6, 8: 2, 9: 0, 11: 2, 12: 2, 13: 16, 14: 2 },
        {
          3: { covered: 2, total: 2, taken: [10, 2] },
          4: { covered: 2, total: 2, taken: [6, 4] },
          8: { covered: 1, total: 2, taken: [0, 2] },
        },
      ),
      true,
    );
    expect(node(g, 'total += i').hits).toBe(6);
    expect(edge(g, 'i % 2 == 0', 'total += i')?.hits).toBe(6);
    // the false branch goes through a join back to the loop: its count is the branch's
    const decision = node(g, 'i % 2 == 0');
    const no = g.edges.find((e) => e.from === decision.id && e.kind === 'false');
    expect(no?.hits).toBe(4);
    // a loop never entered: its body and both edges of the body are 0, the exit edge ran
    expect(node(g, 'n--').hits).toBe(0);
    expect(edge(g, 'while (n > 100)', 'n--')?.hits).toBe(0);
    expect(edge(g, 'n--', 'while (n > 100)')?.hits).toBe(0);
    // the function's Start and End ran as often as its first statement and its return
    const chart = g.charts.find((c) => c.name === 'f');
    expect(g.nodes.find((n) => n.id === chart?.start)?.hits).toBe(2);
    expect(g.nodes.find((n) => n.id === chart?.end)?.hits).toBe(2);
    expect(chart?.coverage).toEqual({
      lines: { covered: 10, total: 11 },
      branches: { covered: 5, total: 6 },
      counts: true,
    });
    expect(
      coverageSummary(chart?.coverage ?? { lines: { covered: 0, total: 0 }, counts: true }),
    ).toBe('lines 90% · branches 83%');
  });

  it('counts a statement over two lines on whichever line the tool put it', async () => {
    const base = await graphOf(C_CODE, 'c');
    const call = base.nodes.find((n) => n.range?.startLine === 11);
    expect(call?.range).toEqual({ startLine: 11, endLine: 12 });
    const onFirst = applyCoverage(base, file({ 11: 3 }), true);
    const onSecond = applyCoverage(base, file({ 12: 4 }), true);
    expect(onFirst.nodes.find((n) => n.id === call?.id)?.hits).toBe(3);
    expect(onSecond.nodes.find((n) => n.id === call?.id)?.hits).toBe(4);
  });

  it('gives a one-line loop and its body the line’s count (the tool cannot tell them apart)', async () => {
    const g = applyCoverage(await graphOf(C_CODE, 'c'), file({ 13: 16 }), true);
    const onLine = g.nodes.filter((n) => n.range?.startLine === 13);
    expect(onLine.map((n) => n.kind).sort()).toEqual(['loop', 'process']);
    expect(onLine.every((n) => n.hits === 16)).toBe(true);
  });

  it('maps coverage.py arcs onto branch edges by target line, exits to End included', async () => {
    const code =
      'def f(n):\n    if n > 1:\n        n = 1\n    while n < 0:\n        n += 1\n    return n\n\nf(2)\n';
    const g = applyCoverage(
      await graphOf(code, 'python'),
      file(
        { 1: 1, 2: 1, 3: 1, 4: 1, 5: 0, 6: 1, 8: 1 },
        {
          2: {
            covered: 1,
            total: 2,
            arcs: [
              { to: 3, taken: true },
              { to: 4, taken: false },
            ],
          },
          4: {
            covered: 1,
            total: 2,
            arcs: [
              { to: 6, taken: true },
              { to: 5, taken: false },
            ],
          },
        },
      ),
      false,
    );
    const dec = node(g, 'n > 1');
    const outs = g.edges.filter((e) => e.from === dec.id);
    expect(outs.find((e) => e.kind === 'true')?.hits).toBe(1);
    // the false branch was never taken though its target line ran (by the other way in)
    expect(outs.find((e) => e.kind === 'false')?.hits).toBe(0);
    expect(edge(g, 'while n < 0', 'n += 1')?.hits).toBe(0);
    expect(node(g, 'n += 1').hits).toBe(0);
    const f = g.charts.find((c) => c.name === 'f');
    expect(f?.coverage).toEqual({
      lines: { covered: 4, total: 5 },
      branches: { covered: 2, total: 4 },
      counts: false,
    });
    // the module chart counts its own lines only (def and the call), not f's
    expect(g.charts.find((c) => c.kind === 'module')?.coverage?.lines).toEqual({
      covered: 2,
      total: 2,
    });
  });

  it('marks a function never called, and keeps counts at "ran" without a counting format', async () => {
    const code =
      'def used():\n    return 1\n\ndef unused():\n    x = 1\n    return x\n\nused()\nused()\n';
    const g = applyCoverage(
      await graphOf(code, 'python'),
      file({ 1: 1, 2: 1, 4: 1, 5: 0, 6: 0, 8: 1, 9: 1 }),
      false,
    );
    const unused = g.charts.find((c) => c.name === 'unused');
    expect(g.nodes.filter((n) => n.chart === unused?.id).map((n) => n.hits)).toEqual([0, 0, 0, 0]);
    expect(
      g.edges
        .filter(
          (e) =>
            e.from.startsWith('n') && g.nodes.find((n) => n.id === e.from)?.chart === unused?.id,
        )
        .every((e) => e.hits === 0),
    ).toBe(true);
    const used = g.charts.find((c) => c.name === 'used');
    expect(g.nodes.find((n) => n.id === used?.end)?.hits).toBe(1);
  });

  it('leaves what the file does not tell unset, and a second overlay replaces the first', async () => {
    const base = await graphOf('x = 1\ny = 2\n', 'python');
    const once = applyCoverage(base, file({ 1: 5 }), true);
    expect(once.nodes.find((n) => n.range?.startLine === 2)?.hits).toBeUndefined();
    const twice = applyCoverage(once, file({ 2: 1 }), true);
    expect(twice.nodes.find((n) => n.range?.startLine === 1)?.hits).toBeUndefined();
    expect(base.nodes.some((n) => n.hits !== undefined)).toBe(false);
  });

  it('overlayCoverage: parses, picks the file by name and checks it fits the code', async () => {
    const code = 'x = 1\ny = 2\n';
    const g = await graphOf(code, 'python');
    const lcov = 'SF:src/a.py\nDA:1,1\nDA:2,0\nend_of_record\nSF:src/b.py\nDA:1,1\nend_of_record\n';
    const o = overlayCoverage(g, lcov, { fileName: 'a.py', code });
    expect(o.path).toBe('src/a.py');
    expect(o.graph.nodes.filter((n) => n.range).map((n) => n.hits)).toEqual([1, 0]);
    expect(() => overlayCoverage(g, lcov, { code })).toThrow(/covers 2 files/);
    expect(overlayCoverage(g, lcov, { code, choose: 'src/b.py' }).path).toBe('src/b.py');
    expect(() => overlayCoverage(g, 'SF:a.py\nDA:40,1\nend_of_record\n', { code })).toThrow(
      /reaches line 40, but this code has 3 lines/,
    );
  });
});
