/** Issue 22 item 12: what a person would not draw is not drawn (or not offered). */
import { describe, expect, it } from 'vitest';
import { graphOf } from '../test-support/edges';

describe('charts that draw nothing', () => {
  it('flags a Java record and a class body of only methods as empty, not a method', async () => {
    const graph = await graphOf(
      ['record P(int x, int y) {}', 'class A {', '  int f() { return 1; }', '}'].join('\n'),
      'java',
    );
    const empty = graph.charts.filter((c) => c.empty).map((c) => c.name);
    expect(empty).toEqual(expect.arrayContaining(['P', 'A']));
    expect(empty).not.toContain('A.f');
    expect(graph.charts.find((c) => c.name === 'A.f')?.empty).toBeUndefined();
  });

  it("flags a C++ file's top level with only function definitions as empty", async () => {
    const graph = await graphOf('int g(int a) {\n  return a + 1;\n}\n', 'cpp');
    expect(graph.charts[0]?.name).toBe('module');
    expect(graph.charts[0]?.empty).toBe(true);
    expect(graph.charts.find((c) => c.name === 'g')?.empty).toBeUndefined();
  });
});
