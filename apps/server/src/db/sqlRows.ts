/**
 * The rows of `db.execute(sql…)`: both drivers answer an object with `rows` (node-postgres'
 * QueryResult, PGlite's Results), which Drizzle's shared type does not name.
 */
export function sqlRows<T>(result: unknown): T[] {
  return (Reflect.get(result as object, 'rows') as T[] | undefined) ?? [];
}

/** A count or sum as either driver returns it (bigint and numeric come back as strings). */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || typeof value === 'bigint') return Number(value);
  return 0;
}

/** A timestamp as either driver returns it (Date, or text for computed columns). */
export function asDateOrNull(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
