/**
 * The pre-render entry (built by `vite build --ssr`, run by scripts/prerender.ts): one public
 * route to HTML with the same routes and providers as the browser, signed out, with the
 * operator details as placeholders the server fills in (decision 019).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SITE_PLACEHOLDERS, SiteDataContext } from '../features/marketing/siteData';
import { createQueryClient } from '../queryClient';
import { appRoutes } from '../routes/appRoutes';

import { routePaths } from '../routes/routePaths';

export { PUBLIC_PAGES, SHELL_FILE } from '../features/marketing/publicPages';

/** The app's page paths: any other path is answered 404 by the server (prerendered.json). */
export const ROUTE_PATHS = routePaths(appRoutes());

export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <SiteDataContext value={SITE_PLACEHOLDERS}>
        <QueryClientProvider client={createQueryClient()}>
          {/* no inline hydration script: the CSP allows none; the client resolves lazy routes itself */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </SiteDataContext>
    </StrictMode>,
  );
}
