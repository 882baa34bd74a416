import type { PGlite } from '@electric-sql/pglite';

export type VacuumLog = {
  debug: (message: string) => void;
  warn: (obj: object, message: string) => void;
};

/** How many writes between two VACUUMs of the application's tables, at most (see below). */
export const CHURN_WRITES = 200;

export type VacuumOptions = {
  /** registers the function to call on every write statement (database.ts counts them) */
  watchWrites?: (onWrite: () => void) => void;
  /** writes that trigger a VACUUM of the application's tables (default CHURN_WRITES) */
  churnWrites?: number;
};

/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum. Every UPDATE and DELETE
 * leaves a dead row version behind, and nothing gathers planner statistics, so without this a
 * long-running embedded install slows down as it is used (listing 50 flowcharts after 8,000
 * deletes took 3× the CPU until a VACUUM), and transaction ids would eventually wrap around.
 * `VACUUM (ANALYZE)` of every table every `intervalMs`: the visibility map lets it skip pages
 * untouched since the last run, so a periodic run costs about what changed. Each table waits
 * for a transaction in flight (PGlite's lock).
 *
 * A VACUUM call runs synchronously on the main thread, and its length grows with the rows changed
 * since the previous one (bench/vacuum: on a churned 80 MB database the `flowcharts` call took
 * ~36 ms after 150 rows changed, 115–600 ms after 1,500). PGlite has no statistics collector
 * (`pg_stat_user_tables.n_dead_tup` stays 0) and VACUUM cannot be split below one table, so the
 * way to keep each pause short is to run it before much has changed: with `watchWrites`, the
 * application's tables (schema public) are also vacuumed once `churnWrites` writes have happened
 * since the previous run, right after the write that reached the count.
 * Returns a function that stops it (resolving once a run in progress has let go).
 */
export function startPgliteVacuum(
  client: PGlite,
  intervalMs: number,
  log: VacuumLog,
  options: VacuumOptions = {},
): () => Promise<void> {
  let current: Promise<void> | undefined;
  let stopped = false;
  let writes = 0;
  const churnWrites = options.churnWrites ?? CHURN_WRITES;
  const vacuum = async (scope: 'all' | 'application'): Promise<void> => {
    const started = performance.now();
    writes = 0;
    try {
      // one table per call, so requests run in between instead of waiting for the whole database;
      // every table, the catalogs too: that is also what keeps transaction ids from wrapping
      const { rows } = await client.query<{ name: string }>(
        scope === 'all'
          ? `select c.oid::regclass::text as name from pg_class c where c.relkind in ('r', 'm')`
          : `select c.oid::regclass::text as name from pg_class c
             join pg_namespace n on n.oid = c.relnamespace
             where c.relkind = 'r' and n.nspname = 'public'`,
      );
      for (const { name } of rows) {
        if (stopped) return;
        await client.exec(`VACUUM (ANALYZE) ${name}`);
      }
      log.debug(
        `embedded database vacuumed (${rows.length} tables) in ${Math.round(performance.now() - started)} ms`,
      );
    } catch (error) {
      if (!stopped) log.warn({ err: error }, 'embedded database VACUUM failed');
    }
  };
  const start = (scope: 'all' | 'application') => {
    if (current || stopped || client.closed) return;
    current = vacuum(scope).finally(() => (current = undefined));
  };
  const timer = setInterval(() => start('all'), intervalMs);
  options.watchWrites?.(() => {
    if (++writes < churnWrites || current) return;
    // after the write's own call has returned, not inside it
    setTimeout(() => start('application'), 0).unref();
  });
  // never keeps the process alive by itself
  timer.unref();
  /** stops the timer and waits for a run in progress to finish its current table */
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
