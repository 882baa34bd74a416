import { generateFlowchart } from '@codeflow/engine/node';
import type { FlowGraph } from '@codeflow/engine';
import { describe, expect, it } from 'vitest';
import { runJs } from './jsRun.testSupport';
import { appendChunk, emptyRecording, stackAt, type Recording } from './recording';
import type { RunFrame } from './runProtocol';
import { countsAt, nextStepOfNode, traceOnChart } from './traceNodes';

async function graphOf(
  code: string,
  language: 'python' | 'javascript' | 'typescript' = 'python',
): Promise<FlowGraph> {
  const { graph } = await generateFlowchart({ code, language, compact: false });
  if (!graph) throw new Error('no graph');
  return graph;
}

/** A recording of [line, frame] steps, as the tracer reports them. */
function recordingOf(steps: [number, number][], frames: RunFrame[]): Recording {
  return appendChunk(emptyRecording(), {
    lines: steps.map((s) => s[0]),
    frames: steps.map((s) => s[1]),
    newFrames: frames,
    vars: [],
    output: [],
  });
}

const label = (graph: FlowGraph, id: string | null) =>
  graph.nodes.find((n) => n.id === id)?.label ?? null;
const idOf = (graph: FlowGraph, text: string) => {
  const node = graph.nodes.find((n) => n.label === text);
  if (!node) throw new Error(`no node ${text}`);
  return node.id;
};

const F = [
  'def f(xs):', // 1
  '    total = (1 +', // 2
  '        2)', // 3
  '    for x in xs: total += x', // 4
  '    try:', // 5
  '        return total', // 6
  '    finally:', // 7
  '        print("done")', // 8
  '', // 9
  'print(f([1, 2]))', // 10
].join('\n');
const F_FRAMES: RunFrame[] = [
  { id: 0, name: '<module>', line: 1, parent: -1 },
  { id: 1, name: 'f', line: 1, parent: 0 },
];

describe('trace → node mapping', () => {
  it('maps module code to the module chart, even the def line its function chart starts on', async () => {
    const graph = await graphOf(F);
    const trace = traceOnChart(
      graph,
      recordingOf(
        [
          [1, 0],
          [10, 0],
        ],
        F_FRAMES,
      ),
    );
    expect(trace.nodeOfStep.map((id) => label(graph, id))).toEqual([
      'def f(xs)',
      'print(f([1, 2]))',
    ]);
    expect(trace.chartOfStep[0]).toBe(graph.charts.find((c) => c.kind === 'module')?.id);
  });

  it('counts a statement spanning lines once, whichever of its lines are reported', async () => {
    const graph = await graphOf(F);
    const trace = traceOnChart(
      graph,
      recordingOf(
        [
          [1, 0],
          [10, 0],
          [2, 1],
          [3, 1],
          [2, 1],
          [4, 1],
        ],
        F_FRAMES,
      ),
    );
    const total = idOf(graph, 'total = (1 + 2)');
    expect(trace.nodeOfStep.slice(2, 5)).toEqual([total, total, total]);
    expect(countsAt(trace, 5).nodes.get(total)).toBe(1);
    // the call's Start is reached with its first step, and the edge from it
    const start = graph.charts.find((c) => c.name === 'f')?.start ?? '';
    expect(countsAt(trace, 2).nodes.get(start)).toBe(1);
    expect(countsAt(trace, 2).edges.get(`${start}->${total}`)).toBe(1);
  });

  it('alternates a one-line for between the loop and its body', async () => {
    const graph = await graphOf(F);
    const trace = traceOnChart(
      graph,
      recordingOf(
        [
          [1, 0],
          [10, 0],
          [2, 1],
          [4, 1],
          [4, 1],
          [4, 1],
          [5, 1],
        ],
        F_FRAMES,
      ),
    );
    const loop = idOf(graph, 'for x in xs');
    const body = idOf(graph, 'total += x');
    expect(trace.nodeOfStep.slice(3, 6)).toEqual([loop, body, loop]);
    const counts = countsAt(trace, 6);
    expect(counts.nodes.get(loop)).toBe(2);
    expect(counts.nodes.get(body)).toBe(1);
    expect(counts.edges.get(`${loop}->${body}`)).toBe(1);
    expect(counts.edges.get(`${body}->${loop}`)).toBe(1);
    // a try reports no step in JavaScript: the way from the loop to `return s` passes it
    expect(counts.edges.get(`${loop}->${idOf(graph, 'try')}`)).toBe(1);
    expect(counts.nodes.get(idOf(graph, 'try'))).toBe(1);
  });

  it('follows a return through its finally (a node that reports no line)', async () => {
    const graph = await graphOf(F);
    const trace = traceOnChart(
      graph,
      recordingOf(
        [
          [1, 0],
          [10, 0],
          [2, 1],
          [4, 1],
          [5, 1],
          [6, 1],
          [8, 1],
        ],
        F_FRAMES,
      ),
    );
    const ret = idOf(graph, 'return total');
    const done = idOf(graph, 'print("done")');
    const fin = idOf(graph, 'finally');
    expect(trace.nodeOfStep[6]).toBe(done);
    const counts = countsAt(trace, 6);
    expect(counts.edges.get(`${ret}->${fin}`)).toBe(1);
    expect(counts.edges.get(`${fin}->${done}`)).toBe(1);
    // before the step, the way is not taken yet
    expect(countsAt(trace, 5).edges.has(`${fin}->${done}`)).toBe(false);
  });
});

