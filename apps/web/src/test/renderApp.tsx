import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// react-router/dom would load a second copy of the router under Vitest; its only addition,
// flushSync, no navigation here asks for.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../queryClient';
import { appRoutes } from '../routes/appRoutes';

/** Renders the whole app (real routes, gate, layout, providers) at `url`, as main.tsx does. */
export function renderApp(url: string, state?: unknown) {
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [state === undefined ? url : { pathname: url, state }],
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}

/** A token shaped like the server's (a JWT whose payload has `exp`), valid for an hour. */
export function fakeToken(): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
}
