/**
 * Live collaboration under load (docs/decisions/018-collaboration.md): the built server, real
 * WebSocket clients (@hocuspocus/provider + ws, as the browser's provider), people typing at
 * human speed (5–8 characters per second each, jittered).
 *
 *   npx tsx bench/collab/run.ts [--duration 20] [--no-build]
 *
 * Scenario 1: 50 clients on one document. Scenario 2: 200 documents with 2 clients each. For
 * each it prints the p50/p95/max latency from one client's keystroke to every other client's
 * receipt of it (each keystroke's Yjs item id is looked up on arrival, so no marker text is
 * needed), and the server's resident memory per open document.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { startBenchServer, type BenchServer } from '../lib/benchServer';
import { run } from '../lib/process';
import { report } from '../lib/report';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const durationS = Number(args[args.indexOf('--duration') + 1] ?? 20) || 20;

type Client = {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  synced: Promise<void>;
};

/** send time of every keystroke, by Yjs client id then clock */
const sentAt = new Map<number, Map<number, number>>();
let latencies: number[] = [];
let recording = false;

function connect(base: string, token: string, flowchartId: string): Client {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${base.replace(/^http/, 'ws')}/api/collab`,
    WebSocketPolyfill: WebSocket,
  });
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const synced = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const provider = new HocuspocusProvider({
    name: `flowchart:${flowchartId}`,
    document: doc,
    token,
    websocketProvider: socket,
    onSynced: () => resolve(),
    onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
  });
  provider.attach();
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (!recording || origin === null) return;
    const now = performance.now();
    for (const struct of Y.decodeUpdate(update).structs) {
      const times = sentAt.get(struct.id.client);
      if (!times) continue;
      for (let clock = struct.id.clock; clock < struct.id.clock + struct.length; clock += 1) {
        const at = times.get(clock);
        if (at !== undefined) latencies.push(now - at);
      }
    }
  });
  return { doc, provider, socket, synced };
}

/** One person typing: a character every 125–200 ms, jittered, at their own place in the text. */
function type(client: Client, stopAt: number): Promise<void> {
  const text = client.doc.getText('code');
  const letters = 'abcdefghijklmnopqrstuvwxyz = ()+1\n';
  let position = Math.floor(Math.random() * (text.length + 1));
  return new Promise((done) => {
    const next = () => {
      if (performance.now() >= stopAt) return done();
      position = Math.min(position, text.length);
      const clock = Y.getState(client.doc.store, client.doc.clientID);
      let times = sentAt.get(client.doc.clientID);
      if (!times) sentAt.set(client.doc.clientID, (times = new Map<number, number>()));
      if (recording) {
        times.set(clock, performance.now());
        keystrokes += 1;
      }
      text.insert(position, letters[Math.floor(Math.random() * letters.length)] ?? 'x');
      position += 1;
      setTimeout(next, 1000 / (5 + Math.random() * 3));
    };
    setTimeout(next, Math.random() * 200);
  });
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU seconds (user + system, all threads) the process has used. */
function cpuSeconds(pid: number): number {
  // fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses, in clock ticks
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

let keystrokes = 0;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function api<T>(server: BenchServer, method: string, url: string, body?: object): Promise<T> {
  const answer = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${server.session.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
  return (answer.status === 204 ? undefined : await answer.json()) as T;
}

/** A team flowchart of the admin (an admin holds team management), shared with the team. */
async function teamFlowchart(server: BenchServer, n: number): Promise<string> {
  const { id } = await api<{ id: string }>(server, 'POST', '/api/flowcharts', {
    title: `Bench ${n}`,
    language: 'python',
    code: 'total = 0\n',
    is_compact: false,
    flowchart: '',
  });
  await api(server, 'PUT', `/api/organization/team-flowcharts/${id}`);
  return id;
}

async function scenario(
  server: BenchServer,
  name: string,
  documents: number,
  clientsPerDocument: number,
): Promise<void> {
  const ids: string[] = [];
  for (let n = 0; n < documents; n += 1) ids.push(await teamFlowchart(server, n));
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMiB(server.pid);
  const clients: Client[] = [];
  for (const id of ids) {
    for (let c = 0; c < clientsPerDocument; c += 1) {
      clients.push(connect(server.base, server.session.token, id));
    }
  }
  await Promise.all(clients.map((c) => c.synced));
  // every document loaded and open, nothing typed yet: what holding them open costs
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const open = rssMiB(server.pid);
  // a few seconds of typing before measuring: connections and JIT settle
  const warmUpEnd = performance.now() + 3000;
  await Promise.all(clients.map((c) => type(c, warmUpEnd)));
  latencies = [];
  keystrokes = 0;
  recording = true;
  const cpuBefore = process.cpuUsage();
  const serverCpuBefore = cpuSeconds(server.pid);
  const stopAt = performance.now() + durationS * 1000;
  await Promise.all(clients.map((c) => type(c, stopAt)));
  // every keystroke of the window is counted, however late it arrives: wait until receipts stop
  // coming (2 s without one), at most 60 s
  const drainUntil = performance.now() + 60_000;
  let seen = -1;
  while (seen !== latencies.length && performance.now() < drainUntil) {
    seen = latencies.length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  recording = false;
  const after = rssMiB(server.pid);
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpu = cpuSeconds(server.pid) - serverCpuBefore;
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`\n${name}: ${clients.length} clients, ${durationS} s of typing`);
  report('  keystrokes', keystrokes, '');
  report('  receipts (keystroke × other client)', sorted.length, '');
  report('  keystroke → receipt p50', percentile(sorted, 50), 'ms');
  report('  keystroke → receipt p95', percentile(sorted, 95), 'ms', '< 100 ms');
  report('  keystroke → receipt max', sorted.at(-1) ?? NaN, 'ms');
  report('  server RSS after the typing', after, 'MiB');
  // one document's share is lost in the noise of a 500 MiB process: only many documents tell
  if (documents >= 10) {
    report('  server memory per open document', ((open - before) * 1024) / documents, 'KiB');
  }
  report('  server CPU per keystroke', (serverCpu * 1000) / Math.max(1, keystrokes), 'ms');
  report(
    '  bench process CPU (clients)',
    (cpu.user + cpu.system) / 1000 / durationS / 10,
    '% of a core',
  );
  for (const client of clients) {
    client.provider.destroy();
    client.socket.destroy();
    client.doc.destroy();
  }
  // the server stores and unloads the documents after the last client leaves
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

console.log(
  `collab bench: ${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
if (!args.includes('--no-build'))
  await run(process.execPath, ['build.js'], path.join(root, 'apps/server'));
for (const [name, documents, perDocument] of [
  ['50 clients on one document', 1, 50],
  ['200 documents × 2 clients', 200, 2],
] as const) {
  // a fresh server each: the memory figure is that scenario's alone
  const server = await startBenchServer({ name: 'collab' });
  try {
    await scenario(server, name, documents, perDocument);
  } finally {
    await server.stop();
  }
}
console.log(
  `\nload average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
