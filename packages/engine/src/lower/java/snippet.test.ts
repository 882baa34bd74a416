import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../node';
import { edges, graphOf } from '../../test-support/edges';

describe('Java snippets and broken code', () => {
  it('draws statements without their class in the module chart', async () => {
    const e = await edges(
      'int total = 0;\nfor (int i = 0; i < 3; i++) {\n  total += i;\n}\nSystem.out.println(total);',
      'java',
      'module',
    );
    expect(e).toContain('loop:for (int i = 0; i < 3; i++) -true-> process:total += i');
    expect(e).toContain('loop:for (int i = 0; i < 3; i++) -false-> io:System.out.println(total)');
  });

  it('draws a method without its class as its own chart', async () => {
    const graph = await graphOf(
      'public static int max(int a, int b) {\n  if (a > b) return a;\n  return b;\n}',
      'java',
    );
    const chart = graph.charts.find((c) => c.name === 'max');
    expect(chart).toBeDefined();
    expect(graph.nodes.find((n) => n.label === 'a > b')?.range).toEqual({
      startLine: 2,
      endLine: 2,
    });
  });

  it('draws a constructor and fields pasted without their class', async () => {
    const graph = await graphOf(
      'private int n;\npublic Counter(int start) {\n  n = start;\n}',
      'java',
    );
    expect(graph.charts.map((c) => c.name)).toContain('Counter');
    expect(graph.nodes.find((n) => n.label === 'n = start')?.range).toEqual({
      startLine: 3,
      endLine: 3,
    });
  });

  it('lowers what parsed around a syntax error and reports the error line', async () => {
    const code = 'class A {\n  void f() {\n    int x = ;\n    g();\n  }\n}';
    const result = await generateFlowchart({ code, language: 'java' });
    expect(result.diagnostics.map((d) => d.line)).toContain(3);
    const graph = result.graph;
    const f = graph?.charts.find((c) => c.name === 'A.f');
    const covers4 = graph?.nodes.some(
      (n) => n.chart === f?.id && n.range && n.range.startLine <= 4 && n.range.endLine >= 4,
    );
    expect(covers4).toBe(true);
  });

  it("labels only the user's text and keeps ranges in the file when the wrapper is needed", async () => {
    const code = [
      '            .collect(Collectors.toList());',
      '        names(Arrays.asList("bob", " ", "al")).forEach(System.out::println);',
      '}',
    ].join('\n');
    const graph = await graphOf(code, 'java');
    const last = graph.nodes.find((n) => n.label.includes('forEach'));
    expect(last).toMatchObject({
      label: ')).forEach(System.out::println); }',
      range: { startLine: 2, endLine: 3 },
    });
    for (const n of graph.nodes) {
      expect(n.label).not.toMatch(/class _|void _|^_$|\} \}/);
      if (n.range) expect(n.range.endLine).toBeLessThanOrEqual(3);
    }
  });

  it('keeps chart ranges inside the file for a method left open', async () => {
    const graph = await graphOf('int f(int x) {\n  if (x > 0) {\n    return 1;', 'java');
    const f = graph.charts.find((c) => c.name === 'f');
    expect(f?.range).toEqual({ startLine: 1, endLine: 3 });
    for (const n of graph.nodes) if (n.range) expect(n.range.endLine).toBeLessThanOrEqual(3);
  });
});
