import { randomBytes } from 'node:crypto';
import type { TestApp } from './app';
import { bearer } from './users';

/** A fixed key per test process, so flowchart suites never write a key file. */
export const testDataKey = randomBytes(32).toString('hex');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `app.inject` with an optional bearer token and JSON body. */
export function call(
  ctx: TestApp,
  method: Method,
  url: string,
  token: string | null,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
}

export function sample(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Loop',
    language: 'python',
    code: 'for i in range(3):\n    print(i)\n',
    is_compact: false,
    flowchart: 'flowchart TD\n  A["for i in range(3)"] --> B["print(i)"]',
    ...overrides,
  };
}

/** Rows straight from SQL (both drivers answer `{ rows }`). */
export async function rawRows(
  ctx: TestApp,
  query: Parameters<TestApp['database']['db']['execute']>[0],
) {
  const result = await ctx.database.db.execute(query);
  return Reflect.get(result as object, 'rows') as Record<string, unknown>[];
}

export const uniqueMarker = () => `marker_${randomBytes(6).toString('hex')}`;
