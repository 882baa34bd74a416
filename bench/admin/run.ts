/**
 * The admin area on a large install: seeds 10,000 users (with sessions), 100,000 flowcharts and
 * 1,000,000 generation events in bulk SQL, then times every /api/admin/*, /api/analytics/* and
 * /api/commerce/* call in process (`app.inject`: the route, its queries and the encoding of the
 * answer, no network) and prints p50/p95/max per call. Budget: p95 < 300 ms on PGlite and on
 * PostgreSQL.
 *
 * Run: npx tsx bench/admin/run.ts [--runs 30] [--users 10000] [--flowcharts 100000]
 *        [--events 1000000] [--postgres-url postgres://…]
 * PostgreSQL is measured when --postgres-url or TEST_DATABASE_URL names a server: a throw-away
 * database is created there and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/database';
import { signIn } from '../../apps/server/src/features/auth/signIn';
import { createUser } from '../../apps/server/src/features/auth/users';
import { migrationsFolder } from '../../apps/server/src/paths';
import { percentile } from '../lib/openLoop';
import { seed } from './seed';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    users: { type: 'string', default: '10000' },
    flowcharts: { type: 'string', default: '100000' },
    events: { type: 'string', default: '1000000' },
    'postgres-url': { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const BUDGET_MS = 300;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

type Call = {
  name: string;
  /** builds one request; `i` numbers the runs so writes act on a fresh target each time */
  request: (i: number) => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  };
  /** the answer this call must give (a failing call would time the wrong path) */
  status?: number;
};

