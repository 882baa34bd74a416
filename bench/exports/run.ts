/**
 * Issue 23 item 7: where a save of a 20,000-line file and the chart of 20 KB of binary garbage
 * spend their time. Starts the built server bundle (bench/lib/benchServer.ts: PGlite, an admin
 * with the 20,000-line plan) and times, each `--runs` times: POST /api/flowcharts of the file,
 * PUT of a changed copy, the first GET …/thumbnail after that save, POST /api/generate-flowchart
 * of 20 KB of garbage in a few languages; then the engine alone on the same garbage in every
 * language (in this process). Prints medians, p95 and the load average.
 *
 *   npx tsx bench/exports/run.ts [--runs 7] [--postgres] [--engine-only]
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startBenchServer } from '../lib/benchServer';
import { longFile } from '../lib/longFile';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 0) || 7;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function line(name: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(0).padStart(7)} ms`;
  console.log(
    `${name.padEnd(58)} median ${f(quantile(sorted, 0.5))}  p95 ${f(quantile(sorted, 0.95))}  (n=${times.length})`,
  );
}

/** 20 KB of binary garbage, as a paste of a binary file arrives (bytes read as Latin-1). */
export function garbage(bytes = 20_000, seed = 1): string {
  let x = seed;
  let s = '';
  for (let i = 0; i < bytes; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += String.fromCharCode((x >> 16) & 0xff);
  }
  return s;
}

async function timed<T>(f: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const r = await f();
  return [performance.now() - t, r];
}

async function serverFigures(postgres: boolean): Promise<void> {
  const databaseUrl = postgres ? process.env.BENCH_DATABASE_URL : undefined;
  if (postgres && !databaseUrl) {
    console.log('--postgres needs BENCH_DATABASE_URL (an empty database): skipped');
    return;
  }
  const server = await startBenchServer({
    name: 'exports',
    healthTimeoutMs: 600_000,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  const headers = {
    authorization: `Bearer ${server.session.token}`,
    'content-type': 'application/json',
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const buf = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${Buffer.from(buf).toString()}`);
    return buf;
  };
  try {
    console.log(`server (${postgres ? 'PostgreSQL' : 'PGlite'}), load ${load()}`);
    const creates: number[] = [];
    const updates: number[] = [];
    const thumbs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const code = longFile(20_000, i);
      const [create, created] = await timed(() =>
        call('POST', '/api/flowcharts', {
          title: `Long ${i}`,
          language: 'python',
          code,
          flowchart: 'flowchart TD\n  A --> B',
        }),
      );
      creates.push(create);
      const { id } = JSON.parse(Buffer.from(created).toString()) as { id: string };
      const [update] = await timed(() =>
        call('PUT', `/api/flowcharts/${id}`, {
          code: code.replace(`handler_0_`, `handler_changed_`),
        }),
      );
      updates.push(update);
      const [thumb] = await timed(() => call('GET', `/api/flowcharts/${id}/thumbnail`));
      thumbs.push(thumb);
    }
    line('POST /api/flowcharts, 20,000 lines (510 KB)', creates);
    line('PUT  /api/flowcharts/{id}, 20,000 lines changed', updates);
    line('GET  …/thumbnail, the first after a save', thumbs);
    for (const language of ['python', 'javascript', 'c', 'other']) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const [t] = await timed(() =>
          call('POST', '/api/generate-flowchart', { code: garbage(20_000, i + 1), language }),
        );
        times.push(t);
      }
      line(`POST /api/generate-flowchart, 20 KB garbage, ${language}`, times);
    }
    console.log(`load at the end ${load()}`);
  } finally {
    await server.stop();
  }
}

async function engineFigures(): Promise<void> {
  const { generateFlowchart, LANGUAGES } = await import('../../packages/engine/src/node');
  console.log(`engine in this process, load ${load()}`);
  for (const language of LANGUAGES) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const code = garbage(20_000, i + 1);
      const [t] = await timed(() => generateFlowchart({ code, language }));
      times.push(t);
    }
    line(`generateFlowchart, 20 KB garbage, ${language}`, times);
  }
}

if (!args.includes('--engine-only')) await serverFigures(args.includes('--postgres'));
await engineFigures();
