/**
 * Scale-out: generation and flowchart CRUD with 1, 2 and 3 server instances (the built bundle,
 * `node apps/server/dist/main.js`, LOG_LEVEL=info as in production) on one temp PostgreSQL
 * cluster and one redis-server, behind the round-robin proxy (scripts/lib/roundRobinProxy.js, a
 * process of its own), 50 connections (autocannon, closed loop). Every request is sent as the
 * next of USERS signed-in people in turn: one person's limits (30 generations per 15 s counted by
 * all instances together, 4 in flight, a few large bodies at once) are the service's, so the load
 * must come from many. Generation is also driven with the clients spread straight over the
 * instances (no proxy). Every phase prints req/s, p99 and the
 * CPU each request cost in each process — the instances (worker threads included), PostgreSQL
 * (every backend), Redis, the proxy and this load generator — which says where the time goes.
 * Several runs per instance count; the summary gives the median and the spread.
 * Prints figures; never fails on a time (docs/architecture.md#budgets).
 * Run: npx tsx bench/scaleout/run.ts [--duration S] [--runs N] [--instances 1,2,3]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import type * as PostgresLib from '../../scripts/lib/postgres.js';
import { freePort, run, waitForHealth } from '../lib/process';
import { snippet, snippetVariant } from '../lib/snippet';
import { hashPassword } from '../../apps/server/src/security/passwords';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'apps/server');
const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const DURATION = Number(arg('--duration', '8'));
const RUNS = Number(arg('--runs', '3'));
const COUNTS = arg('--instances', '1,2,3').split(',').map(Number);
const CONNECTIONS = 50;
const load1 = () => loadavg()[0]?.toFixed(2) ?? '?';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** user + system CPU seconds of a process (threads included) and of its reaped children. */
function cpuOf(pid: number, withChildren = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime, stime, cutime, cstime: fields 14–17 of stat, in clock ticks (100 per second)
    const own = Number(fields[11]) + Number(fields[12]);
    return (withChildren ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server's processes: the postmaster (with its exited backends) and its children. */
function postgresCpu(dataDir: string): number {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  let total = cpuOf(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(fields[1]) === postmaster) total += cpuOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

type Processes = {
  instances: ChildProcess[];
  proxy: ChildProcess;
  redis: ChildProcess;
  pgData: string;
};
type CpuSnapshot = Record<'instances' | 'postgres' | 'redis' | 'proxy' | 'loadGenerator', number>;

function snapshot(p: Processes): CpuSnapshot {
  const self = process.cpuUsage();
  return {
    instances: p.instances.reduce((sum, c) => sum + cpuOf(c.pid ?? 0), 0),
    postgres: postgresCpu(p.pgData),
    redis: cpuOf(p.redis.pid ?? 0),
    proxy: cpuOf(p.proxy.pid ?? 0),
    loadGenerator: (self.user + self.system) / 1e6,
  };
}

type Figure = { rps: number; p50: number; p99: number; cpuMs: CpuSnapshot; failed: number };
const figures = new Map<string, Figure[]>();

function record(name: string, results: Result[], before: CpuSnapshot, after: CpuSnapshot): void {
  const total = results.reduce((s, r) => s + r.requests.total, 0);
  const rps = results.reduce((s, r) => s + r.requests.average, 0);
  // spread phases: the slowest client group's p99 is the one people see
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const p50 = Math.max(...results.map((r) => r.latency.p50));
  const failed = results.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0);
  const cpuMs = Object.fromEntries(
    Object.entries(after).map(([k, v]) => [
      k,
      ((v - before[k as keyof CpuSnapshot]) * 1000) / Math.max(1, total),
    ]),
  ) as CpuSnapshot;
  if (failed) {
    console.log(
      `  ${name}: failed answers ${JSON.stringify(results.map((r) => r.statusCodeStats))}`,
    );
  }
  const list = figures.get(name) ?? [];
  list.push({ rps, p50, p99, cpuMs, failed });
  figures.set(name, list);
  const cpu = Object.entries(cpuMs)
    .map(([k, v]) => `${k} ${v.toFixed(2)}`)
    .join(', ');
  console.log(
    `  ${name.padEnd(44)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${p50.toFixed(0).padStart(4)} ms  p99 ${p99.toFixed(0).padStart(4)} ms  ${failed ? `${failed} FAILED  ` : ''}CPU ms/req: ${cpu}`,
  );
}

function startInstance(env: Record<string, string>, port: number, dataDir: string): ChildProcess {
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the instances
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, path.join(serverDir, 'dist/main.js')], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    // the production log level, written and discarded; errors stay visible
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Generation is limited per user to 30 per 15 s by all instances together (2 a second): 2,400
 * people allow 4,800 a second, well above what two cores answer, so no request is refused.
 */
const USERS = 2400;
const tokens: string[] = [];

/** USERS ordinary users (one password hash, inserted at once), each signed in once. */
async function ensureUsers(base: string, adminSql: (statement: string) => string): Promise<void> {
  if (tokens.length) return;
  const password = randomBytes(12).toString('hex');
  const hash = await hashPassword(password);
  adminSql(
    // on an unlimited plan: a free account may create 5 flowcharts in its lifetime
    `INSERT INTO users (email, password_hash, full_name, is_verified, subscription_tier) SELECT 'bench-user-' || i || '@example.com', '${hash}', 'Bench ' || i, true, 'premium' FROM generate_series(1, ${USERS}) AS i`,
  );
  for (let i = 1; i <= USERS; i += 20) {
    const batch = Array.from({ length: 20 }, (_, k) => i + k).filter((k) => k <= USERS);
    const answers = await Promise.all(
      batch.map(async (k) => {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            username: `bench-user-${k}@example.com`,
            password,
          }).toString(),
        });
        if (!res.ok) throw new Error(`login of user ${k}: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { access_token: string }).access_token;
      }),
    );
    tokens.push(...answers);
  }
}

/** One set-up of `count` instances on the shared database; `RUNS` rounds of every phase. */
async function measure(
  count: number,
  env: Record<string, string>,
  adminQuery: (statement: string) => string,
  processesBase: { redis: ChildProcess; pgData: string },
) {
  const dirs: string[] = [];
  const ports: number[] = [];
  const instances: ChildProcess[] = [];
  for (let i = 0; i < count; i += 1) {
    const port = await freePort();
    const dir = mkdtempSync(path.join(tmpdir(), `codeflow-bench-scaleout-${i}-`));
    ports.push(port);
    dirs.push(dir);
    instances.push(startInstance(env, port, dir));
  }
  const proxyPort = await freePort();
  const proxy = spawn(process.execPath, [path.join(root, 'scripts/lib/roundRobinProxy.js')], {
    env: {
      ...process.env,
      PROXY_PORT: String(proxyPort),
      BACKENDS: ports.map((p) => `127.0.0.1:${p}`).join(','),
      APPEND_FORWARDED_FOR: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const processes: Processes = { instances, proxy, ...processesBase };
  try {
    await Promise.all(ports.map((p) => waitForHealth(`http://127.0.0.1:${p}`)));
    const base = `http://127.0.0.1:${proxyPort}`;
    await waitForHealth(base);
    await ensureUsers(base, adminQuery);
    let n = 0;
    const userToken = (k: number) => tokens[k % tokens.length] ?? '';
    const tokenIndex = new Map(tokens.map((t, k) => [t, k]));
    // each person writes from an address of their own (documentation ranges, never contacted):
    // one address may send only a few bodies at once, as 50 people at one address could not
    const addressOf = (token: string) => {
      const k = tokenIndex.get(token) ?? 0;
      return `${k % 2 ? '198.51.100' : '203.0.113'}.${(Math.floor(k / 2) % 250) + 1}`;
    };
    const jsonHeaders = (token: string) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-forwarded-for': addressOf(token),
    });
    // every request as the next of the USERS people, with code nobody sent before
    const generate = (url: string) => ({
      url,
      requests: [
        {
          method: 'POST' as const,
          path: '/api/generate-flowchart',
          setupRequest: (r: object) => {
            const k = n++;
            return {
              ...r,
              headers: jsonHeaders(userToken(k)),
              body: JSON.stringify({
                code: snippetVariant(k),
                language: 'python',
                is_compact: false,
              }),
            };
          },
        },
      ],
    });
    const phase = async (name: string, options: Parameters<typeof autocannon>[0][]) => {
      await sleep(1000);
      const before = snapshot(processes);
      const results = await Promise.all(options.map((o) => autocannon(o)));
      record(`${count} inst: ${name}`, results, before, snapshot(processes));
    };
    // warm every instance's JIT and workers
    await autocannon({ ...generate(base), connections: CONNECTIONS, duration: 3 });
    const spread = ports.map((p, i) => ({
      ...generate(`http://127.0.0.1:${p}`),
      connections: Math.floor(CONNECTIONS / count) + (i < CONNECTIONS % count ? 1 : 0),
      duration: DURATION,
    }));
    const body = JSON.stringify({
      title: 'Bench',
      language: 'python',
      code: snippet,
      is_compact: false,
      flowchart: 'flowchart TD\n  A["start"] --> B["end"]',
    });
    for (let round = 1; round <= RUNS; round += 1) {
      console.log(
        `[${count} instance${count > 1 ? 's' : ''}, run ${round}/${RUNS}] load average ${load1()}`,
      );
      await phase('generate via proxy', [
        { ...generate(base), connections: CONNECTIONS, duration: DURATION },
      ]);
      await phase('generate spread over instances', spread);
      // each flowchart is created, read and renamed by its owner, the next of the USERS people
      await phase('create via proxy', [
        {
          url: base,
          connections: CONNECTIONS,
          duration: DURATION / 2,
          requests: [
            {
              method: 'POST',
              path: '/api/flowcharts',
              setupRequest: (r: object) => ({ ...r, headers: jsonHeaders(userToken(n++)), body }),
            },
          ],
        },
      ]);
      // "id|k": each bench user's flowcharts with the number of its owner (bench-user-k)
      const created = adminQuery(
        "SELECT f.id || '|' || substring(u.email from 'bench-user-([0-9]+)@') FROM flowcharts f JOIN users u ON u.id = f.user_id WHERE u.email LIKE 'bench-user-%'",
      )
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [id = '', k = '0'] = line.split('|');
          return { id, token: userToken(Number(k) - 1) };
        });
      let next = 0;
      const asOwner = (r: object) => {
        const flowchart = created[next++ % Math.max(1, created.length)];
        return {
          ...r,
          path: `/api/flowcharts/${flowchart?.id ?? 'none'}`,
          headers: jsonHeaders(flowchart?.token ?? ''),
        };
      };
      await phase('get by id via proxy', [
        {
          url: base,
          connections: CONNECTIONS,
          duration: DURATION / 2,
          requests: [{ method: 'GET', setupRequest: asOwner }],
        },
      ]);
      await phase('update title via proxy', [
        {
          url: base,
          connections: CONNECTIONS,
          duration: DURATION / 2,
          requests: [
            {
              method: 'PUT',
              body: JSON.stringify({ title: 'Renamed' }),
              setupRequest: asOwner,
            },
          ],
        },
      ]);
    }
  } finally {
    await stopChild(proxy);
    await Promise.all(instances.map(stopChild));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function summary(): void {
  console.log(`\nSummary over ${RUNS} runs (median, [min–max]); load average now ${load1()}`);
  for (const [name, list] of figures) {
    const rps = list.map((f) => f.rps);
    const p99 = list.map((f) => f.p99);
    const cpu = (k: keyof CpuSnapshot) => median(list.map((f) => f.cpuMs[k])).toFixed(2);
    console.log(
      `| ${name} | ${median(rps).toFixed(0)} [${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)}] | ${median(p99).toFixed(0)} [${Math.min(...p99).toFixed(0)}–${Math.max(...p99).toFixed(0)}] ms | ${cpu('instances')} | ${cpu('postgres')} | ${cpu('redis')} | ${cpu('proxy')} | ${cpu('loadGenerator')} |`,
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `Scale-out benchmark: ${CONNECTIONS} connections, ${DURATION} s per phase, ${RUNS} runs, ${cpus().length} CPUs, load average ${load1()}`,
  );
  await run(process.execPath, ['build.js'], serverDir);
  const lib = (await import(
    pathToFileURL(path.join(root, 'scripts/lib/postgres.js')).href
  )) as typeof PostgresLib;
  const bin = lib.findPostgresBin();
  if (!bin) throw new Error('initdb/pg_ctl not found (sudo apt-get install postgresql)');
  const postgres = await lib.startTempPostgres(bin);
  const redisPort = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  try {
    await sleep(300);
    const { port } = new URL(postgres.url);
    const adminQuery = (statement: string): string =>
      execFileSync(
        path.join(bin, 'psql'),
        [
          '-h',
          '127.0.0.1',
          '-p',
          port,
          '-U',
          'postgres',
          '-d',
          'bench_scaleout',
          '-tAqc',
          statement,
        ],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
    execFileSync(path.join(bin, 'psql'), [
      '-h',
      '127.0.0.1',
      '-p',
      port,
      '-U',
      'postgres',
      '-qc',
      'CREATE DATABASE bench_scaleout',
    ]);
    // one database and one set of secrets for every instance count: the same users throughout
    const env = {
      DATABASE_URL: postgres.url.replace(/\/postgres$/, '/bench_scaleout'),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      TRUST_PROXY: '127.0.0.1',
      // USERS sign-ins from one address
      RATE_LIMIT_FACTOR: '1000',
      WEB_DIST: '/nonexistent-web-dist',
    };
    for (const count of COUNTS) {
      await measure(count, env, adminQuery, { redis, pgData: postgres.dataDir });
    }
    summary();
  } finally {
    await stopChild(redis);
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