describe('trace → node mapping of calls', () => {
  it('counts every call of a recursive function on its chart and keeps each call’s variables', async () => {
    const code = [
      'def fact(n):', // 1
      '    if n <= 1:', // 2
      '        return 1', // 3
      '    return n * fact(n - 1)', // 4
      '', // 5
      'print(fact(3))', // 6
    ].join('\n');
    const graph = await graphOf(code);
    const frames: RunFrame[] = [
      { id: 0, name: '<module>', line: 1, parent: -1 },
      { id: 1, name: 'fact', line: 1, parent: 0 },
      { id: 2, name: 'fact', line: 1, parent: 1 },
      { id: 3, name: 'fact', line: 1, parent: 2 },
    ];
    const steps: [number, number][] = [
      [1, 0],
      [6, 0],
      [2, 1],
      [4, 1],
      [2, 2],
      [4, 2],
      [2, 3],
      [3, 3],
    ];
    const rec = appendChunk(recordingOf(steps, frames), {
      lines: [],
      frames: [],
      newFrames: [],
      vars: [
        [2, 1, { n: 3 }],
        [4, 2, { n: 2 }],
        [6, 3, { n: 1 }],
      ],
      output: [],
    });
    const trace = traceOnChart(graph, rec);
    const test = idOf(graph, 'n <= 1');
    const fact = graph.charts.find((c) => c.name === 'fact');
    expect(new Set(trace.chartOfStep.slice(2))).toEqual(new Set([fact?.id]));
    const counts = countsAt(trace, 7);
    expect(counts.nodes.get(test)).toBe(3);
    expect(counts.nodes.get(fact?.start ?? '')).toBe(3);
    expect(counts.nodes.get(idOf(graph, 'return 1'))).toBe(1);
    // each call its own variables, innermost first
    const stack = stackAt(rec, 6);
    expect(stack.map((s) => [s.frame.id, s.variables.n?.r, s.line])).toEqual([
      [3, '1', 2],
      [2, '2', 4],
      [1, '3', 4],
      [0, undefined, 6],
    ]);
    // clicking the test node: its next and previous executions
    expect(nextStepOfNode(trace, test, 2, false)).toBe(4);
    expect(nextStepOfNode(trace, test, 4, true)).toBe(2);
    expect(nextStepOfNode(trace, test, 6, false)).toBeNull();
  });
});

