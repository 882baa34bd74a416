import type { RouteObject } from 'react-router';

/**
 * Every URL path the router renders a page at (not the `*` catch-all), from the route tree:
 * written into the pre-render manifest so the server answers any other path with 404 and the
 * app's not-found page (issue 22, item 17). Paths are absolute, without a trailing slash.
 */
export function routePaths(routes: RouteObject[], parent = ''): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    if (route.path === '*') continue;
    const here =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path.replace(/\/$/, '')
          : `${parent}/${route.path}`;
    if (route.index || (route.path !== undefined && !route.children?.length)) {
      paths.push(here === '' ? '/' : here);
    }
    if (route.children) paths.push(...routePaths(route.children, here));
  }
  return [...new Set(paths)].sort();
}
