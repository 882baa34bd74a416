import type { FlowGraph } from '@codeflow/engine';
import { generateFlowchart } from '@codeflow/engine/node';
import { describe, expect, it } from 'vitest';
import { decodeGraph, encodeGraph, isGraphDelta } from './graphDelta';

const fn = (name: string, n: number) =>
  `def ${name}(x):\n    if x > ${n}:\n        return ${n}\n    return x\n`;
const file = (last: number) =>
  [...Array.from({ length: 30 }, (_, k) => fn(`f${k}`, k)), fn('last', last)].join('\n');

async function graphOf(code: string): Promise<FlowGraph> {
  const { graph } = await generateFlowchart({ code, language: 'python' });
  if (!graph) throw new Error('no graph');
  return graph;
}

describe('graph deltas between the engine worker and the editor', () => {
  it('sends only the tail that changed when a keystroke lands in the last function', async () => {
    const before = await graphOf(file(1));
    const after = await graphOf(file(12));
    const sent = encodeGraph({ version: 1, graph: before }, after, 2);
    expect(isGraphDelta(sent)).toBe(true);
    if (!isGraphDelta(sent)) return;
    // one node's label changed, in the last chart
    expect(sent.nodes.items.length).toBeLessThanOrEqual(4);
    expect(sent.nodes.head).toBeGreaterThan(after.nodes.length - 5);
    const decoded = decodeGraph({ version: 1, graph: before }, sent);
    expect(decoded).toEqual(after);
    // the nodes kept are the very objects the editor already holds
    expect(decoded.nodes[0]).toBe(before.nodes[0]);
    // and so are the charts and foldable blocks before the last chart's
    expect(sent.charts.items.length).toBeLessThanOrEqual(1);
    expect(decoded.charts[0]).toBe(before.charts[0]);
    expect(sent.blocks!.head).toBeGreaterThan(before.blocks!.length - 5);
    expect(decoded.blocks![0]).toBe(before.blocks![0]);
  });

  it('keeps the functions after a keystroke in the first one, when it adds no node', async () => {
    const before = await graphOf(file(1).replace('return 0', 'return 1'));
    const after = await graphOf(file(1).replace('return 0', 'return 12'));
    const sent = encodeGraph({ version: 1, graph: before }, after, 2);
    if (!isGraphDelta(sent)) throw new Error('expected a delta');
    expect(sent.nodes.items.length).toBeLessThanOrEqual(2);
    expect(sent.charts.items.length).toBeLessThanOrEqual(1);
    const decoded = decodeGraph({ version: 1, graph: before }, sent);
    expect(decoded).toEqual(after);
    expect(decoded.nodes.at(-1)).toBe(before.nodes.at(-1));
    expect(decoded.blocks!.at(-1)).toBe(before.blocks!.at(-1));
  });

  it('round-trips any edit, the whole graph when nothing is shared', async () => {
    const a = await graphOf(file(1));
    const b = await graphOf(`x = 1\n${file(1)}`);
    const c = await graphOf(fn('only', 3));
    for (const [x, y] of [
      [a, b],
      [b, c],
      [c, a],
      [a, a],
    ] as const) {
      const sent = encodeGraph({ version: 7, graph: x }, y, 8);
      const got = isGraphDelta(sent) ? decodeGraph({ version: 7, graph: x }, sent) : sent;
      expect(got).toEqual(y);
    }
    expect(encodeGraph(null, a, 1)).toBe(a);
  });

  it('refuses a delta built on a graph the editor does not hold', async () => {
    const a = await graphOf(file(1));
    const sent = encodeGraph({ version: 3, graph: a }, await graphOf(file(2)), 4);
    if (!isGraphDelta(sent)) throw new Error('expected a delta');
    expect(() => decodeGraph({ version: 2, graph: a }, sent)).toThrow('graph 4 builds on 3');
    expect(() => decodeGraph(null, sent)).toThrow('but none is held');
  });
});
