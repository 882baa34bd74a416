/**
 * How long the embedded database's VACUUM holds the main thread (PGlite runs PostgreSQL in the
 * Node process, synchronously inside each query call: a VACUUM is a pause of every request).
 *
 * `npx tsx bench/vacuum/run.ts [--rows 3000] [--kb 10] [--churn 0.5]` builds an embedded database
 * with the server's migrations, fills `flowcharts` with `--rows` rows of `--kb` KB of text each
 * (a ~30 MB database like the one the probe measured), then updates and deletes `--churn` of
 * them, and saves that folder. Every variant below runs on its own copy of that folder; for each
 * statement it prints the time of the call (the pause) and the longest event-loop stall seen by a
 * timer (`monitorEventLoopDelay`), which is the same figure measured from the outside.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { CHURN_WRITES } from '../../apps/server/src/db/pgliteVacuum';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '3000' },
    kb: { type: 'string', default: '10' },
    churn: { type: 'string', default: '0.5' },
  },
});
const rows = Number(values.rows);
const kb = Number(values.kb);
const churn = Number(values.churn);
const work = mkdtempSync(path.join(os.tmpdir(), 'codeflow-vacuum-bench-'));

function text(seed: number): string {
  // incompressible like the ciphertexts the table holds (TOAST would shrink repeated text)
  let s = '';
  let x = seed * 2654435761;
  while (s.length < kb * 1024) {
    x = (x * 1103515245 + 12345) >>> 0;
    s += x.toString(36);
  }
  return s.slice(0, kb * 1024);
}

async function buildBase(dir: string): Promise<void> {
  const db = new PGlite(dir);
  await migrate(drizzle(db), { migrationsFolder: path.join(root, 'apps/server/drizzle') });
  const user = (
    await db.query<{ id: string }>(
      `insert into users (email, full_name) values ('bench@example.com', 'Bench') returning id`,
    )
  ).rows[0]?.id;
  for (let i = 0; i < rows; i++) {
    await db.query(
      `insert into flowcharts (id, user_id, title, language, code_encrypted, flowchart_encrypted)
       values (gen_random_uuid(), $1, $2, 'python', $3, $4)`,
      [user, `chart ${i}`, text(i), text(i + 1e6)],
    );
  }
  await db.exec('VACUUM (ANALYZE)');
  await db.close();
}

/**
 * The churn since the previous run: updates (new row versions, old TOAST chunks dead) and
 * deletes; `between(i)` runs after each write (the batched mode vacuums there).
 */
async function applyChurn(db: PGlite, between?: (i: number) => Promise<void>): Promise<number> {
  const ids = (await db.query<{ id: string }>(`select id from flowcharts order by id`)).rows;
  const touched = Math.floor(ids.length * churn);
  for (let i = 0; i < touched; i++) {
    const id = ids[i]?.id;
    if (i % 3 === 0) await db.query(`delete from flowcharts where id = $1`, [id]);
    else
      await db.query(
        `update flowcharts set code_encrypted = $2, updated_at = now() where id = $1`,
        [id, text(i + 2e6)],
      );
    await between?.(i + 1);
  }
  return touched;
}

async function churned(base: string, dir: string): Promise<void> {
  cpSync(base, dir, { recursive: true });
  const db = new PGlite(dir);
  const touched = await applyChurn(db);
  const size = (
    await db.query<{ s: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as s`,
    )
  ).rows[0]?.s;
  console.log(`database: ${rows} rows of 2 × ${kb} KB, ${touched} updated or deleted, ${size}`);
  await db.close();
}

/**
 * What the server does now (db/pgliteVacuum.ts): the same churn, with the application's tables
 * vacuumed after every CHURN_WRITES writes; every VACUUM call's pause recorded.
 */
async function runBatched(base: string): Promise<void> {
  const dir = path.join(work, 'batched');
  cpSync(base, dir, { recursive: true });
  const db = new PGlite(dir);
  const tables = (
    await db.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname = 'public'`,
    )
  ).rows.map((r) => r.name);
  const pauses: { sql: string; ms: number }[] = [];
  await applyChurn(db, async (i) => {
    if (i % CHURN_WRITES !== 0) return;
    for (const t of tables) {
      const t0 = performance.now();
      await db.exec(`VACUUM (ANALYZE) ${t}`);
      pauses.push({ sql: `VACUUM (ANALYZE) ${t}`, ms: performance.now() - t0 });
    }
  });
  pauses.sort((a, b) => b.ms - a.ms);
  const ms = pauses.map((p) => p.ms);
  console.log(
    `\nserver's schedule: application tables vacuumed after every ${CHURN_WRITES} writes`,
  );
  console.log(
    `  ${pauses.length} calls; longest pause ${ms[0]?.toFixed(1)} ms (${pauses[0]?.sql}); ${ms.filter((m) => m > 50).length} over 50 ms; median ${ms[Math.floor(ms.length / 2)]?.toFixed(1)} ms`,
  );
  await db.close();
}

