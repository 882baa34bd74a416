/**
 * Node entry: configures the engine to read grammar wasm files from the installed npm packages,
 * then re-exports the public API. Import `@codeflow/engine/node` in Node (server, CLI, tests).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { configureEngine } from './parse/parser';
import { grammarPackage } from '@codeflow/contracts/languages';
import type { GrammarName } from './parse/languages';

const require = createRequire(import.meta.url);

export function grammarPath(name: GrammarName): string {
  return require.resolve(`${grammarPackage(name)}/tree-sitter-${name}.wasm`);
}

configureEngine({ loadGrammar: async (name) => new Uint8Array(await readFile(grammarPath(name))) });

export * from './index';
