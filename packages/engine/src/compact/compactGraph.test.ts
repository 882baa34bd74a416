import { describe, expect, it } from 'vitest';
import { describeEdges, generateFlowchart } from '../node';

async function compacted(code: string, chart?: string) {
  const r = await generateFlowchart({ code, language: 'python', compact: true });
  if (!r.graph) throw new Error(r.error ?? 'no graph');
  return { graph: r.graph, edges: describeEdges(r.graph, chart) };
}

describe('compactGraph', () => {
  it('merges straight runs of the same simple kind, joining labels and spanning ranges', async () => {
    const { graph, edges } = await compacted('a = 1\nb = 2\nprint(a)\nprint(b)\nc = 3\n');
    expect(edges).toEqual([
      'Start --flow--> a = 1\nb = 2',
      'a = 1\nb = 2 --flow--> print(a)\nprint(b)',
      'print(a)\nprint(b) --flow--> c = 3',
      'c = 3 --flow--> End',
    ]);
    expect(graph.nodes.find((n) => n.label === 'a = 1\nb = 2')?.range).toEqual({
      startLine: 1,
      endLine: 2,
    });
  });

  it('never merges across a branch target, a decision, a loop, a call or a def body', async () => {
    const code = [
      'def h():',
      '    pass',
      'x = 1',
      'if x:',
      '    y = 1',
      'z = 2',
      'h()',
      'w = 3',
      'while w:',
      '    w -= 1',
      '    v = 0',
      '',
    ].join('\n');
    const { edges } = await compacted(code);
    expect(edges).toEqual([
      'Start --flow--> def h()',
      'def h() --flow--> x = 1',
      'x = 1 --flow--> x',
      'x --true:Yes--> y = 1',
      'y = 1 --flow--> z = 2',
      'x --false:No--> z = 2',
      'z = 2 --flow--> h()',
      'h() --flow--> w = 3',
      'w = 3 --flow--> while w',
      'while w --true:Yes--> w -= 1\nv = 0',
      'w -= 1\nv = 0 --back--> while w',
      'while w --false:No--> End',
    ]);
  });

  it('does not merge a def with statements after its body, nor statements with different handlers', async () => {
    const code = [
      'a = 1',
      'def g():',
      '    return 1',
      'b = 2',
      'try:',
      '    c = 3',
      '    d = 4',
      'except ValueError:',
      '    pass',
      'e = 5',
      '',
    ].join('\n');
    const { edges } = await compacted(code);
    expect(edges).toContain('Start --flow--> a = 1\ndef g()');
    expect(edges).toContain('a = 1\ndef g() --flow--> b = 2');
    expect(edges).toContain('c = 3\nd = 4 --exception--> except ValueError');
    expect(edges).toContain('pass --flow--> e = 5');
  });

  it('leaves the input graph untouched', async () => {
    const r = await generateFlowchart({ code: 'a = 1\nb = 2\n', language: 'python' });
    expect(r.graph?.nodes.map((n) => n.label)).toEqual(['Start', 'End', 'a = 1', 'b = 2']);
  });
});
