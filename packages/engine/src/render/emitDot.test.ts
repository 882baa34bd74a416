import { describe, expect, it } from 'vitest';
import type { FlowGraph } from '../graph/types';
import { generateFlowchart } from '../node';
import { emitDot, planDot } from './emitDot';

async function graphOf(code: string, language = 'python'): Promise<FlowGraph> {
  const r = await generateFlowchart({ code, language });
  if (!r.graph) throw new Error(r.error ?? 'no graph');
  return r.graph;
}

const PROGRAM = [
  'def f(x):',
  '    for i in range(x):',
  '        if i > 2:',
  '            print(i)',
  '    try:',
  '        g()',
  '    except ValueError:',
  '        raise',
  '    finally:',
  '        pass',
  '    with open(x) as h:',
  '        pass',
  '    return x',
  'def g():',
  '    pass',
  '',
].join('\n');

describe('emitDot', () => {
  it('draws one cluster per chart, titled with the signature', async () => {
    const dot = emitDot(await graphOf(PROGRAM));
    expect(dot.startsWith('digraph flowchart {')).toBe(true);
    expect(dot.match(/subgraph "cluster_c\d+"/g)).toHaveLength(3);
    expect(dot).toContain('>def f(x)</td>');
    expect(dot).toContain('>Module</td>');
  });

  it('gives each node kind its ISO 5807 shape and edges their labels and styles', async () => {
    const graph = await graphOf(PROGRAM);
    const dot = emitDot(graph);
    const line = (label: string): string =>
      dot.split('\n').find((l) => l.includes(`label="${label}"`)) ?? '';
    expect(line('i &gt; 2')).toContain('shape=diamond');
    expect(line('for i in range(x)')).toContain('shape=hexagon');
    expect(line('print(i)')).toMatch(/shape=polygon, sides=4, skew=0\.\d+/);
    expect(line('try')).toContain('shape=box');
    expect(line('finally')).toContain('shape=box');
    expect(line('with open(x) as h')).toContain('shape=box');
    expect(line('End')).toMatch(/shape=box.*rounded/);
    expect(dot).not.toMatch(/trapezium/);
    for (const label of ['Yes', 'No', 'next', 'done']) expect(dot).toContain(`>${label}</td>`);
    expect(dot).toMatch(/\[id="e\d+", style=dashed/);
    // a try region's statement edges are drawn as its one edge from the `try` node
    const exceptions = graph.edges.filter((e) => e.kind === 'exception' && !e.inTryRegion).length;
    expect(dot.match(/style=dashed/g)?.length).toBe(exceptions);
  });

  it('draws one chart by id or name, and sizes nodes to their text', async () => {
    const graph = await graphOf(PROGRAM);
    const plan = planDot(graph, { chart: 'g' });
    expect(plan.clusters.size).toBe(1);
    expect(
      [...plan.nodes.values()].every((n) => n.node.chart === [...plan.clusters.keys()][0]),
    ).toBe(true);
    const long = await graphOf(`x = "${'y'.repeat(200)}"\n`);
    const node = [...planDot(long).nodes.values()].find((n) => n.node.kind === 'process');
    expect(node?.text.cut).toBe(true);
    expect(node?.text.lines[0]?.endsWith('…')).toBe(true);
    expect(emitDot(long)).toContain(`tooltip="x = \\"${'y'.repeat(200)}\\""`);
    expect(planDot(graph, { chart: 'nope' }).clusters.size).toBe(0);
  });
});
