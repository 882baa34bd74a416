/**
 * generateFlowchart: the engine's one entry point (server, web worker, CLI). Runs parse -> lower ->
 * build -> (compact) -> emit and never throws: every failure becomes `error`.
 */
import { binaryMessage, binaryShare } from './binaryText';
import { buildGraph } from './build/index';
import type { DefinitionReuse } from './build/definitionReuse';
import type { TopLevelReuse } from './lower/topLevelReuse';
import { compactGraph } from './compact/index';
import { emitMermaid } from './emit/index';
import { simpleFlowchart } from './fallback';
import type { Diagnostic, FlowGraph } from './graph/types';
import { LOWERINGS } from './lower/index';
import type { Tree } from 'web-tree-sitter';
import type { Lowering } from './lower/types';
import { parseLanguage, unsupportedLanguageMessage, type GrammarName } from './parse/languages';
import { parse } from './parse/parser';

export type GenerateRequest = {
  code: string;
  language: string;
  compact?: boolean;
  /** draw only this chart (id or name) in `flowchart` */
  chart?: string;
};

export type GenerateResult = {
  /** Mermaid text ('' when there is an error) */
  flowchart: string;
  /** the FlowGraph (null for `other` and on error) */
  graph: FlowGraph | null;
  error: string | null;
  diagnostics: Diagnostic[];
};

function failure(error: string, diagnostics: Diagnostic[] = []): GenerateResult {
  return { flowchart: '', graph: null, error, diagnostics };
}

export async function generateFlowchart(request: GenerateRequest): Promise<GenerateResult> {
  try {
    return await generate(request);
  } catch (err) {
    return failure(
      `Failed to generate flowchart: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

/** What a valid request resolves to: `other`'s per-line answer, or the lowering to run. */
export type CheckedRequest =
  { done: GenerateResult } | { done?: undefined; lowering: Lowering; grammar: GrammarName };

/** Validates a request and picks its lowering (shared with the incremental engine). */
export function checkRequest({ code, language }: GenerateRequest): CheckedRequest {
  if (typeof code !== 'string' || typeof language !== 'string' || language === '') {
    return { done: failure('Code and language are required') };
  }
  const tag = parseLanguage(language);
  if (!tag) return { done: failure(unsupportedLanguageMessage(language)) };
  if (code.trim() === '') return { done: failure('No code provided') };
  const binary = binaryShare(code);
  if (binary !== null) return { done: failure(binaryMessage(binary)) };
  if (tag === 'other') {
    const simple = simpleFlowchart(code);
    return {
      done: { flowchart: simple.flowchart, graph: null, error: simple.error, diagnostics: [] },
    };
  }
  const lowering = LOWERINGS[tag];
  return { lowering, grammar: lowering.grammar(code) };
}

async function generate(request: GenerateRequest): Promise<GenerateResult> {
  const checked = checkRequest(request);
  if (checked.done) return checked.done;
  const tree = await parse(checked.grammar, request.code);
  try {
    return generateFromTree(checked.lowering, tree, request);
  } finally {
    tree.delete();
  }
}

/**
 * lower -> build -> (compact) -> emit of a parsed tree; the caller owns (and deletes) the tree.
 * `reuse`: the incremental engine's per-statement lowering and per-function building reuse (the
 * same answer, less work).
 */
export function generateFromTree(
  lowering: Lowering,
  tree: Tree,
  { code, compact, chart }: GenerateRequest,
  reuse?: { statements: TopLevelReuse; definitions: DefinitionReuse },
): GenerateResult {
  // every lowering reports the syntax errors of the tree it lowered: when it re-parsed (C `#if`
  // branches, a pasted Java/TS method wrapped in a class), the first parse's errors are stale
  reuse?.statements.begin();
  const program = lowering.lower(tree, code, reuse?.statements);
  reuse?.statements.end();
  const definitions = reuse?.definitions;
  const all = sortDiagnostics(program.diagnostics);
  let graph = buildGraph(program, definitions);
  const lines = lineCount(code);
  const module = graph.charts[0];
  if (module) module.range = { startLine: 1, endLine: lines };
  clampRanges(graph, lines);
  if (graph.nodes.length <= graph.charts.length * 2 && all.length > 0) {
    // nothing but Start/End: the file is all errors
    return failure(`Syntax error on line ${all[0]?.line ?? 1}: nothing could be drawn`, all);
  }
  if (chart !== undefined && !graph.charts.some((c) => c.id === chart || c.name === chart)) {
    const names = graph.charts.map((c) => c.name).join(', ');
    return { ...failure(`No chart named '${chart}'. Charts: ${names}`, all), graph };
  }
  if (compact) graph = compactGraph(graph);
  return {
    flowchart: emitMermaid(graph, chart ? { chart } : {}),
    graph,
    error: null,
    diagnostics: all,
  };
}

/** One diagnostic per line and message, by line. */
function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const key = `${d.line}:${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return out.sort((x, y) => x.line - y.line);
}

function lineCount(code: string): number {
  let lines = 1;
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) lines++;
  return lines;
}

/**
 * Keeps every range inside the file: tree-sitter's error recovery can hand a lowering nodes whose
 * ends lie past the last line (a stray `}`), and the contract promises real source lines.
 */
function clampRanges(graph: FlowGraph, lines: number): void {
  const clamp = (r: { startLine: number; endLine: number }): void => {
    r.startLine = Math.min(Math.max(1, r.startLine), lines);
    r.endLine = Math.min(Math.max(r.startLine, r.endLine), lines);
  };
  for (const c of graph.charts) clamp(c.range);
  for (const n of graph.nodes) if (n.range) clamp(n.range);
}
