/**
 * API load: builds the server, starts `node dist/main.js` (the real bundle, its generation
 * worker pool and an embedded PGlite in a fresh temp DATA_DIR) on 127.0.0.1, signs in, then
 * drives it with autocannon at 50 connections:
 *   - POST /api/generate-flowchart with a 30-line Python snippet (~10 s)
 *   - flowchart CRUD: create, get, update, list (50 items), delete
 * Prints figures; never fails on a time (DESIGN.md §3). Run: npx tsx bench/api/run.ts [--duration S]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { freePort, run, waitForHealth } from '../lib/process';
import { report } from '../lib/report';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'apps/server');
const argDuration = process.argv.indexOf('--duration');
const DURATION = argDuration > 0 ? Number(process.argv[argDuration + 1]) : 10;
const CONNECTIONS = 50;

/** 30 lines of ordinary Python: functions, a loop, branches, try. */
export const snippet = `import sys

def fib(n):
    a, b = 0, 1
    for i in range(n):
        a, b = b, a + b
    return a

def classify(x):
    if x < 0:
        return "negative"
    elif x == 0:
        return "zero"
    else:
        return "positive"

def main():
    total = 0
    for k in range(10):
        v = fib(k)
        if v % 2 == 0:
            total += v
        else:
            print(classify(v))
    while total > 100:
        total -= 7
    try:
        print(total)
    except Exception as e:
        print("error", e)
main()
`;

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

async function main(): Promise<void> {
  console.log(
    `API benchmark: ${CONNECTIONS} connections, ${DURATION} s per phase, ${cpus().length} CPUs, load average ${load1()}`,
  );
  await run(process.execPath, ['build.js'], serverDir);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'codeflow-bench-api-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const email = 'bench-admin@example.com';
  const password = randomBytes(12).toString('hex');
  const server: ChildProcess = spawn(process.execPath, [path.join(serverDir, 'dist/main.js')], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  serverPid = server.pid ?? 0;
  try {
    await waitForHealth(base);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const load = (options: Parameters<typeof autocannon>[0]) => {
      phase();
      return autocannon({
        connections: CONNECTIONS,
        headers: auth,
        ...(options.amount === undefined && { duration: DURATION }),
        ...options,
      });
    };

    // generation: warm the workers and the JIT first
    const generate = {
      url: `${base}/api/generate-flowchart`,
      method: 'POST',
      body: JSON.stringify({ code: snippet, language: 'python', is_compact: false }),
    };
    await load({ ...generate, duration: 2 });
    line(
      'POST /api/generate-flowchart (30-line Python)',
      await load(generate),
      '< 50 ms',
      '>= 1,000',
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
    line('POST /api/flowcharts (create)', create, '< 20 ms');
    const list = (await (await fetch(`${base}/api/flowcharts/user`, { headers: auth })).json()) as {
      id: string;
    }[];
    const ids = list.map((f) => f.id);
    let next = 0;
    const pick = () => ids[next++ % ids.length] ?? '';
    line(
      'GET /api/flowcharts/{id}',
      await load({
        url: base,
        requests: [
          { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/flowcharts/${pick()}` }) },
        ],
      }),
      '< 20 ms',
    );
    line(
      'PUT /api/flowcharts/{id} (title)',
      await load({
        url: base,
        duration: Math.max(2, DURATION / 2),
        requests: [
          {
            method: 'PUT',
            body: JSON.stringify({ title: 'Renamed' }),
            setupRequest: (r) => ({ ...r, path: `/api/flowcharts/${pick()}` }),
          },
        ],
      }),
      '< 20 ms',
    );
    // delete all but 50, then list those 50 (a realistic dashboard)
    const doomed = ids.slice(50);
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
    line(`DELETE /api/flowcharts/{id} (${doomed.length} deletes)`, del, '< 20 ms');
    line(
      'GET /api/flowcharts/user (50 items)',
      await load({ url: `${base}/api/flowcharts/user` }),
      '< 20 ms',
    );
    console.log(
      `(${ids.length} flowcharts created during the create phase; load average now ${load1()})`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
