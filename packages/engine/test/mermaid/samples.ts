/**
 * Every sample input the engine tests share: the Python trace corpus plus at least ten programs
 * per other language in ./corpus/<language>/ (TypeScript samples end in `.txt` so the engine's
 * type check leaves them alone).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Sample = { name: string; language: string; code: string };

const MERMAID_CORPUS = fileURLToPath(new URL('./corpus', import.meta.url));
const PYTHON_CORPUS = fileURLToPath(new URL('../trace/corpus', import.meta.url));

function read(dir: string, language: string): Sample[] {
  return readdirSync(dir)
    .sort()
    .map((file) => ({
      name: `${language}/${file}`,
      language,
      code: readFileSync(join(dir, file), 'utf8'),
    }));
}

export function loadSamples(): Sample[] {
  const out = read(PYTHON_CORPUS, 'python').filter((s) => s.name.endsWith('.py'));
  for (const language of readdirSync(MERMAID_CORPUS).sort()) {
    out.push(...read(join(MERMAID_CORPUS, language), language));
  }
  return out;
}
