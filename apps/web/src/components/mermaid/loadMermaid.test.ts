import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const render = vi.fn<(id: string, text: string) => Promise<{ svg: string }>>();
vi.mock('mermaid', () => ({ default: { initialize: vi.fn(), render } }));

const { renderMermaid, RenderSkipped } = await import('./loadMermaid');

describe('renderMermaid', () => {
  beforeEach(() => {
    render.mockReset();
    vi.stubGlobal('document', { getElementById: () => null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('skips a queued render whose text was replaced before it started', async () => {
    let finishFirst!: (value: { svg: string }) => void;
    render.mockImplementationOnce(
      () => new Promise<{ svg: string }>((resolve) => (finishFirst = resolve)),
    );
    render.mockResolvedValue({ svg: '<svg id="third"></svg>' });
    const second = new AbortController();
    const first = renderMermaid('flowchart TD\n  a');
    const skipped = renderMermaid('flowchart TD\n  ab', 'html', second.signal);
    const third = renderMermaid('flowchart TD\n  abc', 'html', new AbortController().signal);
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    // the user typed on while the first render ran: the second text is out of date
    second.abort();
    finishFirst({ svg: '<svg id="first"></svg>' });
    await expect(first).resolves.toMatchObject({ svg: '<svg id="first"></svg>' });
    await expect(skipped).rejects.toBeInstanceOf(RenderSkipped);
    await expect(third).resolves.toMatchObject({ svg: '<svg id="third"></svg>' });
    expect(render.mock.calls.map(([, text]) => text)).toEqual([
      'flowchart TD\n  a',
      'flowchart TD\n  abc',
    ]);
  });
});
