import { simpleFlowchart, simpleGraph, type GenerateResult } from '@codeflow/engine';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import {
  LOCAL_FIRST_LINES,
  generateForEditor,
  generatesAtOnce,
  type GenerationDeps,
} from './generateForEditor';

const input = { code: 'x = 1', language: 'python', compact: false };
const ok: GenerateResult = { flowchart: 'flowchart TD', graph: null, error: null, diagnostics: [] };

function deps(overrides: Partial<GenerationDeps>): GenerationDeps {
  return {
    server: vi.fn(() => Promise.resolve({ ...ok, flowchart: 'server' })),
    local: vi.fn(() => Promise.resolve({ ...ok, flowchart: 'local' })),
    localOnly: () => false,
    ...overrides,
  };
}

const signal = () => new AbortController().signal;

describe('generateForEditor', () => {
  it('uses the server when it answers', async () => {
    const d = deps({});
    const r = await generateForEditor(input, d, signal());
    expect(r).toMatchObject({ flowchart: 'server', source: 'server' });
    expect(d.local).not.toHaveBeenCalled();
  });

  it('runs the browser engine when the server times out, and says so', async () => {
    const d = deps({
      server: () => Promise.reject(new ApiError({ status: 0, kind: 'timeout', message: 't' })),
    });
    const r = await generateForEditor(input, d, signal());
    expect(r).toMatchObject({ flowchart: 'local', source: 'local-fallback' });
  });

  it('never calls the server for a team member', async () => {
    const d = deps({ localOnly: () => true });
    const r = await generateForEditor(input, d, signal());
    expect(r).toMatchObject({ flowchart: 'local', source: 'local' });
    expect(d.server).not.toHaveBeenCalled();
  });

  it('redraws a file over LOCAL_FIRST_LINES lines in the browser engine, never the server', async () => {
    const d = deps({});
    const long = { ...input, code: 'x = 1\n'.repeat(LOCAL_FIRST_LINES) };
    const r = await generateForEditor(long, d, signal());
    expect(r).toMatchObject({ flowchart: 'local', source: 'local' });
    expect(d.server).not.toHaveBeenCalled();
    const atLimit = { ...input, code: 'x = 1\n'.repeat(LOCAL_FIRST_LINES - 1) + 'x = 1' };
    expect(await generateForEditor(atLimit, d, signal())).toMatchObject({ source: 'server' });
  });

  it("shows the server's 4xx detail without falling back", async () => {
    const d = deps({
      server: () =>
        Promise.reject(
          new ApiError({ status: 413, kind: 'http', message: 'x', detail: 'Too long' }),
        ),
    });
    const r = await generateForEditor(input, d, signal());
    expect(r).toMatchObject({ flowchart: '', error: 'Too long', source: 'server' });
    expect(d.local).not.toHaveBeenCalled();
  });

  it('reports "Failed to generate flowchart on client side." when the local engine fails', async () => {
    const d = deps({
      server: () => Promise.reject(new ApiError({ status: 502, kind: 'http', message: 's' })),
      local: () => Promise.reject(new Error('worker died')),
    });
    const r = await generateForEditor(input, d, signal());
    expect(r.error).toBe('Failed to generate flowchart on client side.');
  });

  it('rethrows when superseded (aborted) instead of falling back', async () => {
    const controller = new AbortController();
    const d = deps({
      server: () => {
        controller.abort();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      },
    });
    await expect(generateForEditor(input, d, controller.signal)).rejects.toThrow('aborted');
    expect(d.local).not.toHaveBeenCalled();
  });

  it("draws an 'other' chart with the engine's per-line graph, from the server or the browser", async () => {
    const code = 'MOVE A TO B\n\nSTOP RUN\n';
    const other = { code, language: 'other', compact: false };
    const answer = { ...simpleFlowchart(code), graph: null, diagnostics: [] };
    for (const d of [
      deps({ server: () => Promise.resolve(answer) }),
      deps({ localOnly: () => true, local: () => Promise.resolve(answer) }),
    ]) {
      const r = await generateForEditor(other, d, signal());
      expect(r.graph).toEqual(simpleGraph(code));
      expect(r.graph?.nodes.map((n) => n.id)).toEqual(['start', 'L1', 'L3', 'end']);
    }
  });

  it('adds no graph to an error answer for other', async () => {
    const d = deps({
      server: () => Promise.resolve({ ...ok, flowchart: '', error: 'No code provided' }),
    });
    const r = await generateForEditor(
      { code: ' ', language: 'other', compact: false },
      d,
      signal(),
    );
    expect(r.graph).toBeNull();
  });
});

describe('generatesAtOnce', () => {
  it('starts the generation on the keystroke for the files the browser engine always draws', () => {
    const input = { language: 'python', compact: false };
    expect(generatesAtOnce({ ...input, code: 'x = 1\n'.repeat(LOCAL_FIRST_LINES) })).toBe(true);
    expect(
      generatesAtOnce({ ...input, code: 'x = 1\n'.repeat(LOCAL_FIRST_LINES - 1) + 'x = 1' }),
    ).toBe(false);
    expect(generatesAtOnce({ ...input, code: 'def f():\n    return 1\n' })).toBe(false);
  });
});
