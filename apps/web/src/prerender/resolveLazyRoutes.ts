import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules `url` needs and writes them into the route objects, so the
 * router's first render already has the page: hydration then matches the pre-rendered HTML, and
 * render-over never shows the loading fallback in place of the pre-rendered page.
 */
export async function resolveLazyRoutes(routes: RouteObject[], url: string): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
