import { Navigate, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { PageLoading } from '../components/PageLoading';
import { RouteError } from '../components/RouteError';
import { AccessGate } from './AccessGate';
import type { GateAccess } from './accessDecision';
import { PAGE_ROUTES, type PageRoute, type PageSection } from './pageRoutes';

/** The route objects for createBrowserRouter (and createMemoryRouter in tests). */
export function appRoutes(): RouteObject[] {
  const lazyPage = (load: PageRoute['load']) => async () => ({ Component: await load() });
  const leaf = (path: string, load: PageRoute['load']): RouteObject =>
    path === '' ? { index: true, lazy: lazyPage(load) } : { path, lazy: lazyPage(load) };
  // A page of a section is a child of the section's layout route, at its path below it.
  const pages = (routes: PageRoute[]): RouteObject[] => {
    const result: RouteObject[] = [];
    const sections = new Map<PageSection, RouteObject[]>();
    for (const { path, load, section } of routes) {
      if (!section) {
        result.push(leaf(path, load));
        continue;
      }
      let children = sections.get(section);
      if (!children) {
        children = [];
        sections.set(section, children);
        result.push({ path: section.path, lazy: lazyPage(section.load), children });
      }
      children.push(leaf(path.slice(section.path.length).replace(/^\//, ''), load));
    }
    return result;
  };
  // Each access level is a pathless layout route whose gate decides who may see its pages.
  const gated = (access: GateAccess, children: RouteObject[]): RouteObject => ({
    element: <AccessGate access={access} />,
    children,
  });
  const landing = pages(PAGE_ROUTES.filter((r) => r.path === ''));
  const byAccess = (access: GateAccess) =>
    pages(PAGE_ROUTES.filter((r) => r.path !== '' && r.access === access));

  return [
    {
      path: '/',
      Component: AppLayout,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        // docs/product.md#screens-and-routes: signed-in visitors of / go on to /app.
        gated('guest', landing),
        ...byAccess('public'),
        gated('signed-in', [
          ...byAccess('signed-in'),
          // docs/product.md#screens-and-routes: /app is the post-login target and forwards to the editor.
          // The element never renders after the loader's redirect; it keeps the route a leaf with
          // something to show, which React Router otherwise warns about.
          {
            path: 'app',
            loader: () => redirect('/editor'),
            element: <Navigate to="/editor" replace />,
          },
          // the test-mode checkout page: the server's checkout_url when no payment provider is
          // configured (not a page of the product's route table)
          {
            path: 'checkout/test',
            lazy: async () => ({
              Component: (await import('../pages/checkout-test/TestCheckoutPage')).TestCheckoutPage,
            }),
          },
        ]),
        gated('admin', byAccess('admin')),
        {
          path: '*',
          lazy: async () => ({
            Component: (await import('../pages/not-found/NotFoundPage')).NotFoundPage,
          }),
        },
      ],
    },
  ];
}
