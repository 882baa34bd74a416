import type { PGlite } from '@electric-sql/pglite';

export type VacuumLog = {
  debug: (message: string) => void;
  warn: (obj: object, message: string) => void;
};

/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum. Every UPDATE and DELETE
 * leaves a dead row version behind, and nothing gathers planner statistics, so without this a
 * long-running embedded install slows down as it is used (listing 50 flowcharts after 8,000
 * deletes took 3× the CPU until a VACUUM), and transaction ids would eventually wrap around.
 * `VACUUM (ANALYZE)` of every table every `intervalMs`: the visibility map lets it skip pages
 * untouched since the last run, so a periodic run costs about what changed. Each table waits
 * for a transaction in flight (PGlite's lock).
 * Returns a function that stops it (resolving once a run in progress has let go).
 */
export function startPgliteVacuum(
  client: PGlite,
  intervalMs: number,
  log: VacuumLog,
): () => Promise<void> {
  let current: Promise<void> | undefined;
  let stopped = false;
  const vacuum = async (): Promise<void> => {
    const started = performance.now();
    try {
      // one table per call, so requests run in between instead of waiting for the whole database;
      // every table, the catalogs too: that is also what keeps transaction ids from wrapping
      const { rows } = await client.query<{ name: string }>(
        `select c.oid::regclass::text as name from pg_class c where c.relkind in ('r', 'm')`,
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
  const timer = setInterval(() => {
    if (current || stopped || client.closed) return;
    current = vacuum().finally(() => (current = undefined));
  }, intervalMs);
  // never keeps the process alive by itself
  timer.unref();
  /** stops the timer and waits for a run in progress to finish its current table */
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
