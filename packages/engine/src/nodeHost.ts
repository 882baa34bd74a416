/**
 * The Node host: grammar wasm files read from the installed npm packages. Imported for its
 * effect by `node.ts` and by the CLI, which imports the pieces it runs directly (so its bundle
 * does not carry all of the public API).
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
