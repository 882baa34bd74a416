import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderDom, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../test/renderApp';
import { appRoutes } from './appRoutes';
import { PAGE_ROUTES } from './pageRoutes';

/** Navigates a memory router to `url`, waits for lazy pages and loaders, renders into the DOM. */
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
  renderDom(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, pathname: () => router.state.location.pathname };
}

// The network never answers (a call in flight), so every screen shows its first state.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<never>(() => undefined)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const publicPages = PAGE_ROUTES.filter(
  (r) =>
    r.path !== '' &&
    r.access === 'public' &&
    !['verify-email', 'reset-password', 'join-team'].includes(r.path),
);
const protectedPages = PAGE_ROUTES.filter((r) => r.access !== 'public');

const h1 = () => screen.queryByRole('heading', { level: 1 });

describe('route table', () => {
  it('covers every route of docs/product.md#screens-and-routes', () => {
    expect(PAGE_ROUTES.map((r) => `/${r.path}`).sort()).toEqual(
      [
        '/',
        '/verify-email',
        '/reset-password',
        '/join-team',
        '/payment/success',
        '/dashboard',
        '/editor',
        '/compare',
        '/features',
        '/how-it-works',
        '/PricingPagePublic',
        '/pricing',
        '/super-admin',
        '/super-admin/users',
        '/super-admin/analytics',
        '/super-admin/commerce',
        '/super-admin/audit',
        '/privacy-policy',
        '/refund-policy',
        '/ContactUsPage',
        '/disclaimer',
        '/account',
        '/account/confirm-email',
        '/account/deleted',
      ].sort(),
    );
  });

  it('records the access of the protected routes (docs/product.md#screens-and-routes)', () => {
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
    await render('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Turn code into flowcharts',
    );
    expect(document.title).toBe('Turn code into flowcharts | Codeflow');
    const hrefs = screen.getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/PricingPagePublic');
    expect(hrefs).toContain('/?auth=login');
    expect(hrefs).toContain('/?auth=signup');
    expect(screen.getAllByText('Sign Up Free').length).toBeGreaterThan(0);
    expect(screen.getByTestId('api-status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByTestId('auth-pending')).not.toBeInTheDocument();
  });

  it('/?auth=signup opens the auth modal on the Create Account screen', async () => {
    await render('/?auth=signup');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Turn code into flowcharts',
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('/?auth=login opens Welcome Back with email, password toggle, forgot and sign-up links', async () => {
    await render('/?auth=login');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    // Google's script is never part of the page; the button appears only once /api/config says so.
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('/?auth=nonsense leaves the modal closed', async () => {
    await render('/?auth=nonsense');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(publicPages.map((r) => [`/${r.path}`] as const))(
    '%s renders a titled page',
    async (url) => {
      await render(url);
      const heading = (await screen.findByRole('heading', { level: 1 })).textContent;
      expect(heading).toBeTruthy();
      expect(document.title).toBe(`${heading} | Codeflow`);
    },
  );

  it('/verify-email without a token is an immediate error with Back to Home', async () => {
    await render('/verify-email');
    expect(
      await screen.findByText(
        'No verification token found. Please check the link from your email.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    expect(document.querySelector('.animate-spin')).toBeNull();
  });

  it('/verify-email?token=... starts with the spinner', async () => {
    await render('/verify-email?token=abc');
    const pending = await screen.findByTestId('verify-pending');
    expect(pending.querySelector('.animate-spin')).not.toBeNull();
  });

  it('/reset-password without a token: Invalid Reset Link with Go to Sign In', async () => {
    await render('/reset-password');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Invalid Reset Link',
    );
    expect(
      screen.getByText('This password reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute(
      'href',
      '/?auth=login',
    );
  });

  it('/reset-password?token=... shows New Password and Confirm New Password', async () => {
    await render('/reset-password?token=abc');
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm New Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it.each(protectedPages.filter((r) => r.path !== 'pricing').map((r) => [`/${r.path}`] as const))(
    'signed out, %s renders no page (the gate redirects to / with sign-in and next)',
    async (url) => {
      const { pathname } = await render(url);
      // the gate sends the visitor to /, whose hero is the only page heading that appears
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'Turn code into flowcharts',
      );
      expect(pathname()).toBe('/');
      expect(screen.queryByText(/not built yet/)).not.toBeInTheDocument();
    },
  );

  it('signed out, /pricing shows the public pricing page (issue 22, item 17)', async () => {
    const { pathname } = await render('/pricing');
    await waitFor(() => expect(pathname()).toBe('/PricingPagePublic'));
  });

  it('/app forwards to /editor, which stays hidden while signed out', async () => {
    const { pathname } = await render('/app');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Turn code into flowcharts',
    );
    expect(pathname()).toBe('/');
  });

  describe('with a stored, unexpired token (the profile call still pending)', () => {
    beforeEach(() => localStorage.setItem('token', fakeToken()));

    it.each(['/', '/dashboard', '/super-admin'])(
      '%s shows a loading state, never the wrong page',
      async (url) => {
        await render(url);
        expect(await screen.findByTestId('auth-loading')).toBeInTheDocument();
        expect(h1()).toBeNull();
        expect(screen.getAllByTestId('account-pending').length).toBeGreaterThan(0);
        expect(screen.queryByText('Sign Up Free')).not.toBeInTheDocument();
      },
    );

    it('public pages render at once', async () => {
      await render('/features');
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    });
  });

  it('an unknown path shows the 404 page with the path and a link home', async () => {
    await render('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(document.title).toBe('Page not found | Codeflow');
    expect(screen.getByTestId('not-found-path')).toHaveTextContent('/no/such/page');
    expect(screen.getByRole('link', { name: /Back to home/ })).toBeInTheDocument();
  });
});
