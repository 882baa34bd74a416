import type { FlowGraph } from '@codeflow/engine';
import { describe, expect, it } from 'vitest';
import type { RenderRequest, RenderResponse } from './renderProtocol';
import { RenderWorkerClient } from './RenderWorkerClient';

class FakeWorker {
  sent: RenderRequest[] = [];
  terminated = false;
  private onMessage: ((e: MessageEvent<RenderResponse>) => void) | undefined;
  private onError: ((e: ErrorEvent) => void) | undefined;
  postMessage(m: RenderRequest) {
    this.sent.push(m);
  }
  addEventListener(
    type: 'message' | 'error',
    l: ((e: MessageEvent<RenderResponse>) => void) | ((e: ErrorEvent) => void),
  ) {
    if (type === 'message') this.onMessage = l as (e: MessageEvent<RenderResponse>) => void;
    else this.onError = l as (e: ErrorEvent) => void;
  }
  terminate() {
    this.terminated = true;
  }
  answer(r: RenderResponse) {
    this.onMessage?.({ data: r } as MessageEvent<RenderResponse>);
  }
  fail(message: string) {
    this.onError?.({ message } as ErrorEvent);
  }
}

const graph: FlowGraph = { version: 1, language: 'python', charts: [], nodes: [], edges: [] };
const drawing = (svg: string) => ({ svg, width: 1, height: 1, blocks: [], ms: 1 });

describe('RenderWorkerClient', () => {
  it('sends the renderer only the charts it draws (never the whole graph of a big file)', () => {
    const big: FlowGraph = {
      version: 1,
      language: 'python',
      charts: ['c1', 'c2', 'c3'].map((id) => ({
        id,
        name: id,
        kind: 'function' as const,
        range: { startLine: 1, endLine: 1 },
        start: `${id}s`,
        end: `${id}e`,
      })),
      nodes: ['c1', 'c2', 'c3'].flatMap((chart) => [
        { id: `${chart}s`, chart, kind: 'start' as const, label: 'Start' },
        { id: `${chart}e`, chart, kind: 'end' as const, label: 'End' },
      ]),
      edges: ['c1', 'c2', 'c3'].map((c) => ({ from: `${c}s`, to: `${c}e`, kind: 'flow' as const })),
      blocks: ['c1', 'c2', 'c3'].map((chart, k) => ({
        id: `b${k + 1}`,
        chart,
        kind: 'loop' as const,
        label: 'for x in xs',
        range: { startLine: 1, endLine: 1 },
        nodes: [`${chart}s`],
      })),
    };
    const worker = new FakeWorker();
    const client = new RenderWorkerClient(() => worker);
    void client.render(big, ['c2']);
    void client.render(big, []);
    const [one, whole] = worker.sent;
    expect(one?.graph.charts.map((c) => c.id)).toEqual(['c2']);
    expect(one?.graph.nodes.map((n) => n.id)).toEqual(['c2s', 'c2e']);
    expect(one?.graph.edges).toEqual([{ from: 'c2s', to: 'c2e', kind: 'flow' }]);
    // the blocks list node ids of the whole file: only the drawn chart's go
    expect(one?.graph.blocks?.map((b) => b.id)).toEqual(['b2']);
    expect(whole?.graph).toBe(big);
  });

  it('matches answers to requests by id, whatever their order', async () => {
    const worker = new FakeWorker();
    const client = new RenderWorkerClient(() => worker);
    const first = client.render(graph, ['a']);
    const second = client.render(graph, ['b', 'c']);
    expect(worker.sent.map((m) => m.charts)).toEqual([['a'], ['b', 'c']]);
    const [one, two] = worker.sent;
    worker.answer({ id: two?.id ?? 0, ok: true, ...drawing('<svg>2</svg>') });
    worker.answer({ id: one?.id ?? 0, ok: false, error: 'bad graph' });
    await expect(second).resolves.toEqual(drawing('<svg>2</svg>'));
    await expect(first).rejects.toThrow('bad graph');
  });
  it('fails pending requests when the worker crashes, and starts a new worker next time', async () => {
    const workers: FakeWorker[] = [];
    const client = new RenderWorkerClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const pending = client.render(graph, ['a']);
    workers[0]?.fail('out of memory');
    await expect(pending).rejects.toThrow('out of memory');
    expect(workers[0]?.terminated).toBe(true);
    void client.render(graph, ['a']).catch(() => undefined);
    expect(workers).toHaveLength(2);
  });
});
