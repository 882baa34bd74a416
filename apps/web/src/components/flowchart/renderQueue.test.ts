import type { FlowGraph } from '@codeflow/engine';
import { describe, expect, it, vi } from 'vitest';
import type { RenderAnswer } from './renderProtocol';
import { createRenderQueue, type RenderJob } from './renderQueue';

const graph = { nodes: [], edges: [], charts: [] } as unknown as FlowGraph;
const answer = (svg: string): RenderAnswer => ({ svg, width: 1, height: 1, blocks: [], ms: 2 });
const job = (chart: string): RenderJob => ({ graph, charts: [chart] });

/** A renderer whose answers the test settles by hand. */
function manualRenderer() {
  const calls: {
    job: RenderJob;
    resolve: (a: RenderAnswer) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const render = (j: RenderJob) =>
    new Promise<RenderAnswer>((resolve, reject) => calls.push({ job: j, resolve, reject }));
  return { calls, render };
}

function events() {
  return {
    onBusy: vi.fn(),
    onLaidOut: vi.fn(),
    onAnswer: vi.fn(),
    onError: vi.fn(),
    onIdle: vi.fn(),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('createRenderQueue', () => {
  it('draws one job at a time; requests made meanwhile collapse into the last', async () => {
    const r = manualRenderer();
    const e = events();
    const queue = createRenderQueue(() => r.render, e);
    queue.request(job('a'));
    queue.request(job('b'));
    queue.request(job('c'));
    expect(r.calls.map((c) => c.job.charts)).toEqual([['a']]);
    r.calls[0]?.resolve(answer('A'));
    await settle();
    // the answer to 'a' is stale (newer requests came): measured, not reported
    expect(e.onLaidOut).toHaveBeenCalledTimes(1);
    expect(e.onAnswer).not.toHaveBeenCalled();
    expect(r.calls.map((c) => c.job.charts)).toEqual([['a'], ['c']]);
    expect(e.onIdle).not.toHaveBeenCalled();
    r.calls[1]?.resolve(answer('C'));
    await settle();
    expect(e.onAnswer).toHaveBeenCalledWith(answer('C'), job('c'));
    expect(e.onIdle).toHaveBeenCalledTimes(1);
    expect(e.onBusy).toHaveBeenCalledTimes(2);
  });

  it('reports a failure of the newest request only, as a message', async () => {
    const r = manualRenderer();
    const e = events();
    const queue = createRenderQueue(() => r.render, e);
    queue.request(job('a'));
    r.calls[0]?.reject(new Error('layout failed'));
    await settle();
    expect(e.onError).toHaveBeenCalledWith('layout failed');

    queue.request(job('b'));
    queue.request(job('c'));
    r.calls[1]?.reject('boom');
    await settle();
    expect(e.onError).toHaveBeenCalledTimes(1);
    r.calls[2]?.reject('boom');
    await settle();
    expect(e.onError).toHaveBeenLastCalledWith('boom');
  });

  it('a cleared request drops the waiting job and the answer in flight', async () => {
    const r = manualRenderer();
    const e = events();
    const queue = createRenderQueue(() => r.render, e);
    queue.request(job('a'));
    queue.request(job('b'));
    queue.request(null);
    r.calls[0]?.resolve(answer('A'));
    await settle();
    expect(r.calls).toHaveLength(1);
    expect(e.onAnswer).not.toHaveBeenCalled();
    expect(e.onIdle).toHaveBeenCalledTimes(1);
  });

  it('without a renderer (no Worker) the job waits, and goes with the next request', () => {
    const r = manualRenderer();
    let available = false;
    const e = events();
    const queue = createRenderQueue(() => (available ? r.render : null), e);
    queue.request(job('a'));
    expect(e.onBusy).not.toHaveBeenCalled();
    available = true;
    queue.request(job('b'));
    expect(r.calls.map((c) => c.job.charts)).toEqual([['b']]);
  });
});
