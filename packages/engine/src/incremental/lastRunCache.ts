/**
 * What one run of the incremental engine (a lowering, a build) made or used, kept for the next
 * run only: `get` looks in both the last run's entries and this run's, `keep` records an entry
 * as used by this run, and `end` makes this run's entries the next run's cache, so whatever the
 * text no longer holds is forgotten. One owner for lower/topLevelReuse.ts and
 * build/definitionReuse.ts.
 */
export class LastRunCache<V> {
  private last = new Map<string, V>();
  private current = new Map<string, V>();

  /** Starts a run. */
  begin(): void {
    this.current = new Map();
  }

  /** Ends it: what it used or made is what the next run can reuse. */
  end(): void {
    this.last = this.current;
    this.current = new Map();
  }

  /** Forgets everything. */
  clear(): void {
    this.last.clear();
    this.current.clear();
  }

  /** Forgets the last run's entries (what this run kept stays). */
  dropLast(): void {
    this.last.clear();
  }

  get(key: string): V | undefined {
    return this.last.get(key) ?? this.current.get(key);
  }

  /** Records `value` as used (or made) by this run. */
  keep(key: string, value: V): void {
    this.current.set(key, value);
  }
}
