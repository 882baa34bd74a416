// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const publicPages = PAGE_ROUTES.filter(
  (r) =>
    r.path !== '' && r.access === 'public' && !['verify-email', 'reset-password'].includes(r.path),
);
const protectedPages = PAGE_ROUTES.filter((r) => r.access !== 'public');

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

  it('/?auth=signup opens the auth modal on the Create Account screen', async () => {
    const { html } = await render('/?auth=signup');
    expect(html).toContain('Turn code into flowcharts</h1>');
    expect(html).toMatch(/role="dialog" aria-modal="true"/);
    expect(html).toContain('Create Account</h2>');
    for (const label of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('Sign in</button>');
  });

  it('/?auth=login opens Welcome Back with email, password toggle, forgot and sign-up links', async () => {
    const { html } = await render('/?auth=login');
    expect(html).toContain('Welcome Back</h2>');
    expect(html).toMatch(/id="login-email"[^>]*type="email"|type="email"[^>]*id="login-email"/);
    expect(html).toContain('aria-label="Show password"');
    expect(html).toContain('Forgot your password?</button>');
    expect(html).toContain('Sign up</button>');
    // Google's script is never part of the page; the button appears only once /api/config says so.
    expect(html).not.toContain('accounts.google.com');
  });

  it('/?auth=nonsense leaves the modal closed', async () => {
    const { html } = await render('/?auth=nonsense');
    expect(html).not.toContain('role="dialog"');
  });

  it.each(publicPages.map((r) => [`/${r.path}`] as const))(
    '%s renders a titled page',
    async (url) => {
      const { html } = await render(url);
      const heading = /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
      expect(heading).toBeTruthy();
      expect(title(html)).toBe(`${heading} | Codeflow`);
    },
  );

  it('/verify-email without a token is an immediate error with Back to Home', async () => {
    const { html } = await render('/verify-email');
    expect(html).toContain('No verification token found. Please check the link from your email.');
    expect(html).toContain('Back to Home');
    expect(html).not.toContain('animate-spin');
  });

  it('/verify-email?token=... starts with the spinner', async () => {
    const { html } = await render('/verify-email?token=abc');
    expect(html).toContain('data-testid="verify-pending"');
    expect(html).toContain('animate-spin');
  });

  it('/reset-password without a token: Invalid Reset Link with Go to Sign In', async () => {
    const { html } = await render('/reset-password');
    expect(html).toContain('Invalid Reset Link</h1>');
    expect(html).toContain('This password reset link is invalid or has expired.');
    expect(html).toMatch(/href="\/\?auth=login"[^>]*>Go to Sign In</);
  });

  it('/reset-password?token=... shows New Password and Confirm New Password', async () => {
    const { html } = await render('/reset-password?token=abc');
    expect(html).toContain('>New Password</label>');
    expect(html).toContain('>Confirm New Password</label>');
    expect(html).toContain('Reset Password</button>');
  });

  it.each(protectedPages.map((r) => [`/${r.path}`] as const))(
    'signed out, %s renders no page (the gate redirects to /)',
    async (url) => {
      const { html } = await render(url);
      expect(html).not.toMatch(/<h1/);
      expect(html).not.toContain('not built yet');
    },
  );

  it('/app forwards to /editor, which stays hidden while signed out', async () => {
    const { pathname, html } = await render('/app');
    expect(pathname).toBe('/editor');
    expect(html).not.toMatch(/<h1/);
  });

  describe('with a stored, unexpired token (the profile call still pending)', () => {
    beforeEach(() => {
      const payload = Buffer.from(JSON.stringify({ exp: Date.now() / 1000 + 3600 })).toString(
        'base64url',
      );
      const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => (key === 'token' ? token : null),
        setItem: () => undefined,
        removeItem: () => undefined,
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it.each(['/', '/dashboard', '/super-admin'])(
      '%s shows a loading state, never the wrong page',
      async (url) => {
        const { html } = await render(url);
        expect(html).toContain('data-testid="auth-loading"');
        expect(html).not.toMatch(/<h1/);
        expect(html).toContain('data-testid="account-pending"');
        expect(html).not.toContain('Sign Up Free');
      },
    );

    it('public pages render at once', async () => {
      const { html } = await render('/features');
      expect(html).toMatch(/<h1/);
    });
  });

  it('an unknown path shows the 404 page with the path and a link home', async () => {
    const { html } = await render('/no/such/page');
    expect(html).toContain('Page not found</h1>');
    expect(title(html)).toBe('Page not found | Codeflow');
    expect(html).toMatch(/data-testid="not-found-path"[^>]*>\/no\/such\/page</);
    expect(html).toContain('Back to home');
  });
});
