/**
 * Where a CPU profile's time went: the functions with the most self time, with their source file
 * (`npx tsx bench/editor/profileSummary.ts FILE.cpuprofile [--top 30]`; profiles from
 * `run.ts --cpu-profile DIR`). Read it on an unminified build (`--web-dist` of a
 * `vite build --minify false`) to see the app's own function names.
 */
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: profileSummary.ts FILE.cpuprofile [--top N]');
const top = Number(process.argv[process.argv.indexOf('--top') + 1] ?? 30) || 30;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const timeOf = new Map<number, number>();
profile.samples.forEach((id, i) =>
  timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
);
const self = new Map<string, number>();
for (const node of profile.nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.split('/').pop()}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + (timeOf.get(node.id) ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`${file}: ${total.toFixed(0)} ms sampled`);
for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${ms.toFixed(1).padStart(9)} ms  ${key}`);
