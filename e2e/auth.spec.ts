/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they use its globals (localStorage, document).
import type { Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { authModal, logInThroughModal, registerByApi, uniqueEmail } from './support/accounts';
import { emailsTo, linkIn, newestEmailTo } from './support/outbox';

const PASSWORD = 'correct horse battery';
const header = (page: Page) => page.getByRole('banner');

/** Records the calls to /api/auth/* the page makes, to prove validation happens before them. */
function recordAuthCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/auth/')) calls.push(req);
  });
  return calls;
}

test('sign up → verify through the emailed link → log in → name in the header → log out', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  const fullName = 'Ada Lovelace';

  await page.goto('/');
  await header(page).getByRole('link', { name: 'Sign Up Free' }).click();
  const modal = authModal(page);
  await expect(modal.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(modal.getByLabel('Full Name')).toBeFocused();
  await modal.getByLabel('Full Name').fill(fullName);
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'Create Account' }).click();

  await expect(modal.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(modal).toContainText(email);
  await modal.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(modal.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  const verification = await newestEmailTo(email);
  const link = linkIn(verification, '/verify-email');
  const verifyCalls = recordAuthCalls(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  // The single-use token is sent once, however the page's effects run.
  expect(verifyCalls.filter((r) => r.url().endsWith('/api/auth/verify-email'))).toHaveLength(1);

  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(modal.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/editor$/);
  await expect(header(page).getByTestId('welcome').first()).toHaveText(`Welcome, ${fullName}`);
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Super Admin' })).toHaveCount(0);
  await expect(header(page).getByText('ADMIN', { exact: true })).toHaveCount(0);
  // Free tier: no days-left badge. Verified: no banner.
  await expect(page.getByTestId('days-left')).toHaveCount(0);
  await expect(page.getByTestId('unverified-banner')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[^.]+\.[^.]+\.[^.]+$/);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBe('{"role":"user"}');

  // Signed in: / goes on to /app → /editor, and /super-admin is for admins only.
  await page.goto('/');
  await expect(page).toHaveURL(/\/editor$/);
  await page.goto('/super-admin');
  await expect(page).toHaveURL(/\/dashboard$/);

  // A second tab shares the session, and follows the logout of the first.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/dashboard');
  await expect(header(otherTab).getByTestId('welcome').first()).toHaveText(`Welcome, ${fullName}`);

  const logout = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout-session'));
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await logout;
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('user'),
      localStorage.getItem('userInfo'),
    ]),
  ).toEqual([null, null, null]);
  await page.goto('/dashboard');
  // signed out, a protected page opens sign-in and keeps the page to return to (issue 22, item 17)
  await expect(page).toHaveURL('/?auth=login&next=%2Fdashboard');
  await expect(otherTab).toHaveURL(/\/(\?auth=login&next=%2Fdashboard)?$/);
  await expect(header(otherTab).getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('forgot password → emailed link → reset → the new password works, the old one does not', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await registerByApi(request, { email, password: PASSWORD, fullName: 'Grace Hopper' });
  const seen = (await newestEmailTo(email)) && (await emailsTo(email)).length;

  await page.goto('/');
  await header(page).getByRole('link', { name: 'Sign In' }).click();
  const modal = authModal(page);
  await modal.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(modal.getByLabel('Email')).toBeFocused();
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(modal.getByTestId('auth-success')).toContainText('reset the password');

  const resetEmail = await newestEmailTo(email, seen);
  await page.goto(linkIn(resetEmail, '/reset-password'));
  const newPassword = 'a brand new password';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  const resetCall = page.waitForResponse((r) => r.url().endsWith('/api/auth/reset-password'));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  expect((await resetCall).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(modal.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/\?auth=login$/);

  await modal.getByLabel('Password', { exact: true }).fill(newPassword);
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(header(page).getByTestId('welcome').first()).toHaveText('Welcome, Grace Hopper');

  // The link was single use.
  await page.goto(linkIn(resetEmail, '/reset-password'));
  await page.getByLabel('New Password', { exact: true }).fill('yet another password');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('yet another password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired.',
  );
});

test('an unverified user sees the yellow banner; Resend Email sends a new email', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('unverified');
  await registerByApi(request, { email, password: PASSWORD, fullName: 'Alan Turing' });
  await newestEmailTo(email);
  const before = (await emailsTo(email)).length;

  await logInThroughModal(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/editor$/);
  const banner = page.getByTestId('unverified-banner');
  await expect(banner).toContainText('Your account is not verified');
  await banner.getByRole('button', { name: 'Resend Email' }).click();
  await expect(banner.getByRole('status')).toHaveText(
    'Verification email sent. Please check your inbox.',
  );
  const resent = await newestEmailTo(email, before);
  expect(linkIn(resent, '/verify-email')).toContain('token=');
  // docs/product.md#constants-and-limits: the message goes away after 5 s.
  await expect(banner.getByRole('status')).toHaveText('', { timeout: 8_000 });

  // Following the new link verifies the account and the banner goes away.
  await page.goto(linkIn(resent, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await expect(page.getByTestId('unverified-banner')).toHaveCount(0);

  // On a phone the same items live in the mobile menu, Logout included.
  await page.setViewportSize({ width: 390, height: 844 });
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(menu.getByTestId('welcome')).toHaveText('Welcome, Alan Turing');
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Sign Up Free' })).toBeVisible();
});

test('the validation messages of docs/product.md#validation-rules appear without any call to the server', async ({
  page,
}) => {
  const calls = recordAuthCalls(page);
  const modal = authModal(page);

  await page.goto('/?auth=login');
  await expect(modal.getByLabel('Email')).toHaveAttribute('type', 'email');
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please enter both email and password');
  await modal.getByLabel('Email').fill('someone@example.com');
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please enter both email and password');

  // The show/hide toggle.
  const password = modal.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await modal.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await modal.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await modal.getByRole('button', { name: 'Sign up' }).click();
  await expect(modal.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  const submit = modal.getByRole('button', { name: 'Create Account' });
  await submit.click();
  await expect(modal.getByRole('alert')).toHaveText('Please fill in all fields');
  await modal.getByLabel('Full Name').fill('Ada');
  await modal.getByLabel('Email').fill('ada@example.com');
  await modal.getByLabel('Password', { exact: true }).fill('abcdefgh');
  await submit.click();
  await expect(modal.getByRole('alert')).toHaveText('Please fill in all fields');
  await modal.getByLabel('Confirm Password', { exact: true }).fill('abcdefgi');
  await submit.click();
  await expect(modal.getByRole('alert')).toHaveText('Passwords do not match');
  await modal.getByLabel('Password', { exact: true }).fill('short');
  await modal.getByLabel('Confirm Password', { exact: true }).fill('short');
  await submit.click();
  await expect(modal.getByRole('alert')).toHaveText('Password must be at least 8 characters long');

  await modal.getByRole('button', { name: 'Sign in' }).click();
  await modal.getByRole('button', { name: 'Forgot your password?' }).click();
  await modal.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please enter your email address.');
  await modal.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(modal.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await page.goto('/reset-password?token=not-used');
  const reset = page.getByRole('button', { name: 'Reset Password' });
  await reset.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await page.getByLabel('New Password', { exact: true }).fill('abcdefgh');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('abcdefgx');
  await reset.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel('New Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('abc');
  await reset.click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');

  expect(calls.map((r) => r.url())).toEqual([]);
});

test('the modal: Escape closes it, focus stays inside, header buttons open it', async ({
  page,
}) => {
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Sign In' }).click();
  const modal = authModal(page);
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('aria-modal', 'true');
  await expect(modal.getByLabel('Email')).toBeFocused();
  // Tab through every control and wrap around: focus never leaves the dialog.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // Google sign-in is off on this server: no button and Google's script never loads.
  await page.goto('/?auth=signup');
  await expect(modal.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByTestId('google-button')).toHaveCount(0);
  await expect(page.locator('script[src*="accounts.google.com"]')).toHaveCount(0);
});

test('signed out: protected routes open sign-in with the page kept in next; /pricing shows the public prices (issue 22, item 17)', async ({
  page,
}) => {
  for (const path of [
    '/dashboard',
    '/editor',
    '/payment/success',
    '/super-admin',
    '/app',
    '/account',
  ]) {
    await page.goto(path);
    // /app forwards to /editor before the gate sees it
    const next = path === '/app' ? '/editor' : path;
    await expect(page, path).toHaveURL(`/?auth=login&next=${encodeURIComponent(next)}`);
    await expect(page.getByRole('heading', { name: 'Turn code into flowcharts' })).toBeVisible();
    await expect(authModal(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  }
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/PricingPagePublic$/);
});

test('signing in from a protected page returns to it (issue 22, item 17)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('return');
  await registerByApi(request, { email, password: PASSWORD, fullName: 'Rita Return' });
  await page.goto('/account?tab=x');
  const modal = authModal(page);
  await expect(modal.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account\?tab=x$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
});

test('an unknown page answers 404 with the not-found page (issue 22, item 17)', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const known = await page.goto('/features');
  expect(known?.status()).toBe(200);
  const spa = await page.goto('/dashboard');
  expect(spa?.status()).toBe(200);
});

test('an expired stored token is cleared with "Session expired. Please log in again."', async ({
  page,
}) => {
  // Stored before the app's scripts run: set after an earlier page load instead, the app of that
  // page could still be starting (lazy routes mount after `load`) and clear it first.
  await page.addInitScript(() => {
    if (location.pathname !== '/dashboard') return;
    const b64 = (v: string) => btoa(v).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const payload = b64(JSON.stringify({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 }));
    localStorage.setItem('token', `${b64('{"alg":"HS256"}')}.${payload}.sig`);
    localStorage.setItem('user', '{}');
  });
  await page.goto('/dashboard');
  // the session ended on a protected page: sign in again and come back (issue 22, item 17)
  await expect(page).toHaveURL('/?auth=login&next=%2Fdashboard');
  await expect(page.getByTestId('session-notice')).toContainText(
    'Session expired. Please log in again.',
  );
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a token the server rejects at startup signs the visitor out', async ({ page }) => {
  // before the app's scripts run (see the expired-token test)
  await page.addInitScript(() => {
    if (location.pathname !== '/dashboard') return;
    const payload = btoa(JSON.stringify({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 3600 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    localStorage.setItem('token', `eyJhbGciOiJIUzI1NiJ9.${payload}.forged`);
  });
  await page.goto('/dashboard');
  // the session ended on a protected page: sign in again and come back (issue 22, item 17)
  await expect(page).toHaveURL('/?auth=login&next=%2Fdashboard');
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a 401 from any call ends the session and offers sign-in, back to the page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('revoked');
  await registerByApi(request, { email, password: PASSWORD, fullName: 'Edsger Dijkstra' });
  await logInThroughModal(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/editor$/);
  const banner = page.getByTestId('unverified-banner');
  await expect(banner).toBeVisible();

  // The session is revoked elsewhere (every token of the user)...
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const revoke = await request.post('/api/auth/logout-all', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoke.status()).toBe(200);

  // ...so the next call answers 401: the app clears the session and offers to sign in again,
  // back to the page it was on (issue 22, item 17)
  await banner.getByRole('button', { name: 'Resend Email' }).click();
  await expect(page).toHaveURL('/?auth=login&next=%2Feditor');
  await expect(page.getByTestId('session-notice')).toContainText(
    'Authentication required. Please log in again.',
  );
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the verification page: missing token and an invalid token', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toHaveText(
    'No verification token found. Please check the link from your email.',
  );
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText(
    'Verification failed. The link may be invalid or expired.',
  );
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(authModal(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

// Google sign-in, with local stand-ins: this server runs without a Google client id, so the test
// answers /api/config with one, serves a stand-in for Google's script (same global API:
// google.accounts.id.initialize / renderButton), and answers /api/auth/google itself — the
// server's own tests cover verifying real Google ID tokens.
const GOOGLE_STAND_IN = `
window.google = { accounts: { id: {
  initialize(config) { window.__gis = config; },
  renderButton(parent, options) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Google stand-in (' + options.text + ')';
    button.onclick = () => window.__gis.callback({ credential: 'stand-in-credential' });
    parent.append(button);
  },
} } };`;

async function enableGoogle(page: Page, script: 'works' | 'fails') {
  await page.route('**/api/config', (route) =>
    route.fulfill({ json: { google_client_id: 'stand-in.apps.googleusercontent.com' } }),
  );
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    script === 'works'
      ? route.fulfill({ contentType: 'text/javascript', body: GOOGLE_STAND_IN })
      : route.abort(),
  );
}

test('Google sign-in: the button appears on demand; failure and success', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('google');
  await registerByApi(request, { email, password: PASSWORD, fullName: 'Katherine Johnson' });
  const login = await request.post('/api/auth/login', {
    form: { username: email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const loginAnswer: unknown = await login.json();

  await enableGoogle(page, 'works');
  const credentials: unknown[] = [];
  let answer: 'reject' | 'accept' = 'reject';
  await page.route('**/api/auth/google', async (route) => {
    credentials.push(route.request().postDataJSON());
    await (answer === 'reject'
      ? route.fulfill({ status: 401, json: { detail: 'Google authentication failed' } })
      : route.fulfill({ json: loginAnswer }));
  });

  await page.goto('/?auth=signup');
  const modal = authModal(page);
  await expect(modal.getByRole('button', { name: 'Google stand-in (signup_with)' })).toBeVisible();
  await modal.getByRole('button', { name: 'Sign in' }).click();
  const google = modal.getByRole('button', { name: 'Google stand-in (signin_with)' });
  await google.click();
  await expect(modal.getByRole('alert')).toHaveText('Google authentication failed');
  await expect(page).toHaveURL(/\/\?auth=login$/);

  answer = 'accept';
  await google.click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(header(page).getByTestId('welcome').first()).toHaveText(
    'Welcome, Katherine Johnson',
  );
  expect(credentials).toEqual([
    { credential: 'stand-in-credential' },
    { credential: 'stand-in-credential' },
  ]);
});

test('Google sign-in: a script that cannot load says so', async ({ page }) => {
  await enableGoogle(page, 'fails');
  await page.goto('/?auth=login');
  await expect(authModal(page).getByRole('alert')).toHaveText(
    'Failed to render Google authentication button.',
  );
  // Email sign-in still works around it.
  await expect(authModal(page).getByLabel('Email')).toBeVisible();
});
