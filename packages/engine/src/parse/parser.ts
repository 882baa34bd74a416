/**
 * Grammar loading and parsing. The engine core never touches the file system or the network:
 * the host injects how to fetch the runtime and grammar wasm (files in Node, static assets in the
 * browser) through `configureEngine`.
 */
import { Language, Parser, type Tree } from 'web-tree-sitter';
import type { GrammarName } from './languages';

export type WasmSource = Uint8Array | string | URL;

export type EngineHost = {
  /** returns the bytes (or a URL) of `tree-sitter-<name>.wasm` */
  loadGrammar: (name: GrammarName) => Promise<WasmSource>;
  /** where web-tree-sitter finds its own `web-tree-sitter.wasm` (browser); Node needs nothing */
  locateRuntime?: (file: string) => string;
};

let host: EngineHost | undefined;
let runtime: Promise<void> | undefined;
const languages = new Map<GrammarName, Promise<Language>>();
const parsers = new Map<GrammarName, Parser>();

export function configureEngine(next: EngineHost): void {
  host = next;
  languages.clear();
  parsers.clear();
}

export function isEngineConfigured(): boolean {
  return host !== undefined;
}

function initRuntime(): Promise<void> {
  if (!runtime) {
    const locate = host?.locateRuntime;
    runtime = Parser.init(locate ? { locateFile: (file: string) => locate(file) } : undefined);
    // a failed init (missing wasm) must not poison every later call
    runtime.catch(() => {
      runtime = undefined;
    });
  }
  return runtime;
}

function loadLanguage(name: GrammarName): Promise<Language> {
  let pending = languages.get(name);
  if (!pending) {
    if (!host) throw new Error('Engine host not configured: call configureEngine() first');
    const source = host.loadGrammar(name);
    pending = initRuntime()
      .then(() => source)
      .then((wasm) => Language.load(wasm instanceof URL ? wasm.href : wasm));
    languages.set(name, pending);
    pending.catch(() => languages.delete(name));
  }
  return pending;
}

/** A parser for the grammar, created once and reused (parsers are not re-entrant; calls are sync). */
export async function getParser(name: GrammarName): Promise<Parser> {
  const existing = parsers.get(name);
  if (existing) return existing;
  const language = await loadLanguage(name);
  const parser = parsers.get(name) ?? new Parser();
  parser.setLanguage(language);
  parsers.set(name, parser);
  return parser;
}

export async function parse(name: GrammarName, code: string): Promise<Tree> {
  const parser = await getParser(name);
  const tree = parser.parse(code);
  if (!tree) throw new Error(`tree-sitter returned no tree for ${name}`);
  return tree;
}
