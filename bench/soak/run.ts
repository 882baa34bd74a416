/**
 * Soak: a mixed load on the real bundle for `--minutes` (default 10), loopback only, bounded in
 * time and in request count. Starts `node apps/server/dist/main.js` on 127.0.0.1 with a fresh
 * temp DATA_DIR (embedded PGlite; `--postgres`: a temp PostgreSQL cluster instead) and runs, at
 * once:
 *   - sign-ins: a user signs in every few seconds;
 *   - editors: users generating code of varied sizes (3 to 300 lines) about once a second each;
 *   - a bystander: a 3-line generation every 500 ms, its latency reported on its own;
 *   - CRUD and shares: create, read, rename, list (paged and whole), share, unshare, delete;
 *   - a flood client: 50 connections sending large files back to back (a free user's 527 KB
 *     one-liners, and an admin's 2,400-line files);
 *   - slow uploads: anonymous ones announcing 1.9 MB and trickling it, and signed-in ones
 *     trickling 200 KB.
 * Each virtual user has its own loopback address (127.0.0.x), so the per-IP sign-in limits see
 * separate clients. Prints the requests, status counts, p50/p95/p99 per route, the server's RSS
 * every 30 s, and finally checks every acknowledged write (created and renamed flowcharts are
 * there with their last title, deleted ones are gone). Prints figures; never fails on a time.
 * Run: npx tsx bench/soak/run.ts [--minutes 10] [--postgres]
 */
import http from 'node:http';
import net from 'node:net';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentile } from '../lib/openLoop';
import { startBenchServer } from '../lib/benchServer';
import { run } from '../lib/process';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'apps/server');
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const MINUTES = arg('--minutes', 10);
const WITH_POSTGRES = process.argv.includes('--postgres');
/** a hard bound besides the time: no run sends more than this */
const MAX_REQUESTS = 5_000_000;
const EDITORS = 6;

type Answer = { status: number; body: string; ms: number };

const latencies = new Map<string, number[]>();
const statuses = new Map<string, Map<number, number>>();
let sent = 0;
let stopping = false;

function record(route: string, status: number, ms: number): void {
  let list = latencies.get(route);
  if (!list) latencies.set(route, (list = []));
  list.push(ms);
  let counts = statuses.get(route);
  if (!counts) statuses.set(route, (counts = new Map<number, number>()));
  counts.set(status, (counts.get(status) ?? 0) + 1);
}

const agents = new Map<string, http.Agent>();
function agentFor(localAddress: string): http.Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 64, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

let base = '';

/** One request; `route` names it in the figures (the URL pattern). 0 = the connection failed. */
function call(
  route: string,
  method: string,
  urlPath: string,
  options: { token?: string; body?: unknown; json?: string; from?: string } = {},
): Promise<Answer> {
  sent++;
  const url = new URL(urlPath, base);
  const payload =
    options.json ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent: agentFor(options.from ?? '127.0.0.1'),
        headers: {
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          const status = res.statusCode ?? 0;
          record(route, status, ms);
          resolve({ status, body: Buffer.concat(chunks).toString('utf8'), ms });
        });
      },
    );
    req.on('error', () => {
      const ms = performance.now() - started;
      record(route, 0, ms);
      resolve({ status: 0, body: '', ms });
    });
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const running = () => !stopping && sent < MAX_REQUESTS;

type User = { email: string; password: string; token: string; from: string };

async function newUser(name: string, from: string): Promise<User> {
  const email = `soak-${name}-${Date.now()}@example.com`;
  const password = `soak-password-${name}`;
  const reg = await call('POST /api/auth/register', 'POST', '/api/auth/register', {
    body: { email, password, full_name: `Soak ${name}` },
    from,
  });
  if (reg.status !== 201) throw new Error(`register ${name}: ${reg.status} ${reg.body}`);
  const token = await signIn(email, password, from);
  if (!token) throw new Error(`sign-in ${name} failed`);
  return { email, password, token, from };
}

async function signIn(email: string, password: string, from: string): Promise<string | null> {
  const res = await call('POST /api/auth/login', 'POST', '/api/auth/login', {
    body: { username: email, password },
    from,
  });
  if (res.status !== 200) return null;
  return (JSON.parse(res.body) as { access_token: string }).access_token;
}

