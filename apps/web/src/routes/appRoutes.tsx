import { Navigate, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { PageLoading } from '../components/PageLoading';
import { RouteError } from '../components/RouteError';
import { AccessGate } from './AccessGate';
import type { GateAccess } from './accessDecision';
import { PAGE_ROUTES } from './pageRoutes';

/** The route objects for createBrowserRouter (and createMemoryRouter in tests). */
export function appRoutes(): RouteObject[] {
  const page = ({ path, load }: (typeof PAGE_ROUTES)[number]): RouteObject => {
    const lazy = async () => ({ Component: await load() });
    return path === '' ? { index: true, lazy } : { path, lazy };
  };
  // Each access level is a pathless layout route whose gate decides who may see its pages.
  const gated = (access: GateAccess, children: RouteObject[]): RouteObject => ({
    element: <AccessGate access={access} />,
    children,
  });
  const landing = PAGE_ROUTES.filter((r) => r.path === '').map(page);
  const byAccess = (access: GateAccess) =>
    PAGE_ROUTES.filter((r) => r.path !== '' && r.access === access).map(page);

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
