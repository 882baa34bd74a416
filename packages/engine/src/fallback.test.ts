import { describe, expect, it } from 'vitest';
import { simpleFlowchart, simpleGraph } from './fallback';

describe('simpleFlowchart (local fallback, docs/product.md#constants-and-limits)', () => {
  it('draws one node per non-blank line between Start and End, top-down', () => {
    expect(simpleFlowchart('a = 1\n\n  b = 2\n').flowchart).toBe(
      [
        'flowchart TD',
        '  start(["Start"])',
        '  L1["a = 1"]',
        '  start --> L1',
        '  L2["b = 2"]',
        '  L1 --> L2',
        '  stop(["End"])',
        '  L2 --> stop',
      ].join('\n'),
    );
  });

  it('cuts text to 50 characters plus ..., swaps double quotes, escapes angle brackets', () => {
    const long = 'x'.repeat(60);
    const out = simpleFlowchart(`${long}\nprint("<b>")\n`).flowchart;
    expect(out).toContain(`L1["${'x'.repeat(50)}..."]`);
    expect(out).toContain(`L2["print('&lt;b&gt;')"]`);
  });

  it('answers No code provided for blank code', () => {
    expect(simpleFlowchart('  \n\n')).toEqual({ flowchart: '', error: 'No code provided' });
  });
});

describe('simpleGraph (the FlowGraph of the same fallback)', () => {
  it('chains Start, one node per non-blank line with its line number, End', () => {
    const g = simpleGraph('a = 1\n\n  b = 2\n');
    expect(g?.nodes.map((n) => [n.id, n.label, n.range?.startLine])).toEqual([
      ['start', 'Start', undefined],
      ['L1', 'a = 1', 1],
      ['L3', 'b = 2', 3],
      ['end', 'End', undefined],
    ]);
    expect(g?.edges.map((e) => `${e.from}>${e.to}`)).toEqual(['start>L1', 'L1>L3', 'L3>end']);
    expect(g?.charts[0]?.range).toEqual({ startLine: 1, endLine: 3 });
  });
  it('has no graph for blank code', () => {
    expect(simpleGraph(' \n\n')).toBeNull();
  });
  it('is the chart the Mermaid text draws: the same labels in the same order', () => {
    const code = 'MOVE A TO B\n\nDISPLAY "x"\r\nSTOP RUN';
    const labels = simpleGraph(code)?.nodes.map((n) => n.label.replace(/"/g, "'"));
    const mermaid = [...simpleFlowchart(code).flowchart.matchAll(/\["(.*)"\]/g)].map((m) => m[1]);
    expect(mermaid).toEqual(labels);
  });
});
