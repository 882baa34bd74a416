/** Issue 22 item 12: what a person would not draw is not drawn (or not offered). */
import { describe, expect, it } from 'vitest';
import { describeEdges } from '../graph/describeEdges';
import type { FlowGraph } from '../graph/types';
import { generateFlowchart } from '../node';
import { graphOf } from '../test-support/edges';

describe('charts that draw nothing', () => {
  it('flags a Java record as empty; a class of only methods lists them instead (a class outline)', async () => {
    const graph = await graphOf(
      ['record P(int x, int y) {}', 'class A {', '  int f() { return 1; }', '}'].join('\n'),
      'java',
    );
    const empty = graph.charts.filter((c) => c.empty).map((c) => c.name);
    expect(empty).toContain('P');
    expect(empty).not.toContain('A');
    expect(empty).not.toContain('A.f');
    const a = graph.charts.find((c) => c.name === 'A');
    expect(
      graph.nodes.filter((n) => n.chart === a?.id && n.kind === 'process').map((n) => n.label),
    ).toEqual(['int f()']);
    expect(graph.charts.find((c) => c.name === 'A.f')?.empty).toBeUndefined();
  });

  it("flags a C++ file's top level with only function definitions as empty", async () => {
    const graph = await graphOf('int g(int a) {\n  return a + 1;\n}\n', 'cpp');
    expect(graph.charts[0]?.name).toBe('module');
    expect(graph.charts[0]?.empty).toBe(true);
    expect(graph.charts.find((c) => c.name === 'g')?.empty).toBeUndefined();
  });
});

describe('one exception edge per try region', () => {
  const code = [
    'class Shop {',
    '  int total(String csv) {',
    '    int sum = 0;',
    '    try {',
    '      String[] parts = csv.split(",");',
    '      int first = Integer.parseInt(parts[0]);',
    '      sum = first * 2;',
    '      System.out.println(sum);',
    '    } catch (NumberFormatException e) {',
    '      System.out.println("bad");',
    '    }',
    '    return sum;',
    '  }',
    '}',
  ].join('\n');

  it('draws one dashed edge from the try node instead of one per statement', async () => {
    const { flowchart } = await generateFlowchart({ code, language: 'java', chart: 'Shop.total' });
    const dashed = flowchart.split('\n').filter((l) => l.includes('-.->'));
    // the try region's edge and the handler chain's outward edge (the catch is not a catch-all)
    expect(dashed).toHaveLength(2);
    expect(edgesOf(await graphOf(code, 'java'))).toContain(
      'try:try -exception-> catch:catch (NumberFormatException e)',
    );
  });

  it("keeps every statement's own exception edge in the graph for the correctness rule", async () => {
    const graph = await graphOf(code, 'java');
    const marked = graph.edges.filter((e) => e.inTryRegion);
    expect(marked).toHaveLength(4);
    expect(marked.every((e) => e.kind === 'exception')).toBe(true);
  });
});

function edgesOf(graph: FlowGraph): string[] {
  return describeEdges(graph, 'Shop.total', 'kinds');
}

describe('dataclass fields as one block', () => {
  it('draws consecutive annotated fields of a Python class as one declaration node', async () => {
    const code = [
      'from dataclasses import dataclass, field',
      '@dataclass',
      'class P:',
      '    x: int',
      '    y: int = 0',
      '    tags: list = field(default_factory=list)',
    ].join('\n');
    const graph = await graphOf(code, 'python');
    expect(describeEdges(graph, 'P', 'labels')).toEqual([
      'Start --flow--> class P',
      'class P --flow--> x: int\ny: int = 0',
      'x: int\ny: int = 0 --flow--> tags: list = field(default_factory=list)',
      'tags: list = field(default_factory=list) --flow--> End',
    ]);
  });
});