describe('trace → node mapping of JavaScript, from real runs', () => {
  const JS = [
    'function total(xs) {', // 1
    '  let s = (0 +', // 2
    '    0);', // 3
    '  for (const x of xs) s += x;', // 4
    '  try {', // 5
    '    return s;', // 6
    '  } finally {', // 7
    '    console.log("done");', // 8
    '  }', // 9
    '}', // 10
    'total([1, 2]);', // 11
  ].join('\n');

  it('counts a statement spanning lines once, alternates a one-line for, follows a finally', async () => {
    const graph = await graphOf(JS, 'javascript');
    const rec = await runJs(JS);
    expect(rec.end).toEqual({ kind: 'done' });
    const trace = traceOnChart(graph, rec);
    const last = rec.lines.length - 1;
    const counts = countsAt(trace, last);
    const s = idOf(graph, 'let s = (0 + 0)');
    const loop = idOf(graph, 'for (const x of xs)');
    const body = idOf(graph, 's += x');
    expect(counts.nodes.get(s)).toBe(1);
    // header, body, header, body, header (done): the loop three times, its body twice
    expect(trace.nodeOfStep.slice(2, 7)).toEqual([loop, body, loop, body, loop]);
    expect(counts.nodes.get(loop)).toBe(3);
    expect(counts.nodes.get(body)).toBe(2);
    expect(counts.edges.get(`${loop}->${body}`)).toBe(2);
    // a try reports no step in JavaScript: the way from the loop to `return s` passes it
    expect(counts.edges.get(`${loop}->${idOf(graph, 'try')}`)).toBe(1);
    expect(counts.nodes.get(idOf(graph, 'try'))).toBe(1);
    // return s, then the finally's body: the way goes through the finally node (no line)
    const ret = idOf(graph, 'return s');
    const fin = idOf(graph, 'finally');
    const done = idOf(graph, 'console.log("done")');
    expect(trace.nodeOfStep[last]).toBe(done);
    expect(counts.edges.get(`${ret}->${fin}`)).toBe(1);
    expect(counts.edges.get(`${fin}->${done}`)).toBe(1);
    expect(counts.nodes.get(fin)).toBe(1);
    expect(countsAt(trace, last - 1).edges.has(`${fin}->${done}`)).toBe(false);
  });

  it('counts every call of a recursive function on its chart, each call with its variables', async () => {
    const code = [
      'function fact(n: number): number {', // 1
      '  if (n <= 1) {', // 2
      '    return 1;', // 3
      '  }', // 4
      '  return n * fact(n - 1);', // 5
      '}', // 6
      'console.log(fact(3));', // 7
    ].join('\n');
    const graph = await graphOf(code, 'typescript');
    const rec = await runJs(code, 'typescript');
    const trace = traceOnChart(graph, rec);
    const fact = graph.charts.find((c) => c.name === 'fact');
    expect(new Set(trace.chartOfStep.slice(1))).toEqual(new Set([fact?.id]));
    const test = idOf(graph, 'n <= 1');
    const counts = countsAt(trace, rec.lines.length - 1);
    expect(counts.nodes.get(test)).toBe(3);
    expect(counts.nodes.get(fact?.start ?? '')).toBe(3);
    expect(counts.nodes.get(idOf(graph, 'return 1'))).toBe(1);
    expect(counts.nodes.get(idOf(graph, 'return n * fact(n - 1)'))).toBe(2);
    const deepest = rec.lines.length - 1;
    expect(stackAt(rec, deepest).map((f) => [f.frame.name, f.variables.n?.r, f.line])).toEqual([
      ['fact', '1', 3],
      ['fact', '2', 5],
      ['fact', '3', 5],
      ['<module>', undefined, 7],
    ]);
    expect(nextStepOfNode(trace, test, 0, false)).toBe(1);
  });
});
