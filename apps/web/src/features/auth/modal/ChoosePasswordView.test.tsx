import { authMessages } from '@codeflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fakeApi';
import { profile, sessionRoutes } from '../../../test/fixtures';
import { fakeToken, renderApp } from '../../../test/renderApp';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

// decision 028: a temporary password from a team owner signs in only through this step
it('turns a temporary password into the "choose your password" step, then signs in', async () => {
  const member = profile({ full_name: 'Mia Member', role: 'team_member' });
  const api = stubApi({
    ...sessionRoutes(member),
    'POST /api/auth/login': { status: 403, body: { detail: authMessages.choosePasswordRequired } },
    'POST /api/auth/choose-password': {
      body: { access_token: fakeToken(), token_type: 'bearer', user: member },
    },
  });
  const { user, router } = renderApp('/?auth=login');
  const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
  await user.type(within(dialog).getByLabelText('Email'), 'mia@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'owner-chosen-pw');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

  const form = await within(dialog).findByRole('form', { name: 'Choose your password' });
  expect(form).toHaveTextContent(authMessages.choosePasswordRequired);
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

  // the same rules as a reset: both fields, matching, 8 characters
  await user.type(within(form).getByLabelText('New Password'), 'my-own-pw');
  await user.type(within(form).getByLabelText('Confirm Password'), 'my-own-px');
  await user.click(within(form).getByRole('button', { name: 'Choose password and sign in' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Passwords do not match');
  expect(api.callsTo('POST /api/auth/choose-password')).toEqual([]);

  await user.clear(within(form).getByLabelText('Confirm Password'));
  await user.type(within(form).getByLabelText('Confirm Password'), 'my-own-pw');
  await user.click(within(form).getByRole('button', { name: 'Choose password and sign in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/editor'), { timeout: 15_000 });
  expect(api.callsTo('POST /api/auth/choose-password')[0]?.body).toEqual({
    username: 'mia@example.com',
    password: 'owner-chosen-pw',
    new_password: 'my-own-pw',
  });
  expect(localStorage.getItem('token')).not.toBeNull();
});

it('shows the server’s words when the temporary password has expired', async () => {
  stubApi({
    'GET /api/config': { body: { google_client_id: null } },
    'GET /api/health': { body: { status: 'ok', database: 'pglite', version: '0.1.0' } },
    'POST /api/auth/login': {
      status: 401,
      body: { detail: authMessages.temporaryPasswordExpired },
    },
  });
  const { user } = renderApp('/?auth=login');
  const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
  await user.type(within(dialog).getByLabelText('Email'), 'mia@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'owner-chosen-pw');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    authMessages.temporaryPasswordExpired,
  );
  expect(within(dialog).queryByRole('form', { name: 'Choose your password' })).toBeNull();
});
