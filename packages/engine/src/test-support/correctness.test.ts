import { describe, expect, it } from 'vitest';
import type { FlowGraph, FlowNode, NodeKind } from '../graph/types';
import { chartForDefinition, formatFailure, GraphPathChecker } from './correctness';

type Spec = [id: string, kind: NodeKind, lines?: [number, number]];

/** A one-chart graph `f` from node specs and `a>b` edges; `s`/`e` are Start/End. */
function graph(specs: Spec[], edges: string[]): FlowGraph {
  const nodes: FlowNode[] = [
    { id: 's', chart: 'c', kind: 'start', label: 'f' },
    { id: 'e', chart: 'c', kind: 'end', label: 'End' },
    ...specs.map(([id, kind, lines]): FlowNode => {
      const node: FlowNode = { id, chart: 'c', kind, label: id };
      if (lines) node.range = { startLine: lines[0], endLine: lines[1] };
      return node;
    }),
  ];
  return {
    version: 1,
    language: 'python',
    charts: [
      {
        id: 'c',
        name: 'f',
        kind: 'function',
        range: { startLine: 1, endLine: 20 },
        start: 's',
        end: 'e',
      },
    ],
    nodes,
    edges: edges.map((e) => {
      const [from, to] = e.split('>') as [string, string];
      return { from, to, kind: 'flow' };
    }),
  };
}

const lines = (...ls: number[]) => new Set(ls);

// def f(x):            1
//     while x > 0:     2
//         x -= 1       3
//     return x         4
const loop = graph(
  [
    ['w', 'loop', [2, 2]],
    ['b', 'process', [3, 3]],
    ['r', 'return', [4, 4]],
  ],
  ['s>w', 'w>b', 'b>w', 'w>r', 'r>e'],
);

