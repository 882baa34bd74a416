import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../node';
import { edges, graphOf } from '../../test-support/edges';

describe('C snippets and broken code', () => {
  it('draws statements pasted without a function in the module chart, on their own lines', async () => {
    const result = await generateFlowchart({
      code: 'if (x > 0) {\n  printf("pos");\n} else {\n  x = -x;\n}',
      language: 'c',
    });
    expect(result.error).toBeNull();
    const graph = result.graph;
    expect(graph?.charts.map((c) => c.name)).toEqual(['module']);
    const decision = graph?.nodes.find((n) => n.kind === 'decision');
    expect(decision).toMatchObject({ label: 'x > 0', range: { startLine: 1, endLine: 1 } });
    expect(graph?.nodes.find((n) => n.label === 'x = -x')?.range).toEqual({
      startLine: 4,
      endLine: 4,
    });
  });

  it('lowers what parsed around a syntax error and reports the error line', async () => {
    const code = 'int f(int x) {\n  if (x > ) {\n    return 1;\n  }\n  x = 2;\n  return x;\n}';
    const result = await generateFlowchart({ code, language: 'c' });
    expect(result.diagnostics.map((d) => d.line)).toContain(2);
    expect(await edges(code, 'c', 'f')).toContain('process:x = 2 -flow-> return:return x');
  });

  it('draws a C++ statement snippet too', async () => {
    const e = await edges('for (int i = 0; i < 3; i++)\n  std::cout << i;', 'cpp', 'module');
    expect(e).toContain('loop:for (int i = 0; i < 3; i++) -true-> io:std::cout << i');
  });

  it('keeps chart and node ranges inside the file when a stray } or an unclosed function is wrapped', async () => {
    const graph = await graphOf('}\nint main(void) {\n    return 0;', 'c');
    expect(graph.charts.find((c) => c.name === 'main')?.range).toEqual({
      startLine: 2,
      endLine: 3,
    });
    expect(graph.nodes.find((n) => n.kind === 'return')?.range).toEqual({
      startLine: 3,
      endLine: 3,
    });
    for (const [code, language] of [
      ['int f(void) {\n  if (x) {\n    g();', 'c'],
      ['}\nclass A {\n  void f() { g(); }', 'cpp'],
      ['x = 1;\n}\nvoid f() {\n  while (1) {', 'cpp'],
    ] as const) {
      const lines = code.split('\n').length;
      const g = await graphOf(code, language);
      for (const c of g.charts)
        expect(c.range.endLine, `${code}: ${c.name}`).toBeLessThanOrEqual(lines);
      for (const n of g.nodes) {
        if (n.range) expect(n.range.endLine, `${code}: ${n.label}`).toBeLessThanOrEqual(lines);
      }
    }
  });

  it('never puts the snippet wrapper into a label or a chart name', async () => {
    const graph = await graphOf('}\n  x = 1;\n}\n}', 'c');
    for (const n of graph.nodes) expect(n.label).not.toMatch(/void _|\b_\b/);
    expect(graph.charts.map((c) => c.name)).toEqual(['module']);
  });
});