async function measure(driver: string, database: Database): Promise<void> {
  const t0 = performance.now();
  await seed(database.db, {
    users: Number(args.users),
    flowcharts: Number(args.flowcharts),
    events: Number(args.events),
    sessionsPerUser: 5,
  });
  console.log(
    `${driver}: seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (load ${load()})`,
  );

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-bench',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const password = randomBytes(12).toString('hex');
  const admin = await createUser(app.db, {
    email: `bench-admin-${driver}@example.com`,
    password,
    fullName: 'Bench Admin',
    role: 'admin',
    subscriptionTier: 'admin',
    isVerified: true,
  });
  if (!admin) throw new Error('admin not created');
  const { access_token: token } = await signIn(app.auth, admin, {
    ip: '127.0.0.1',
    country: null,
    userAgent: 'bench',
  });

  // targets for the writes: ordinary users, one per run
  const ids = (
    await app.inject({
      method: 'GET',
      url: '/api/admin/users?page=1&page_size=200&role=user&status=active',
      headers: { authorization: `Bearer ${token}` },
    })
  )
    .json<{ items: { id: string }[] }>()
    .items.map((r) => r.id);
  const target = (i: number) => ids[i % ids.length] as string;
  const pw = { admin_password: password };
  const coupons: string[] = [];

  const calls: Call[] = [
    {
      name: 'GET users (all 10,000, the default array)',
      request: () => ({ method: 'GET', url: '/api/admin/users' }),
    },
    {
      name: 'GET users page 1 (25)',
      request: () => ({ method: 'GET', url: '/api/admin/users?page=1' }),
    },
    {
      name: 'GET users page 200',
      request: () => ({ method: 'GET', url: '/api/admin/users?page=200&page_size=25' }),
    },
    {
      name: 'GET users search + filters',
      request: (i) => ({
        method: 'GET',
        url: `/api/admin/users?page=1&search=user${i}&tier=pro&status=active`,
      }),
    },
    {
      name: 'GET users sort by flowchart count',
      request: () => ({ method: 'GET', url: '/api/admin/users?page=1&sort=flowchart_count' }),
    },
    {
      name: 'GET users sort by last login',
      request: () => ({ method: 'GET', url: '/api/admin/users?page=3&sort=last_login&order=asc' }),
    },
    {
      name: 'GET users/export (CSV, all)',
      request: () => ({ method: 'GET', url: '/api/admin/users/export' }),
    },
    {
      name: 'GET dashboard-stats',
      request: () => ({ method: 'GET', url: '/api/admin/dashboard-stats' }),
    },
    {
      name: 'GET users/{id}/flowcharts',
      request: (i) => ({ method: 'GET', url: `/api/admin/users/${target(i)}/flowcharts` }),
    },
    {
      name: 'POST users/change-subscription',
      request: (i) => ({
        method: 'POST',
        url: '/api/admin/users/change-subscription',
        payload: { ...pw, user_id: target(i), subscription_tier: 'pro', expiry_days: 30 },
      }),
    },
    {
      name: 'POST users/change-role',
      request: (i) => ({
        method: 'POST',
        url: '/api/admin/users/change-role',
        payload: { ...pw, user_id: target(i), new_role: 'team_member' },
      }),
    },
    {
      name: 'POST users/toggle-status',
      request: (i) => ({
        method: 'POST',
        url: '/api/admin/users/toggle-status',
        payload: { ...pw, user_id: target(i) },
      }),
    },
    {
      name: 'POST users/bulk-disable (20)',
      request: (i) => ({
        method: 'POST',
        url: '/api/admin/users/bulk-disable',
        payload: { ...pw, user_ids: Array.from({ length: 20 }, (_, k) => target(i * 20 + k + 40)) },
      }),
    },
    {
      name: 'POST users/bulk-enable (20)',
      request: (i) => ({
        method: 'POST',
        url: '/api/admin/users/bulk-enable',
        payload: { ...pw, user_ids: Array.from({ length: 20 }, (_, k) => target(i * 20 + k + 40)) },
      }),
    },
    {
      name: 'POST users/change-password',
      request: (i) => ({
        method: 'POST',
        url: '/api/admin/users/change-password',
        payload: { ...pw, user_id: target(i), new_password: 'bench password 1' },
      }),
    },
    {
      name: 'POST users/create',
      status: 201,
      request: (i) => ({
        method: 'POST',
        url: '/api/admin/users/create',
        payload: { ...pw, email: `created-${driver}-${i}@bench.example.com`, full_name: 'Created' },
      }),
    },
    {
      name: 'DELETE users/{id}',
      request: (i) => ({
        method: 'DELETE',
        url: `/api/admin/users/${target(i + 100)}`,
        payload: pw,
      }),
    },
    {
      name: 'POST set-tier',
      request: (i) => ({
        method: 'POST',
        url: '/api/admin/set-tier',
        payload: { tier: i % 2 ? 'free' : 'admin' },
      }),
    },
    {
      name: 'POST set-self-tier',
      request: (i) => ({
        method: 'POST',
        url: '/api/admin/set-self-tier',
        payload: { tier: i % 2 ? 'pro' : 'admin' },
      }),
    },
    {
      name: 'POST set-self-expiry',
      request: (i) => ({
        method: 'POST',
        url: '/api/admin/set-self-expiry',
        payload: { days_from_now: i - 5 },
      }),
    },
    {
      name: 'GET audit-log (page 1)',
      request: () => ({ method: 'GET', url: '/api/admin/audit-log' }),
    },
    {
      name: 'GET audit-log filtered',
      request: () => ({
        method: 'GET',
        url: '/api/admin/audit-log?action=user.change_role&search=bench',
      }),
    },
    {
      name: 'GET analytics/kpi-overview',
      request: () => ({ method: 'GET', url: '/api/analytics/kpi-overview' }),
    },
    {
      name: 'GET flowcharts-over-time (daily, 30 d)',
      request: () => ({ method: 'GET', url: '/api/analytics/flowcharts-over-time' }),
    },
    {
      name: 'GET flowcharts-over-time (weekly, 1 y)',
      request: () => ({
        method: 'GET',
        url: `/api/analytics/flowcharts-over-time?period=weekly&start_date=${dayOffset(-365)}&end_date=${dayOffset(0)}`,
      }),
    },
    {
      name: 'GET flowcharts-over-time (monthly, 2 y)',
      request: () => ({
        method: 'GET',
        url: `/api/analytics/flowcharts-over-time?period=monthly&start_date=${dayOffset(-730)}&end_date=${dayOffset(0)}`,
      }),
    },
    {
      name: 'GET analytics/subscriptions-distribution',
      request: () => ({ method: 'GET', url: '/api/analytics/subscriptions-distribution' }),
    },
    {
      name: 'GET analytics/language-usage',
      request: () => ({ method: 'GET', url: '/api/analytics/language-usage' }),
    },
    {
      name: 'GET analytics/user-geography',
      request: () => ({ method: 'GET', url: '/api/analytics/user-geography' }),
    },
    { name: 'GET commerce/plans', request: () => ({ method: 'GET', url: '/api/commerce/plans' }) },
    {
      name: 'PUT commerce/plans/{id}',
      request: (i) => ({
        method: 'PUT',
        url: '/api/commerce/plans/pro',
        payload: { price: 9 + (i % 10) / 10 },
      }),
    },
    {
      name: 'POST commerce/coupons',
      status: 201,
      request: (i) => ({
        method: 'POST',
        url: '/api/commerce/coupons',
        payload: { code: `BENCH${driver.toUpperCase()}${i}`, discount_percentage: 5 + (i % 50) },
      }),
    },
    {
      name: 'GET commerce/coupons',
      request: () => ({ method: 'GET', url: '/api/commerce/coupons' }),
    },
    {
      name: 'POST commerce/coupons/{id}/deactivate',
      request: (i) => ({
        method: 'POST',
        url: `/api/commerce/coupons/${coupons[i % coupons.length] ?? ''}/deactivate`,
      }),
    },
  ];

  console.log(`${driver}: ${RUNS} runs per call after 3 warm-up runs (load ${load()})`);
  console.log(`| call | p50 | p95 | max |`);
  console.log(`| --- | --- | --- | --- |`);
  const over: string[] = [];
  for (const call of calls) {
    const times: number[] = [];
    for (let i = -3; i < RUNS; i++) {
      const request = call.request(i + 3);
      const started = performance.now();
      const res = await app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - started;
      if (res.statusCode !== (call.status ?? 200)) {
        throw new Error(`${call.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      if (call.name === 'POST commerce/coupons') coupons.push(res.json<{ id: string }>().id);
      if (i >= 0) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    if (p95 >= BUDGET_MS) over.push(call.name);
    console.log(
      `| ${call.name} | ${percentile(times, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${(times.at(-1) ?? 0).toFixed(1)} ms |`,
    );
  }
  console.log(
    over.length === 0
      ? `${driver}: every call p95 < ${BUDGET_MS} ms (load ${load()})`
      : `${driver}: OVER BUDGET (p95 ≥ ${BUDGET_MS} ms): ${over.join('; ')} (load ${load()})`,
  );
  await app.close();
}

function dayOffset(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  console.log(
    `admin bench: ${args.users} users, ${args.flowcharts} flowcharts, ${args.events} events; load average ${load()}`,
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'codeflow-bench-admin-'));
  try {
    const database = await openDatabase({ dataDir: dir, migrationsFolder });
    await measure('pglite', database);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const url = args['postgres-url'] ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('postgres: skipped (no --postgres-url or TEST_DATABASE_URL)');
    return;
  }
  const name = `codeflow_bench_admin_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  try {
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({
      databaseUrl: dbUrl.toString(),
      dataDir: '',
      migrationsFolder,
    });
    await measure('postgres', database);
  } finally {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
