import type { PGlite } from '@electric-sql/pglite';

const WRITE = /^\s*(insert|update|delete|with)\b/i;

type Method = (...args: unknown[]) => unknown;

/**
 * The client with `note()` called on every write statement (INSERT, UPDATE, DELETE, a WITH that
 * may hold one, each transaction once), so the embedded VACUUM can run before much has changed
 * (db/pgliteVacuum.ts). Counting at the client sees every service's writes without their help.
 */
export function countWrites(client: PGlite, note: () => void): PGlite {
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const method = value as Method;
      if (prop === 'query' || prop === 'exec') {
        return (text: unknown, ...rest: unknown[]) => {
          if (typeof text === 'string' && WRITE.test(text)) note();
          return method(text, ...rest);
        };
      }
      if (prop === 'transaction') {
        return (...args: unknown[]) => {
          note();
          return method(...args);
        };
      }
      return method;
    },
  });
}
