import {
  simpleGraph,
  type Diagnostic,
  type FlowGraph,
  type GenerateResult,
} from '@codeflow/engine';
import type { GenerateResponse } from '@codeflow/contracts';
import { serverGenerationError, shouldFallBackLocally } from './fallbackRules';
import { GENERATION_MESSAGES } from './generationMessages';

export type EditorInput = { code: string; language: string; compact: boolean };

/** Where a chart came from: the server, the browser engine by rule (team_member), or as a fallback. */
export type GenerationSource = 'server' | 'local' | 'local-fallback';

export type EditorGeneration = {
  flowchart: string;
  graph: FlowGraph | null;
  error: string | null;
  diagnostics: Diagnostic[];
  source: GenerationSource;
};

export type GenerationDeps = {
  server: (input: EditorInput, signal: AbortSignal) => Promise<GenerateResponse>;
  local: (input: EditorInput) => Promise<GenerateResult>;
  /** docs/product.md#roles-and-plans: team members generate locally only */
  localOnly: () => boolean;
};

function fromServer(answer: GenerateResponse): EditorGeneration {
  return {
    flowchart: answer.flowchart,
    // the server sends the engine's FlowGraph; contracts type it loosely to stay engine-free
    graph: (answer.graph ?? null) as FlowGraph | null,
    error: answer.error,
    diagnostics: answer.diagnostics,
    source: 'server',
  };
}

async function runLocal(
  input: EditorInput,
  deps: GenerationDeps,
  source: GenerationSource,
): Promise<EditorGeneration> {
  try {
    const result = await deps.local(input);
    return { ...result, source };
  } catch {
    return {
      flowchart: '',
      graph: null,
      error: GENERATION_MESSAGES.clientFailed,
      diagnostics: [],
      source,
    };
  }
}

/**
 * One generation for the editor: the server first (one engine, one answer), the same engine in the
 * browser when the server cannot answer (docs/product.md#constants-and-limits), and only the browser for team members.
 * Rejects only when `signal` aborts (a newer keystroke took over).
 */
export async function generateForEditor(
  input: EditorInput,
  deps: GenerationDeps,
  signal: AbortSignal,
): Promise<EditorGeneration> {
  return withGraph(input, await generateOnce(input, deps, signal));
}

/** "other" languages get no FlowGraph from generateFlowchart: the engine's per-line chart is drawn. */
function withGraph(input: EditorInput, result: EditorGeneration): EditorGeneration {
  if (result.graph || result.flowchart === '' || input.language !== 'other') return result;
  return { ...result, graph: simpleGraph(input.code) };
}

/**
 * Files longer than this are redrawn by the browser's incremental engine for everyone (decision
 * 045): the same engine as the server's, with the same answers (property-tested), but it re-reads
 * only what a keystroke changed, while the server would take the whole file and send its whole
 * graph back on every keystroke (5,000 lines: 136 KB up, ~0.9 MB down, 0.5-1.2 s a keystroke).
 */
export const LOCAL_FIRST_LINES = 2_000;

function longerThan(code: string, lines: number): boolean {
  let count = 1;
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) {
    if (++count > lines) return true;
  }
  return false;
}

/**
 * A file this long is generated in the browser for everyone (LOCAL_FIRST_LINES), where its
 * generation is the largest part of a keystroke's redraw: it starts on the keystroke itself
 * (generationScheduler's `startAtOnce`). A shorter file keeps the pause's prefetch: its
 * generation is a few milliseconds, and starting it on every key of a fast burst only made the
 * drawings land between the keys (the input delay of a 25-ms burst doubled).
 */
export function generatesAtOnce(input: EditorInput): boolean {
  return longerThan(input.code, LOCAL_FIRST_LINES);
}

async function generateOnce(
  input: EditorInput,
  deps: GenerationDeps,
  signal: AbortSignal,
): Promise<EditorGeneration> {
  if (deps.localOnly() || longerThan(input.code, LOCAL_FIRST_LINES)) {
    return runLocal(input, deps, 'local');
  }
  try {
    return fromServer(await deps.server(input, signal));
  } catch (error) {
    if (signal.aborted) throw error;
    if (shouldFallBackLocally(error)) return runLocal(input, deps, 'local-fallback');
    return {
      flowchart: '',
      graph: null,
      error: serverGenerationError(error),
      diagnostics: [],
      source: 'server',
    };
  }
}
