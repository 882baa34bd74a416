/**
 * Fingerprints every chart of real corpora, so a speed change can prove its outputs identical:
 * each source file is converted plain and compact, and the Mermaid text, the FlowGraph, the error
 * and the diagnostics are hashed together, one line per file. Diff two runs' outputs.
 *   npx tsx bench/engine/chartHashes.ts --language L DIR... > before.txt
 *   (change the engine) ... > after.txt && diff before.txt after.txt
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { languageRecord, parseLanguage } from '@codeflow/contracts/languages';
import { generateFlowchart } from '@codeflow/engine/node';
import { filesUnder } from './filesUnder';

const at = process.argv.indexOf('--language');
const language = parseLanguage(at > 0 ? (process.argv[at + 1] ?? '') : '');
const dirs = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--language');
if (!language || language === 'other' || dirs.length === 0) {
  console.error('usage: chartHashes.ts --language L <dir>...');
  process.exit(2);
}
for (const file of dirs.flatMap((d) => filesUnder(d, languageRecord(language).extensions))) {
  const code = readFileSync(file, 'utf8');
  const hash = createHash('sha256');
  for (const compact of [false, true]) {
    const r = await generateFlowchart({ code, language, compact });
    hash.update(JSON.stringify([r.flowchart, r.graph, r.error, r.diagnostics]));
  }
  console.log(`${hash.digest('hex').slice(0, 16)} ${file}`);
}
