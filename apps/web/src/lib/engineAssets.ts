/**
 * The engine's WebAssembly files as static assets: Vite's `?url` imports copy each .wasm into the
 * build (hashed, under assets/) and give its URL, so the production server serves them like any
 * other asset. Imported only by the engine workers (the editor's and the diff view's), so the landing page never references them.
 */
import type { GrammarName } from '@codeflow/engine';
import csharpWasm from 'tree-sitter-c-sharp/tree-sitter-c_sharp.wasm?url';
import kotlinWasm from '@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm?url';
import cWasm from 'tree-sitter-c/tree-sitter-c.wasm?url';
import cppWasm from 'tree-sitter-cpp/tree-sitter-cpp.wasm?url';
import goWasm from 'tree-sitter-go/tree-sitter-go.wasm?url';
import javaWasm from 'tree-sitter-java/tree-sitter-java.wasm?url';
import javascriptWasm from 'tree-sitter-javascript/tree-sitter-javascript.wasm?url';
import phpWasm from 'tree-sitter-php/tree-sitter-php.wasm?url';
import pythonWasm from 'tree-sitter-python/tree-sitter-python.wasm?url';
import rustWasm from 'tree-sitter-rust/tree-sitter-rust.wasm?url';
import tsxWasm from 'tree-sitter-typescript/tree-sitter-tsx.wasm?url';
import typescriptWasm from 'tree-sitter-typescript/tree-sitter-typescript.wasm?url';
import rubyWasm from 'tree-sitter-ruby/tree-sitter-ruby.wasm?url';
import runtimeWasm from 'web-tree-sitter/web-tree-sitter.wasm?url';

export const GRAMMAR_URLS: Record<GrammarName, string> = {
  python: pythonWasm,
  c: cWasm,
  cpp: cppWasm,
  java: javaWasm,
  javascript: javascriptWasm,
  typescript: typescriptWasm,
  tsx: tsxWasm,
  go: goWasm,
  rust: rustWasm,
  c_sharp: csharpWasm,
  kotlin: kotlinWasm,
  php: phpWasm,
  ruby: rubyWasm,
};

export const RUNTIME_WASM_URL: string = runtimeWasm;
