// Types for postgres.js (plain JavaScript so that `npm test` runs it without a compiler).
export function findPostgresBin(): string | undefined;
export function freePort(): Promise<number>;
export type TempPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** the cluster's data directory (postmaster.pid names the server's process) */
  dataDir: string;
  /** stops the server and removes its files */
  stop(): void;
  /** stops the server as a crash would (every connection cut), keeping its data */
  halt(): void;
  /** starts it again on the same data and port */
  resume(): void;
};
export function startTempPostgres(binDir: string): Promise<TempPostgres>;
