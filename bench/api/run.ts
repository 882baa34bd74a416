/**
 * API load: builds the server, starts `node dist/main.js` (the real bundle, its generation
 * worker pool, LOG_LEVEL=info as in production) on 127.0.0.1 against the embedded PGlite in a
 * fresh temp DATA_DIR (and, with --postgres, again against a temp PostgreSQL cluster), signs in,
 * then drives it with autocannon at 50 connections:
 *   - POST /api/generate-flowchart with a 30-line Python snippet, a different one on every request
 *     (a number literal and a comment vary), closed loop (saturated) and open loop (--rate)
 *   - flowchart CRUD: create, get, update, delete, list (50 items), closed loop; then get, update
 *     and list open loop at --crud-rate
 * Prints figures; never fails on a time (docs/architecture.md#budgets).
 * Run: npx tsx bench/api/run.ts [--duration S] [--rate R] [--crud-rate R] [--postgres]
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { openLoop, percentile, type OpenLoopRequest, type OpenLoopResult } from '../lib/openLoop';
import { startBenchServer } from '../lib/benchServer';
import { run } from '../lib/process';
import { snippet, snippetVariant } from '../lib/snippet';
import { report } from '../lib/report';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'apps/server');
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('--duration', 10);
/** open loop: 50 people in the editor, each generating about every 250 ms while typing */
const RATE = arg('--rate', 200);
/** open loop: 50 people on the dashboard, each opening, saving or listing about once a second */
const CRUD_RATE = arg('--crud-rate', 50);
const WITH_POSTGRES = process.argv.includes('--postgres');
const CONNECTIONS = 50;

/** CPU seconds (user + system, all threads) the server process has used so far (Linux). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const load1 = () => loadavg()[0]?.toFixed(1) ?? '?';

let serverPid = 0;
let cpuBefore = 0;

/**
 * Lets the server finish the previous phase: when a closed-loop phase ends, up to 50 requests
 * are still in flight, and the next phase's first requests would wait behind them.
 */
function settle(): Promise<void> {
  return new Promise((r) => setTimeout(r, 1000));
}

/** Marks the start of a phase for the CPU-per-request figure. */
function phase(): void {
  cpuBefore = cpuSeconds(serverPid);
}

function line(name: string, result: Result, p99Budget: string, rpsBudget?: string): void {
  const cpu = cpuSeconds(serverPid) - cpuBefore;
  report(`${name}: requests/s`, result.requests.average, 'req/s', rpsBudget);
  report(`${name}: latency p50`, result.latency.p50, 'ms');
  report(`${name}: latency p99`, result.latency.p99, 'ms', p99Budget);
  // the figure a busy machine distorts least: server CPU per answered request; 2 cores / this
  // is what an otherwise idle machine could serve
  const answered = result.requests.total;
  if (answered > 0 && Number.isFinite(cpu)) {
    report(`${name}: server CPU per request`, (cpu * 1000) / answered, 'ms');
  }
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    console.log(`  ${name}: ${failed} failed answers ${JSON.stringify(result.statusCodeStats)}`);
  }
}

function openLine(name: string, result: OpenLoopResult, p99Budget: string): void {
  const cpu = cpuSeconds(serverPid) - cpuBefore;
  report(`${name}: requests/s`, result.rate, 'req/s');
  report(`${name}: latency p50`, percentile(result.latencies, 50), 'ms');
  report(`${name}: latency p99`, percentile(result.latencies, 99), 'ms', p99Budget);
  if (result.sent > 0 && Number.isFinite(cpu)) {
    report(`${name}: server CPU per request`, (cpu * 1000) / result.sent, 'ms');
  }
  if (result.failed > 0) console.log(`  ${name}: ${result.failed} failed answers`);
}

type TempPostgres = { url: string; stop: () => void };
type PostgresLib = {
  findPostgresBin: () => string | undefined;
  startTempPostgres: (binDir: string) => Promise<TempPostgres>;
};

