import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fakeApi';
import { profile, sessionRoutes } from '../../../test/fixtures';
import { fakeToken, renderApp } from '../../../test/renderApp';

const signedOut = {
  'GET /api/config': { body: { google_client_id: null } },
  'GET /api/health': { body: { status: 'ok', database: 'pglite', version: '0.1.0' } },
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

it('opens from ?auth=login as a modal dialog with the email field focused', async () => {
  stubApi(signedOut);
  renderApp('/?auth=login');
  const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByLabelText('Email')).toHaveFocus();
  expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
});

it('switches between sign-in, sign-up and forgot password, focusing each first field', async () => {
  stubApi(signedOut);
  const { user, router } = renderApp('/?auth=login');
  const dialog = await screen.findByRole('dialog');

  await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
  expect(within(dialog).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Full Name')).toHaveFocus();
  expect(router.state.location.search).toBe('?auth=signup');

  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
  expect(within(dialog).getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Email')).toHaveFocus();
});

it('shows the validation error and calls nothing when fields are missing', async () => {
  const api = stubApi(signedOut);
  const { user } = renderApp('/?auth=signup');
  const dialog = await screen.findByRole('dialog', { name: 'Create Account' });

  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields');

  await user.type(within(dialog).getByLabelText('Full Name'), 'Ada');
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'abcdefgh');
  await user.type(within(dialog).getByLabelText('Confirm Password'), 'abcdefgx');
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Passwords do not match');

  expect(api.calls.filter((c) => c.path.startsWith('/api/auth/'))).toEqual([]);
});

it('signs up, then says to check the email', async () => {
  const api = stubApi({
    ...signedOut,
    'POST /api/auth/register': { status: 201, body: { message: 'Registered' } },
  });
  const { user } = renderApp('/?auth=signup');
  const dialog = await screen.findByRole('dialog', { name: 'Create Account' });
  await user.type(within(dialog).getByLabelText('Full Name'), ' Ada Lovelace ');
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
  await user.type(within(dialog).getByLabelText('Confirm Password'), 'correct horse');
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

  expect(
    await within(dialog).findByRole('heading', { name: 'Check Your Email' }),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('ada@example.com')).toBeInTheDocument();
  expect(api.callsTo('POST /api/auth/register')).toEqual([
    {
      method: 'POST',
      path: '/api/auth/register',
      body: { email: 'ada@example.com', password: 'correct horse', full_name: 'Ada Lovelace' },
    },
  ]);
});

it('submits the login form, closes the modal and shows the user in the header', async () => {
  const user0 = profile({ full_name: 'Grace Hopper' });
  const api = stubApi({
    ...sessionRoutes(user0),
    'POST /api/auth/login': {
      body: { access_token: fakeToken(), token_type: 'bearer', user: user0 },
    },
  });
  const { user, router } = renderApp('/?auth=login');
  const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
  await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'wrong or right');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

  // After sign-in the app goes to /app, which forwards to the editor.
  await waitFor(() => expect(router.state.location.pathname).toBe('/editor'), { timeout: 15_000 });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
    username: 'grace@example.com',
    password: 'wrong or right',
  });
  expect(localStorage.getItem('token')).not.toBeNull();
  expect((await screen.findAllByTestId('welcome'))[0]).toHaveTextContent('Welcome, Grace Hopper');
});

it('a refused login shows the server message and keeps the modal open', async () => {
  stubApi({
    ...signedOut,
    'POST /api/auth/login': { status: 401, body: { detail: 'Invalid email or password' } },
  });
  const { user } = renderApp('/?auth=login');
  const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
  await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'nope nope');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
  expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

it('Escape and the × button close it and clear ?auth=', async () => {
  stubApi(signedOut);
  const { user, router } = renderApp('/?auth=login');
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(router.state.location.search).toBe('');

  await router.navigate('/?auth=signup');
  const dialog = await screen.findByRole('dialog', { name: 'Create Account' });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
