import type { FastifyInstance } from 'fastify';

/** One registered route: a method and the URL pattern, as declared (`/api/flowcharts/:id`). */
export type RouteEntry = { method: string; url: string };

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route as it is registered (before `ready`), so the authorization matrix test
 * can cover the whole route table: a new route without a rule there fails it.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method: String(method), url: route.url });
  });
}

/** The routes registered on `app`, in registration order (HEAD routes included). */
export function registeredRoutes(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