function pythonLines(n: number, seed: number): string {
  const lines = [`# soak ${seed}`];
  for (let i = 1; i < n; i++) {
    lines.push(i % 5 === 0 ? `if x > ${i}:\n    x = x - ${seed % 7}` : `x = x + ${i}`);
  }
  return lines.join('\n');
}

/** Editors: varied sizes, about once a second each. */
async function editor(user: User, index: number): Promise<void> {
  const sizes = [3, 10, 30, 60, 120, 250];
  for (let n = 0; running(); n++) {
    const lines = sizes[(n + index) % sizes.length] as number;
    await call('POST /api/generate-flowchart (editor)', 'POST', '/api/generate-flowchart', {
      token: user.token,
      body: { code: pythonLines(lines, n), language: 'python' },
      from: user.from,
    });
    await sleep(800 + ((n * 37) % 400));
  }
}

async function bystander(user: User): Promise<void> {
  for (let n = 0; running(); n++) {
    await call(
      'POST /api/generate-flowchart (bystander, 3 lines)',
      'POST',
      '/api/generate-flowchart',
      {
        token: user.token,
        body: { code: `x = ${n}\nif x:\n    print(x)\n`, language: 'python' },
        from: user.from,
      },
    );
    await sleep(500);
  }
}

/** Sign-ins: one every few seconds, rotating over the users (each from its own address). */
async function signIns(users: User[]): Promise<void> {
  for (let n = 0; running(); n++) {
    const user = users[n % users.length] as User;
    await signIn(user.email, user.password, user.from);
    await sleep(5000);
  }
}

type Acked = { title: string; deleted: boolean };
const acked = new Map<string, Acked>();

/** CRUD and shares, as the admin (no lifetime limit), a few operations a second. */
async function crud(token: string, worker: number): Promise<void> {
  const auth = { token, from: '127.0.0.9' };
  for (let n = 0; running(); n++) {
    const title = `soak ${worker}-${n}`;
    const created = await call('POST /api/flowcharts', 'POST', '/api/flowcharts', {
      ...auth,
      body: {
        title,
        language: 'python',
        code: pythonLines(20, n),
        flowchart: 'flowchart TD\n  A --> B',
      },
    });
    if (created.status !== 201) {
      await sleep(200);
      continue;
    }
    const { id } = JSON.parse(created.body) as { id: string };
    acked.set(id, { title, deleted: false });
    await call('GET /api/flowcharts/:id', 'GET', `/api/flowcharts/${id}`, auth);
    const renamed = `${title} renamed`;
    const put = await call('PUT /api/flowcharts/:id', 'PUT', `/api/flowcharts/${id}`, {
      ...auth,
      body: { title: renamed },
    });
    if (put.status === 200) acked.set(id, { title: renamed, deleted: false });
    if (n % 5 === 0) await call('GET /api/flowcharts/user', 'GET', '/api/flowcharts/user', auth);
    else
      await call('GET /api/flowcharts/user?limit=50', 'GET', '/api/flowcharts/user?limit=50', auth);
    const share = await call(
      'POST /api/flowcharts/:id/share',
      'POST',
      `/api/flowcharts/${id}/share`,
      auth,
    );
    if (share.status === 200) {
      const { share_id: shareId } = JSON.parse(share.body) as { share_id: string };
      await call('GET /api/shared/:shareId', 'GET', `/api/shared/${shareId}`, auth);
      if (n % 2 === 0) {
        await call(
          'DELETE /api/flowcharts/:id/share',
          'DELETE',
          `/api/flowcharts/${id}/share`,
          auth,
        );
      }
    }
    // keep two thirds: the database grows over the run
    if (n % 3 === 0) {
      const del = await call('DELETE /api/flowcharts/:id', 'DELETE', `/api/flowcharts/${id}`, auth);
      if (del.status === 204) acked.set(id, { title: renamed, deleted: true });
    }
    await sleep(150);
  }
}