describe('GraphPathChecker', () => {
  it('accepts a trace that follows the chart', () => {
    const checker = new GraphPathChecker(loop, lines(2, 3, 4));
    expect(checker.checkCall('c', { lines: [2, 3, 2, 3, 2, 4], ending: 'return' })).toEqual([]);
  });

  it('reports a transition with no path, naming both lines', () => {
    const checker = new GraphPathChecker(loop, lines(2, 3, 4));
    const failures = checker.checkCall('c', { lines: [2, 3, 4], ending: 'return' });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ kind: 'transition', chart: 'f', from: 3, to: 4 });
    expect(formatFailure(failures[0]!)).toMatch(/^f: 3 -> 4: no path from \[b process/);
  });

  it('does not walk through a node covering another executable line', () => {
    // 2 -> 4 must not be satisfied by the path w -> b(3) -> w -> r
    const g = graph(
      [
        ['w', 'loop', [2, 2]],
        ['b', 'process', [3, 3]],
        ['r', 'return', [4, 4]],
      ],
      ['s>w', 'w>b', 'b>r', 'r>e'],
    );
    const checker = new GraphPathChecker(g, lines(2, 3, 4));
    const failures = checker.checkCall('c', { lines: [2, 4], ending: 'return' });
    expect(failures.map((f) => f.kind)).toEqual(['transition']);
    expect(failures[0]!.why).toContain('blocked at [b process');
  });

  it('walks through nodes without range and nodes covering only non-executable lines', () => {
    // line 5 is `finally:` — a marker node there is free because Python never reports it
    const g = graph(
      [
        ['a', 'process', [4, 4]],
        ['j', 'join'],
        ['fin', 'finally', [5, 5]],
        ['b', 'process', [6, 6]],
      ],
      ['s>a', 'a>j', 'j>fin', 'fin>b', 'b>e'],
    );
    const checker = new GraphPathChecker(g, lines(4, 6));
    expect(checker.checkCall('c', { lines: [4, 6], ending: 'return' })).toEqual([]);
  });

  it('requires a cycle for a repeated line', () => {
    const noCycle = graph([['w', 'loop', [2, 2]]], ['s>w', 'w>e']);
    const checker = new GraphPathChecker(noCycle, lines(2));
    const failures = checker.checkCall('c', { lines: [2, 2], ending: 'return' });
    expect(failures).toHaveLength(1);
    expect(failures[0]!.why).toContain('needs a cycle');

    const selfLoop = graph([['w', 'loop', [2, 2]]], ['s>w', 'w>w', 'w>e']);
    expect(
      new GraphPathChecker(selfLoop, lines(2)).checkCall('c', { lines: [2, 2], ending: 'return' }),
    ).toEqual([]);
  });

  it('lets a loop header the chart returns to stand for init, test and update of one line', () => {
    // a C-style for drawn once (issue 22 item 12): JavaScript traces `for (init; test; update)`
    // as steps of one line, the loop node covers them all
    const g = graph(
      [
        ['w', 'loop', [2, 2]],
        ['b', 'process', [3, 3]],
      ],
      ['s>w', 'w>b', 'b>w', 'w>e'],
    );
    const checker = new GraphPathChecker(g, lines(2, 3));
    expect(checker.checkCall('c', { lines: [2, 2, 3, 2, 2], ending: 'return' })).toEqual([]);
  });

  it('accepts moves inside one multi-line node without an edge, in any order', () => {
    const g = graph([['m', 'process', [2, 4]]], ['s>m', 'm>e']);
    const checker = new GraphPathChecker(g, lines(2, 3, 4));
    expect(checker.checkCall('c', { lines: [2, 3, 4, 2], ending: 'return' })).toEqual([]);
    // but the same line twice in a row is a re-evaluation and needs a cycle
    expect(checker.checkCall('c', { lines: [3, 3], ending: 'return' })).toHaveLength(1);
  });

  it('checks the first line against Start and the last against End', () => {
    const g = graph(
      [
        ['a', 'process', [2, 2]],
        ['b', 'process', [3, 3]],
      ],
      ['s>a', 'a>b'],
    );
    const checker = new GraphPathChecker(g, lines(2, 3));
    const failures = checker.checkCall('c', { lines: [3], ending: 'return' });
    expect(failures.map((f) => f.kind)).toEqual(['start', 'end']);
    expect(formatFailure(failures[0]!)).toMatch(/^f: Start -> 3: /);
    expect(formatFailure(failures[1]!)).toMatch(/^f: 3 -> End: /);
  });

  it('does not require End after an exception or a suspension', () => {
    const g = graph([['a', 'throw', [2, 2]]], ['s>a']);
    const checker = new GraphPathChecker(g, lines(2));
    expect(checker.checkCall('c', { lines: [2], ending: 'exception' })).toEqual([]);
    expect(checker.checkCall('c', { lines: [2], ending: 'suspended' })).toEqual([]);
    expect(checker.checkCall('c', { lines: [2], ending: 'return' })).toHaveLength(1);
  });

  it('requires a path from Start to End for a call that ran no line', () => {
    const direct = graph([], ['s>e']);
    expect(
      new GraphPathChecker(direct, lines()).checkCall('c', { lines: [], ending: 'return' }),
    ).toEqual([]);
    const viaStatement = graph([['a', 'process', [2, 2]]], ['s>a', 'a>e']);
    const failures = new GraphPathChecker(viaStatement, lines(2)).checkCall('c', {
      lines: [],
      ending: 'return',
    });
    expect(failures.map(formatFailure)).toEqual([
      expect.stringMatching(/^f: Start -> End: no path/),
    ]);
  });

  it('accepts a Start node whose range covers the first line', () => {
    const g: FlowGraph = graph([['a', 'process', [3, 3]]], ['s>a', 'a>e']);
    g.nodes[0]!.range = { startLine: 2, endLine: 2 };
    const checker = new GraphPathChecker(g, lines(2, 3));
    expect(checker.checkCall('c', { lines: [2, 3], ending: 'return' })).toEqual([]);
  });

  it('reports an uncovered line once and does not check transitions through it', () => {
    const g = graph(
      [
        ['a', 'process', [2, 2]],
        ['b', 'process', [4, 4]],
      ],
      ['s>a', 'a>b', 'b>e'],
    );
    const checker = new GraphPathChecker(g, lines(2, 3, 4));
    const failures = checker.checkCall('c', { lines: [2, 3, 4], ending: 'return' });
    expect(failures).toEqual([expect.objectContaining({ kind: 'uncovered', line: 3 })]);
    expect(formatFailure(failures[0]!)).toMatch(/^f: line 3 uncovered: /);
  });

  it('drops uncovered exempt lines and the repetition their removal creates', () => {
    // @deco (2) / def g (3) reported as 2, 3, 2, 3: the chart covers only line 3
    const g = graph(
      [
        ['d', 'process', [3, 3]],
        ['n', 'process', [5, 5]],
      ],
      ['s>d', 'd>n', 'n>e'],
    );
    const checker = new GraphPathChecker(g, lines(2, 3, 5));
    const trace = { lines: [2, 3, 2, 3, 5], ending: 'return' as const, exempt: lines(2) };
    expect(checker.checkCall('c', trace)).toEqual([]);
    expect(checker.checkCall('c', { ...trace, exempt: undefined })[0]).toMatchObject({
      kind: 'uncovered',
      line: 2,
    });
  });

  it('only follows edges of the chart being checked', () => {
    const g = graph(
      [
        ['a', 'process', [2, 2]],
        ['b', 'process', [3, 3]],
      ],
      ['s>a', 'a>x', 'x>b', 'b>e'],
    );
    g.charts.push({ ...g.charts[0]!, id: 'other', name: 'g', start: 'x', end: 'x' });
    g.nodes.push({ id: 'x', chart: 'other', kind: 'join', label: '' });
    const checker = new GraphPathChecker(g, lines(2, 3));
    expect(checker.checkCall('c', { lines: [2, 3], ending: 'return' })).toHaveLength(1);
    expect(checker.checkCall('nope', { lines: [2], ending: 'return' })[0]!.kind).toBe('no-chart');
  });
});

describe('chartForDefinition', () => {
  const base = loop.charts[0]!;
  const g: FlowGraph = {
    ...loop,
    charts: [
      { ...base, id: 'm', kind: 'module', name: 'module', range: { startLine: 1, endLine: 30 } },
      { ...base, id: 'f', name: 'f', range: { startLine: 2, endLine: 20 } },
      { ...base, id: 'inner', name: 'f', range: { startLine: 5, endLine: 8 } },
      { ...base, id: 'm1', kind: 'method', name: 'A.run', range: { startLine: 22, endLine: 25 } },
    ],
  };
  it('picks the innermost chart with that name around the definition line', () => {
    expect(chartForDefinition(g, 'f', 2)?.id).toBe('f');
    expect(chartForDefinition(g, 'f', 5)?.id).toBe('inner');
    expect(chartForDefinition(g, 'run', 23)?.id).toBe('m1');
    expect(chartForDefinition(g, '<module>', 1)?.id).toBe('m');
    expect(chartForDefinition(g, 'g', 5)).toBeUndefined();
  });
});
