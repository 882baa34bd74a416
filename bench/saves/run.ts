/**
 * Issue 23 item 7: saves of a 20,000-line file under a second. Starts the built server bundle
 * (bench/lib/benchServer.ts: a fresh PGlite, or `--postgres` with BENCH_DATABASE_URL; an admin,
 * whose plan takes 20,000 lines) and times, `--runs` times each (at least 10):
 *
 * - create: `POST /api/flowcharts` of a 20,000-line Python file (510 KB) with its diagram text;
 * - update: `PUT` of the same flowchart with one function renamed (the code's length changes);
 * - update, same length: one character changed (the version check must read the old code);
 * - update, unchanged: the same code again (no version kept);
 * - update, title only.
 *
 * Each row prints the median and p95 of the wall time and of the server process's CPU time for
 * that call (utime + stime from /proc/<pid>/stat: what the save costs, whatever the load), and
 * the load average before and after. Figures are noisy on a shared machine; never asserted.
 *
 *   npx tsx bench/saves/run.ts [--runs 12] [--postgres]
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { longFile } from '../lib/longFile';
import { startBenchServer } from '../lib/benchServer';

const args = process.argv.slice(2);
const runs = Math.max(10, Number(args[args.indexOf('--runs') + 1] ?? 0) || 12);
const postgres = args.includes('--postgres');

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** CPU milliseconds a process has used so far (Linux: fields 14 and 15 of /proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the command name (field 2) may hold spaces: count fields after its closing parenthesis
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

type Sample = { wall: number; cpu: number };

function line(name: string, samples: Sample[]): void {
  const f = (values: number[], q: number) =>
    `${quantile(
      [...values].sort((a, b) => a - b),
      q,
    )
      .toFixed(0)
      .padStart(6)} ms`;
  const wall = samples.map((s) => s.wall);
  const cpu = samples.map((s) => s.cpu);
  console.log(
    `${name.padEnd(34)} wall median ${f(wall, 0.5)} p95 ${f(wall, 0.95)}   server CPU median ${f(cpu, 0.5)} p95 ${f(cpu, 0.95)}  (n=${samples.length})`,
  );
}

/** Mermaid-like diagram text of the size the editor sends for a long file (one node a line). */
function diagramOf(code: string): string {
  const lines = code.split('\n').filter((l) => l.trim() !== '');
  return ['flowchart TD', ...lines.map((l, i) => `  n${i}["${l.trim().replace(/"/g, '#quot;')}"]`)]
    .join('\n')
    .slice(0, 900_000);
}

const databaseUrl = postgres ? process.env.BENCH_DATABASE_URL : undefined;
if (postgres && !databaseUrl)
  throw new Error('--postgres needs BENCH_DATABASE_URL (an empty database)');
const server = await startBenchServer({
  name: 'saves',
  healthTimeoutMs: 600_000,
  ...(databaseUrl ? { databaseUrl } : {}),
});
const headers = {
  authorization: `Bearer ${server.session.token}`,
  'content-type': 'application/json',
};

/** One call, timed by wall clock and by the server's CPU. */
async function call(method: string, path: string, body: unknown): Promise<[Sample, string]> {
  const cpu = cpuMs(server.pid);
  const t = performance.now();
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers,
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const wall = performance.now() - t;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return [{ wall, cpu: cpuMs(server.pid) - cpu }, text];
}

try {
  const before = load();
  const rows: Record<string, Sample[]> = {
    create: [],
    update: [],
    sameLength: [],
    unchanged: [],
    title: [],
  };
  // one warm-up save (the first call compiles the statements and the validators)
  const warm = longFile(20_000, 999);
  await call('POST', '/api/flowcharts', { title: 'warm', language: 'python', code: warm });
  for (let i = 0; i < runs; i++) {
    const code = longFile(20_000, i);
    const [create, created] = await call('POST', '/api/flowcharts', {
      title: `Long ${i}`,
      language: 'python',
      code,
      flowchart: diagramOf(code),
    });
    rows.create!.push(create);
    const { id } = JSON.parse(created) as { id: string };
    const path = `/api/flowcharts/${id}`;
    const renamed = code.replace('handler_0_', 'handler_changed_');
    rows.update!.push(
      (await call('PUT', path, { code: renamed, flowchart: diagramOf(renamed) }))[0],
    );
    const sameLength = renamed.replace('handler_1_', 'handler_X_');
    rows.sameLength!.push((await call('PUT', path, { code: sameLength }))[0]);
    rows.unchanged!.push((await call('PUT', path, { code: sameLength }))[0]);
    rows.title!.push((await call('PUT', path, { title: `Renamed ${i}` }))[0]);
  }
  console.log(
    `saves of a 20,000-line file (${(Buffer.byteLength(warm) / 1024).toFixed(0)} KB), ` +
      `${postgres ? 'PostgreSQL' : 'PGlite'}, load before ${before}`,
  );
  line('POST create', rows.create!);
  line('PUT code changed (length too)', rows.update!);
  line('PUT code changed, same length', rows.sameLength!);
  line('PUT code unchanged', rows.unchanged!);
  line('PUT title only', rows.title!);
  console.log(`load after ${load()}`);
} finally {
  await server.stop();
}