type Variant = { name: string; statements: (tables: string[], toast: string[]) => string[] };

const variants: Variant[] = [
  {
    name: 'current: VACUUM (ANALYZE) <table>, every table',
    statements: (tables) => tables.map((t) => `VACUUM (ANALYZE) ${t}`),
  },
  {
    name: 'VACUUM and ANALYZE as separate calls',
    statements: (tables) => tables.flatMap((t) => [`VACUUM ${t}`, `ANALYZE ${t}`]),
  },
  {
    name: 'main table and its TOAST table as separate calls',
    statements: (tables, toast) => [
      ...tables.map((t) => `VACUUM (PROCESS_TOAST FALSE) ${t}`),
      ...toast.map((t) => `VACUUM ${t}`),
      ...tables.map((t) => `ANALYZE ${t}`),
    ],
  },
  {
    name: 'INDEX_CLEANUP OFF, TRUNCATE FALSE, separate TOAST (no index pass)',
    statements: (tables, toast) => [
      ...tables.map((t) => `VACUUM (PROCESS_TOAST FALSE, INDEX_CLEANUP OFF, TRUNCATE FALSE) ${t}`),
      ...toast.map((t) => `VACUUM (INDEX_CLEANUP OFF, TRUNCATE FALSE) ${t}`),
    ],
  },
  {
    name: 'BUFFER_USAGE_LIMIT 256kB, separate TOAST',
    statements: (tables, toast) => [
      ...tables.map((t) => `VACUUM (PROCESS_TOAST FALSE, BUFFER_USAGE_LIMIT '256kB') ${t}`),
      ...toast.map((t) => `VACUUM (BUFFER_USAGE_LIMIT '256kB') ${t}`),
    ],
  },
];

async function runVariant(source: string, variant: Variant): Promise<void> {
  const dir = path.join(work, `v-${Math.random().toString(36).slice(2)}`);
  cpSync(source, dir, { recursive: true });
  const db = new PGlite(dir);
  await db.waitReady;
  const tables = (
    await db.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c where c.relkind in ('r', 'm')`,
    )
  ).rows.map((r) => r.name);
  const toast = (
    await db.query<{ name: string }>(
      `select t.oid::regclass::text as name from pg_class c join pg_class t on t.oid = c.reltoastrelid
       where c.relkind in ('r', 'm') and pg_relation_size(t.oid) > 0`,
    )
  ).rows.map((r) => r.name);
  const statements = variant.statements(tables, toast);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const pauses: { sql: string; ms: number }[] = [];
  const started = performance.now();
  for (const sql of statements) {
    const t0 = performance.now();
    await db.exec(sql);
    pauses.push({ sql, ms: performance.now() - t0 });
    // let the loop monitor's timer fire between calls, as requests would
    await new Promise((r) => setTimeout(r, 5));
  }
  const total = performance.now() - started;
  loop.disable();
  pauses.sort((a, b) => b.ms - a.ms);
  const over = pauses.filter((p) => p.ms > 50).length;
  console.log(`\n${variant.name}`);
  console.log(
    `  ${statements.length} calls, ${Math.round(total)} ms in all; longest pause ${pauses[0]?.ms.toFixed(1)} ms (${pauses[0]?.sql}); ${over} over 50 ms; event-loop max stall ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  for (const p of pauses.slice(1, 4)) console.log(`    next: ${p.ms.toFixed(1)} ms ${p.sql}`);
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}

try {
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const base = path.join(work, 'base');
  await buildBase(base);
  const source = path.join(work, 'source');
  await churned(base, source);
  for (const variant of variants) await runVariant(source, variant);
  await runBatched(base);
} finally {
  rmSync(work, { recursive: true, force: true });
}
