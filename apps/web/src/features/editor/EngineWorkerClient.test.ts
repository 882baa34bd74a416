import type { FlowGraph, GenerateResult } from '@codeflow/engine';
import { describe, expect, it } from 'vitest';
import type { EngineWorkerRequest, EngineWorkerResponse } from './engineWorkerProtocol';
import { EngineWorkerClient } from './EngineWorkerClient';
import { encodeGraph, isGraphDelta } from './graphDelta';

class FakeWorker {
  sent: EngineWorkerRequest[] = [];
  terminated = false;
  private onMessage: ((e: MessageEvent<EngineWorkerResponse>) => void) | undefined;
  private onError: ((e: ErrorEvent) => void) | undefined;
  postMessage(m: EngineWorkerRequest) {
    this.sent.push(m);
  }
  addEventListener(
    type: 'message' | 'error',
    l: ((e: MessageEvent<EngineWorkerResponse>) => void) | ((e: ErrorEvent) => void),
  ) {
    if (type === 'message') this.onMessage = l as (e: MessageEvent<EngineWorkerResponse>) => void;
    else this.onError = l as (e: ErrorEvent) => void;
  }
  terminate() {
    this.terminated = true;
  }
  answer(r: EngineWorkerResponse) {
    this.onMessage?.({ data: r } as MessageEvent<EngineWorkerResponse>);
  }
  fail(message: string) {
    this.onError?.({ message } as ErrorEvent);
  }
}

const result = (flowchart: string): GenerateResult => ({
  flowchart,
  graph: null,
  error: null,
  diagnostics: [],
});

const graph = (labels: string[]): FlowGraph => ({
  version: 1,
  language: 'python',
  charts: [],
  nodes: labels.map((label, i) => ({ id: `n${i}`, chart: 'c0', kind: 'process', label })),
  edges: [],
});

describe('EngineWorkerClient', () => {
  it('rebuilds graphs sent as deltas, and restarts a worker it is out of step with', async () => {
    const workers: FakeWorker[] = [];
    const client = new EngineWorkerClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const request = { code: 'x', language: 'python', compact: false };
    const g1 = graph(['a', 'b', 'c']);
    const g2 = graph(['a', 'b', 'd']);
    const first = client.generate(request);
    const second = client.generate(request);
    const [one, two] = workers[0]!.sent;
    workers[0]!.answer({
      id: one!.id,
      ok: true,
      result: { ...result('1'), graph: g1, graphVersion: 1 },
    });
    const delta = encodeGraph({ version: 1, graph: g1 }, g2, 2);
    expect(isGraphDelta(delta) && delta.nodes.items).toEqual([g2.nodes[2]]);
    workers[0]!.answer({
      id: two!.id,
      ok: true,
      result: { ...result('2'), graph: delta, graphVersion: 2 },
    });
    expect((await first).graph).toEqual(g1);
    expect((await second).graph).toEqual(g2);
    // a delta on a graph it never got: fails, and the next request goes to a new worker
    const third = client.generate(request);
    const stale = encodeGraph({ version: 9, graph: g1 }, g2, 10);
    workers[0]!.answer({
      id: workers[0]!.sent[2]!.id,
      ok: true,
      result: { ...result('3'), graph: stale, graphVersion: 10 },
    });
    await expect(third).rejects.toThrow('graph 10 builds on 9');
    expect(workers[0]!.terminated).toBe(true);
    void client.generate(request).catch(() => undefined);
    expect(workers).toHaveLength(2);
  });

  it('matches answers to requests by id, whatever their order', async () => {
    const workers: FakeWorker[] = [];
    const client = new EngineWorkerClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const a = client.generate({ code: 'a', language: 'python', compact: false });
    const b = client.generate({ code: 'b', language: 'python', compact: true });
    const [w] = workers;
    expect(workers).toHaveLength(1);
    expect(
      w!.sent.map((m) => (m.type === 'generate' ? [m.id, m.code, m.compact] : [m.id, m.type])),
    ).toEqual([
      [1, 'a', false],
      [2, 'b', true],
    ]);
    w!.answer({ id: 2, ok: true, result: result('B') });
    w!.answer({ id: 99, ok: true, result: result('unknown id is ignored') });
    w!.answer({ id: 1, ok: false, error: 'bad' });
    await expect(b).resolves.toMatchObject({ flowchart: 'B' });
    await expect(a).rejects.toThrow('bad');
  });

  it('fails pending requests when the worker crashes and starts a new worker next time', async () => {
    const workers: FakeWorker[] = [];
    const client = new EngineWorkerClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const a = client.generate({ code: 'a', language: 'python', compact: false });
    workers[0]!.fail('could not load wasm');
    await expect(a).rejects.toThrow('could not load wasm');
    expect(workers[0]!.terminated).toBe(true);
    const b = client.generate({ code: 'b', language: 'python', compact: false });
    expect(workers).toHaveLength(2);
    workers[1]!.answer({ id: workers[1]!.sent[0]!.id, ok: true, result: result('ok') });
    await expect(b).resolves.toMatchObject({ flowchart: 'ok' });
  });

  it('sends a diff request and resolves it with the diff answer', async () => {
    const workers: FakeWorker[] = [];
    const client = new EngineWorkerClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const pending = client.diff({ oldCode: 'a', newCode: 'b', language: 'python', chart: null });
    const [sent] = workers[0]!.sent;
    expect(sent).toMatchObject({ type: 'diff', oldCode: 'a', newCode: 'b', chart: null });
    const answer = { diff: { status: 'changed' }, chart: 'main', svg: '<svg/>' };
    workers[0]!.answer({
      id: sent!.id,
      ok: true,
      // the fake answers with the parts the client passes through untouched
      result: answer as unknown as EngineWorkerResponse extends { result: infer R } ? R : never,
    });
    await expect(pending).resolves.toEqual(answer);
  });
});
