import type { Db } from './database';

/**
 * A statement built once per database and reused: Drizzle's query building (SQL text and
 * parameter list from the builder) costs ~0.1 ms of main-thread CPU per call, as much as a
 * small query itself; on node-postgres a named statement also skips PostgreSQL's parse and plan.
 * `build` receives the database and must use `sql.placeholder()` for every value.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