/** Starts the built server on `databaseUrl` ('' = embedded PGlite) and runs every phase. */
async function runAgainst(label: string, databaseUrl: string): Promise<void> {
  console.log(`\n[${label}] load average ${load1()}`);
  const server = await startBenchServer({
    name: 'api',
    databaseUrl,
    // the production default: what logging costs per request is part of the figure
    logLevel: 'info',
    // the log goes where a real one would (written, then discarded); errors stay visible
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { base } = server;
  serverPid = server.pid;
  try {
    const { token } = server.session;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    /** open loop: `rate` requests/s, evenly spaced, over up to 50 connections */
    const paced = async (rate: number, request: (n: number) => OpenLoopRequest) => {
      await settle();
      phase();
      return openLoop({ base, rate, durationS: DURATION, connections: CONNECTIONS, request });
    };
    const load = async (options: Parameters<typeof autocannon>[0]) => {
      await settle();
      phase();
      return autocannon({
        connections: CONNECTIONS,
        headers: auth,
        ...(options.amount === undefined && { duration: DURATION }),
        ...options,
      });
    };

    // generation: a different snippet on every request; warm the workers and the JIT first
    let n = 0;
    const generate = {
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/generate-flowchart',
          setupRequest: (r: { body?: string }) => ({
            ...r,
            body: JSON.stringify({
              code: snippetVariant(n++),
              language: 'python',
              is_compact: false,
            }),
          }),
        },
      ],
    };
    await load({ ...generate, duration: 2 });
    line(
      'generate (30-line Python, each different), saturated',
      await load(generate),
      '< 50 ms',
      '>= 1,000',
    );
    const generateAt = (k: number): OpenLoopRequest => ({
      method: 'POST',
      path: '/api/generate-flowchart',
      headers: auth,
      body: JSON.stringify({ code: snippetVariant(k), language: 'python', is_compact: false }),
    });
    openLine(
      `generate, open loop at ${RATE} req/s`,
      await paced(RATE, (i) => generateAt(n + i)),
      '< 50 ms',
    );
    // the budget itself: 1,000 req/s offered, evenly spaced, over the 50 connections
    openLine(
      'generate, open loop at 1,000 req/s',
      await paced(1000, (i) => generateAt(n + 1_000_000 + i)),
      '< 50 ms',
    );

    // CRUD
    const flowchartBody = JSON.stringify({
      title: 'Bench',
      language: 'python',
      code: snippet,
      is_compact: false,
      flowchart: 'flowchart TD\n  A["start"] --> B["end"]',
    });
    const create = await load({
      url: `${base}/api/flowcharts`,
      method: 'POST',
      body: flowchartBody,
      duration: Math.max(2, DURATION / 2),
    });
    line('POST /api/flowcharts (create), saturated', create, '< 20 ms');
    const list = (await (await fetch(`${base}/api/flowcharts/user`, { headers: auth })).json()) as {
      id: string;
    }[];
    const ids = list.map((f) => f.id);
    let next = 0;
    const pick = () => ids[next++ % ids.length] ?? '';
    const getById = {
      url: base,
      requests: [
        {
          method: 'GET',
          setupRequest: (r: object) => ({ ...r, path: `/api/flowcharts/${pick()}` }),
        },
      ],
    };
    line('GET /api/flowcharts/{id}, saturated', await load(getById), '< 20 ms');
    const update = {
      url: base,
      requests: [
        {
          method: 'PUT',
          body: JSON.stringify({ title: 'Renamed' }),
          setupRequest: (r: object) => ({ ...r, path: `/api/flowcharts/${pick()}` }),
        },
      ],
    };
    line(
      'PUT /api/flowcharts/{id} (title), saturated',
      await load({ ...update, duration: Math.max(2, DURATION / 2) }),
      '< 20 ms',
    );
    // delete all but 50, then list those 50 (a realistic dashboard)
    const doomed = ids.slice(50);
    const kept = ids.slice(0, 50);
    let d = 0;
    const del = await load({
      url: base,
      amount: doomed.length,
      // no JSON content type on a bodiless DELETE (Fastify refuses an empty JSON body)
      headers: { authorization: auth.authorization },
      requests: [
        {
          method: 'DELETE',
          setupRequest: (r) => ({ ...r, path: `/api/flowcharts/${doomed[d++] ?? ''}` }),
        },
      ],
    });
    line(`DELETE /api/flowcharts/{id} (${doomed.length} deletes), saturated`, del, '< 20 ms');
    const listPhase = { url: `${base}/api/flowcharts/user` };
    line('GET /api/flowcharts/user (50 items), saturated', await load(listPhase), '< 20 ms');

    // the same calls at a realistic pace
    const keptId = (i: number) => kept[i % kept.length] ?? '';
    openLine(
      `GET /api/flowcharts/{id}, open loop at ${CRUD_RATE} req/s`,
      await paced(CRUD_RATE, (i) => ({
        method: 'GET',
        path: `/api/flowcharts/${keptId(i)}`,
        headers: auth,
      })),
      '< 20 ms',
    );
    openLine(
      `PUT /api/flowcharts/{id}, open loop at ${CRUD_RATE} req/s`,
      await paced(CRUD_RATE, (i) => ({
        method: 'PUT',
        path: `/api/flowcharts/${keptId(i)}`,
        headers: auth,
        body: JSON.stringify({ title: `Renamed ${i}` }),
      })),
      '< 20 ms',
    );
    openLine(
      `GET /api/flowcharts/user, open loop at ${CRUD_RATE} req/s`,
      await paced(CRUD_RATE, () => ({
        method: 'GET',
        path: '/api/flowcharts/user',
        headers: auth,
      })),
      '< 20 ms',
    );
    console.log(
      `(${ids.length} flowcharts created during the create phase; load average now ${load1()})`,
    );
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `API benchmark: ${CONNECTIONS} connections, ${DURATION} s per phase, ${cpus().length} CPUs, load average ${load1()}`,
  );
  console.log(
    'generation sends a different snippet on every request (no result can be reused); saturated = autocannon closed loop; open loop = requests evenly spaced at a fixed rate, latency from when each was due',
  );
  await run(process.execPath, ['build.js'], serverDir);
  await runAgainst('embedded PGlite', '');
  if (WITH_POSTGRES) {
    const lib = (await import(
      pathToFileURL(path.join(root, 'scripts/lib/postgres.js')).href
    )) as PostgresLib;
    const bin = lib.findPostgresBin();
    if (!bin) throw new Error('--postgres: initdb/pg_ctl not found');
    const pg = await lib.startTempPostgres(bin);
    try {
      await runAgainst('PostgreSQL (temp cluster, fsync off)', pg.url);
    } finally {
      pg.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