/** 50 connections of large files back to back: a free user's one-liners, an admin's big files. */
async function flood(freeUser: User, adminToken: string): Promise<void> {
  // serialised once: the client's own CPU goes to sending, not to JSON
  const oneLiner = JSON.stringify({ code: 'x = 1; '.repeat(75_300), language: 'python' });
  const big = JSON.stringify({
    code: 'if a and b:\n    x = [y * z for y in w if y]\nelse:\n    f(g(h))\n'.repeat(600),
    language: 'python',
  });
  await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      while (running()) {
        const admin = i % 2 === 0;
        const res = await call(
          admin
            ? 'POST /api/generate-flowchart (flood, 2,400 lines)'
            : 'POST /api/generate-flowchart (flood, 527 KB line)',
          'POST',
          '/api/generate-flowchart',
          admin
            ? { token: adminToken, json: big, from: '127.0.0.10' }
            : { token: freeUser.token, json: oneLiner, from: freeUser.from },
        );
        // a refused client comes straight back, as a flood would, with a short breath
        if (res.status === 429 || res.status === 0) await sleep(50);
      }
    }),
  );
}

/**
 * A slow upload over a raw socket: headers announcing `length` bytes, then 1 KB every 100 ms
 * until the server answers or the body is sent. Counted under `route` by the answer's status.
 */
