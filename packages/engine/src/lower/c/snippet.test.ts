import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../node';
import { edges } from './edgeList';

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
});
