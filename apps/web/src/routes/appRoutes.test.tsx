// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './appRoutes';
import { PAGE_ROUTES } from './pageRoutes';

/** Navigates a memory router to `url`, waits for lazy pages and loaders, renders to HTML. */
async function render(url: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        unsubscribe();
        resolve();
      }
    });
  });
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  router.dispose();
  return { html, pathname: router.state.location.pathname };
}

const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

describe('route table', () => {
  it('covers every route of SPEC.md §2', () => {
    expect(PAGE_ROUTES.map((r) => `/${r.path}`).sort()).toEqual(
      [
        '/',
        '/verify-email',
        '/reset-password',
        '/payment/success',
        '/dashboard',
        '/editor',
        '/features',
        '/how-it-works',
        '/PricingPagePublic',
        '/pricing',
        '/super-admin',
        '/privacy-policy',
        '/refund-policy',
        '/ContactUsPage',
        '/disclaimer',
      ].sort(),
    );
  });

  it('records SPEC.md §2 access for the protected routes', () => {
    const access = Object.fromEntries(PAGE_ROUTES.map((r) => [r.path, r.access]));
    expect(access).toMatchObject({
      'payment/success': 'signed-in',
      dashboard: 'signed-in',
      editor: 'signed-in',
      pricing: 'signed-in',
      'super-admin': 'admin',
      '': 'public',
      PricingPagePublic: 'public',
    });
  });
});

describe('rendering', () => {
  it('/ shows the hero inside the layout, with the signed-out header and API status', async () => {
    const { html } = await render('/');
    expect(html).toContain('Turn code into flowcharts</h1>');
    expect(title(html)).toBe('Turn code into flowcharts | Codeflow');
    expect(html).toContain('href="/PricingPagePublic"');
    expect(html).toContain('href="/?auth=login"');
    expect(html).toContain('href="/?auth=signup"');
    expect(html).toContain('Sign Up Free');
    expect(html).toContain('data-testid="api-status"');
    expect(html).toMatch(/aria-expanded="false"[^>]*aria-label="Open menu"/);
    expect(html).not.toContain('auth-pending');
  });

  it('/?auth=signup says plainly that sign-up is not built yet', async () => {
    const { html } = await render('/?auth=signup');
    expect(html).toContain('Sign up — this page is not built yet.');
  });

  it.each(PAGE_ROUTES.filter((r) => r.path !== '').map((r) => [`/${r.path}`] as const))(
    '%s renders a titled page',
    async (url) => {
      const { html } = await render(url);
      const heading = /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
      expect(heading).toBeTruthy();
      expect(title(html)).toBe(`${heading} | Codeflow`);
      expect(html).toContain(`${heading} — this page is not built yet.`);
    },
  );

  it('/app redirects to /editor', async () => {
    const { pathname, html } = await render('/app');
    expect(pathname).toBe('/editor');
    expect(html).toContain('Editor — this page is not built yet.');
  });

  it('an unknown path shows the 404 page with the path and a link home', async () => {
    const { html } = await render('/no/such/page');
    expect(html).toContain('Page not found</h1>');
    expect(title(html)).toBe('Page not found | Codeflow');
    expect(html).toMatch(/data-testid="not-found-path"[^>]*>\/no\/such\/page</);
    expect(html).toContain('Back to home');
  });
});