function slowUpload(route: string, length: number, from: string, token?: string): Promise<void> {
  sent++;
  return new Promise((resolve) => {
    const url = new URL(base);
    const started = performance.now();
    const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress: from });
    let answered = false;
    let timer: NodeJS.Timeout | undefined;
    const done = (status: number) => {
      if (answered) return;
      answered = true;
      clearInterval(timer);
      // an upload cut by the end of the run has no answer to count
      if (!stopping) record(route, status, performance.now() - started);
      socket.destroy();
      resolve();
    };
    socket.on('connect', () => {
      socket.write(
        `POST /api/generate-flowchart HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
          `${token ? `Authorization: Bearer ${token}\r\n` : ''}Content-Length: ${length}\r\n\r\n`,
      );
      const head = '{"language":"python","code":"';
      socket.write(head);
      let written = head.length;
      timer = setInterval(() => {
        if (stopping) return done(0);
        const rest = length - written - 2;
        const chunk = Math.min(1024, rest);
        if (chunk > 0) {
          socket.write('x'.repeat(chunk));
          written += chunk;
        }
        if (length - written - 2 <= 0) {
          socket.write('"}');
          clearInterval(timer);
        }
      }, 100);
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) done(Number(text.split(' ')[1]));
    });
    socket.on('error', () => done(0));
    socket.on('close', () => done(0));
  });
}

async function slowUploads(user: User): Promise<void> {
  const loops = [
    ...Array.from({ length: 20 }, (_, i) => async () => {
      while (running()) {
        await slowUpload('slow upload, anonymous 1.9 MB', 1_900_000, `127.0.0.${50 + i}`);
        // refused at once now: a pause keeps this client about slow uploads, not reconnects
        await sleep(200);
      }
    }),
    ...Array.from({ length: 3 }, () => async () => {
      while (running())
        await slowUpload('slow upload, signed in 200 KB', 200_000, user.from, user.token);
    }),
  ];
  await Promise.all(loops.map((loop) => loop()));
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}

async function verifyWrites(adminToken: string): Promise<{ checked: number; lost: number }> {
  let lost = 0;
  for (const [id, expected] of acked) {
    const res = await call('verify GET /api/flowcharts/:id', 'GET', `/api/flowcharts/${id}`, {
      token: adminToken,
      from: '127.0.0.9',
    });
    const ok = expected.deleted
      ? res.status === 404
      : res.status === 200 && (JSON.parse(res.body) as { title: string }).title === expected.title;
    if (!ok) {
      lost++;
      if (lost <= 5)
        console.log(
          `  write not found as acknowledged: ${id} ${JSON.stringify(expected)} -> ${res.status}`,
        );
    }
  }
  return { checked: acked.size, lost };
}

function printFigures(seconds: number): void {
  let total = 0;
  let fiveHundreds = 0;
  const all = new Map<number, number>();
  console.log('\nroute'.padEnd(60) + 'count'.padStart(8) + '  p50 ms  p95 ms  p99 ms  statuses');
  for (const [route, list] of [...latencies].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...list].sort((a, b) => a - b);
    const counts = statuses.get(route) ?? new Map<number, number>();
    for (const [status, n] of counts) {
      all.set(status, (all.get(status) ?? 0) + n);
      if (status >= 500) fiveHundreds += n;
    }
    total += sorted.length;
    const fmt = (v: number) => v.toFixed(1).padStart(8);
    const shown = [...counts]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    console.log(
      `${route.padEnd(59)}${String(sorted.length).padStart(8)}${fmt(percentile(sorted, 50))}${fmt(percentile(sorted, 95))}${fmt(percentile(sorted, 99))}  ${shown}`,
    );
  }
  const shownAll = [...all]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}:${n}`)
    .join(' ');
  console.log(
    `\nrequests: ${total} in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)}/s); statuses: ${shownAll}; 5xx: ${fiveHundreds}`,
  );
}

async function runAgainst(label: string, databaseUrl: string): Promise<void> {
  console.log(
    `\n== ${label}: ${MINUTES} min, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(2)}`,
  );
  // the server's log (each slow answer at warn) would drown the figures: only its stderr shows
  const server = await startBenchServer({
    name: `soak-${Date.now()}`,
    databaseUrl,
    logLevel: 'warn',
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  base = server.base;
  const adminToken = server.session.token;
  const rss: number[] = [];
  try {
    const users: User[] = [];
    for (let i = 0; i < EDITORS; i++) users.push(await newUser(`editor${i}`, `127.0.0.${20 + i}`));
    const bystanderUser = await newUser('bystander', '127.0.0.30');
    const flooder = await newUser('flooder', '127.0.0.31');
    const slowpoke = await newUser('slowpoke', '127.0.0.32');
    latencies.clear();
    statuses.clear();

    const started = performance.now();
    rss.push(rssMiB(server.pid));
    console.log(`RSS at start: ${rss[0]?.toFixed(0)} MiB`);
    const sampler = setInterval(() => {
      const value = rssMiB(server.pid);
      rss.push(value);
      const elapsed = (performance.now() - started) / 1000;
      console.log(
        `t=${elapsed.toFixed(0).padStart(4)} s  RSS ${value.toFixed(0)} MiB  requests ${sent}`,
      );
    }, 30_000);
    const stopTimer = setTimeout(() => (stopping = true), MINUTES * 60_000);

    await Promise.all([
      ...users.map((u, i) => editor(u, i)),
      bystander(bystanderUser),
      signIns([...users, bystanderUser]),
      crud(adminToken, 0),
      crud(adminToken, 1),
      flood(flooder, adminToken),
      slowUploads(slowpoke),
    ]);
    clearInterval(sampler);
    clearTimeout(stopTimer);
    const seconds = (performance.now() - started) / 1000;
    rss.push(rssMiB(server.pid));
    printFigures(seconds);

    const afterWarmUp = rss.slice(1);
    const low = Math.min(...afterWarmUp);
    const high = Math.max(...afterWarmUp);
    console.log(
      `RSS MiB: start ${rss[0]?.toFixed(0)}, samples ${rss.map((v) => v.toFixed(0)).join(' ')}; after the first 30 s min ${low.toFixed(0)} max ${high.toFixed(0)} (${(((high - low) / low) * 100).toFixed(1)} % spread)`,
    );
    const by = [...(latencies.get('POST /api/generate-flowchart (bystander, 3 lines)') ?? [])].sort(
      (a, b) => a - b,
    );
    console.log(`bystander p99: ${percentile(by, 99).toFixed(1)} ms (target < 100 ms)`);
    const { checked, lost } = await verifyWrites(adminToken);
    console.log(`acknowledged writes verified: ${checked - lost} of ${checked} (lost ${lost})`);
  } finally {
    stopping = true;
    await server.stop();
    for (const agent of agents.values()) agent.destroy();
    agents.clear();
    stopping = false;
    sent = 0;
    acked.clear();
  }
}

type PostgresLib = {
  findPostgresBin: () => string | undefined;
  startTempPostgres: (binDir: string) => Promise<{ url: string; stop: () => void }>;
};

async function main(): Promise<void> {
  await run(process.execPath, ['build.js'], serverDir);
  if (!WITH_POSTGRES) {
    await runAgainst('embedded PGlite', '');
    return;
  }
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
