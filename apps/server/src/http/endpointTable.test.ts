import { endpointTable, type Endpoint } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { testDrivers } from '../test/databases';
import { registeredRoutes } from './routeTable';

/** `METHOD path` of every entry of the contracts' endpoint table. */
const tableKeys = Object.values(endpointTable)
  .flatMap((feature): Endpoint[] => Object.values<Endpoint>(feature))
  .map((endpoint) => `${endpoint.method} ${endpoint.path}`);

describe.each(testDrivers)('endpoint table (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('registers exactly the API routes of the table, each once', () => {
    const registered = registeredRoutes(ctx().app)
      // Fastify adds a HEAD route beside each GET; pages and assets are not API routes (embeds'
      // public pictures are, under /embed/)
      .filter(
        (r) => r.method !== 'HEAD' && (r.url.startsWith('/api/') || r.url.startsWith('/embed/')),
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.length).toBeGreaterThan(10);
    expect(new Set(registered).size).toBe(registered.length);
    expect(registered.filter((key) => !tableKeys.includes(key))).toEqual([]);
    expect(tableKeys.filter((key) => !registered.includes(key))).toEqual([]);
  });
});
