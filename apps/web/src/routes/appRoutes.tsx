import { Navigate, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { PageLoading } from '../components/PageLoading';
import { RouteError } from '../components/RouteError';
import { PAGE_ROUTES } from './pageRoutes';

/** The route objects for createBrowserRouter (and createMemoryRouter in tests). */
export function appRoutes(): RouteObject[] {
  const pages: RouteObject[] = PAGE_ROUTES.map(({ path, load }) => {
    const lazy = async () => ({ Component: await load() });
    return path === '' ? { index: true, lazy } : { path, lazy };
  });

  return [
    {
      path: '/',
      Component: AppLayout,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        ...pages,
        // SPEC.md §2: /app is the post-login target and forwards to the editor.
        // The element never renders after the loader's redirect; it keeps the route a leaf with
        // something to show, which React Router otherwise warns about.
        {
          path: 'app',
          loader: () => redirect('/editor'),
          element: <Navigate to="/editor" replace />,
        },
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
