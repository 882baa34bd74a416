import { describe, expect, it } from 'vitest';
import { simpleGraph } from './simpleGraph';

describe('simpleGraph', () => {
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
});
