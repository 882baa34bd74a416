import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointPath, pathParamNames, type Endpoint } from '../endpoint';
import { noParamsSchema, noQuerySchema } from '../requestRules';
import { endpointTable } from './index';

const entries: [string, Endpoint][] = Object.entries(endpointTable).flatMap(([feature, table]) =>
  Object.entries<Endpoint>(table).map(([name, endpoint]): [string, Endpoint] => [
    `${feature}.${name}`,
    endpoint,
  ]),
);

/** The keys a params schema declares (every params schema is a z.object). */
function paramKeys(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
}

describe('endpoint table', () => {
  it('has the whole API', () => {
    expect(entries.length).toBeGreaterThan(60);
  });

  it.each(entries)('%s is well formed', (_name, endpoint) => {
    expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(endpoint.method);
    // the API under /api, the embeds' public pictures under /embed (decision 029)
    expect(endpoint.path).toMatch(/^\/(api|embed)(\/:?[a-zA-Z0-9_-]+)+$/);
    expect(['public', 'signedIn', 'admin']).toContain(endpoint.access);
    // the path's parameters are exactly the params schema's keys
    expect(paramKeys(endpoint.params)).toEqual(pathParamNames(endpoint.path).sort());
    expect(endpoint.query).toBeInstanceOf(z.ZodType);
    if (endpoint.method === 'GET') expect(endpoint.body).toBeUndefined();
    const statuses = Object.keys(endpoint.responses).map(Number);
    for (const status of statuses) {
      expect(Number.isInteger(status) && status >= 200 && status < 600).toBe(true);
    }
    // an answer is either encoded by a schema or streamed, never both and never neither
    const successes = statuses.filter((status) => status < 300);
    expect(successes.length > 0 ? 'schema' : 'stream').toBe(endpoint.stream ? 'stream' : 'schema');
  });

  it('declares each method and path once', () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`);
    const duplicates = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(duplicates).toEqual([]);
  });
});

describe('defineEndpoint', () => {
  it('gives an entry without params or query the empty schemas', () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/api/x',
      access: 'public',
      responses: { 200: z.object({}) },
    });
    expect(endpoint.params).toBe(noParamsSchema);
    expect(endpoint.query).toBe(noQuerySchema);
  });
});

describe('endpointPath', () => {
  const endpoint = { path: '/api/a/:id/b/:other' } as const;

  it('puts each parameter in its place, URI-encoded', () => {
    expect(endpointPath(endpoint, { id: 'x/y z', other: 7 })).toBe('/api/a/x%2Fy%20z/b/7');
  });

  it('keeps a path without parameters as it is', () => {
    expect(endpointPath({ path: '/api/health' })).toBe('/api/health');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => endpointPath(endpoint, { id: '1' })).toThrow(':other');
  });
});
