import { accountMessages, authMessages, type AccountSession } from '@codeflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi, type FakeRoute } from '../../test/fakeApi';
import { profile, sessionRoutes, signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const sessions: AccountSession[] = [
  {
    id: 's-current',
    device: 'Chrome on Linux',
    country: null,
    started_at: '2030-01-01T10:00:00.000Z',
    last_seen_at: '2030-01-02T10:00:00.000Z',
    current: true,
  },
  {
    id: 's-phone',
    device: 'Safari on iPhone',
    country: 'DE',
    started_at: '2030-01-01T09:00:00.000Z',
    last_seen_at: '2030-01-01T09:30:00.000Z',
    current: false,
  },
];

function stub(extra: Record<string, FakeRoute> = {}, hasPassword = true) {
  return stubApi({
    ...sessionRoutes(profile()),
    'GET /api/account': {
      body: { has_password: hasPassword, google_linked: !hasPassword, pending_email: null },
    },
    'GET /api/account/sessions': { body: sessions },
    ...extra,
  });
}

beforeEach(() => signInStorage());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('shows every section with the current email and the sessions, the current one marked', async () => {
  stub();
  renderApp('/account');
  expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  for (const name of [
    'Profile',
    'Email address',
    'Password',
    'Sessions',
    'Your data',
    'Delete account',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  expect(screen.getByTestId('current-email')).toHaveTextContent('ada@example.com');
  const rows = await screen.findAllByTestId('session');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
  expect(within(rows[0]!).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  expect(within(rows[1]!).getByText(/Germany/)).toBeInTheDocument();
  expect(within(rows[1]!).getByText(/Safari on iPhone/)).toBeInTheDocument();
});

it('refuses a name with a text-direction mark before calling the server, then saves a good one', async () => {
  const api = stub({
    'PATCH /api/account/profile': (call) => ({
      body: profile({ full_name: (call.body as { full_name: string }).full_name }),
    }),
  });
  const { user } = renderApp('/account');
  const field = await screen.findByLabelText('Full name');
  // a text-direction override, as a paste would bring it
  await user.clear(field);
  await user.click(field);
  await user.paste('Ada\u202eEvil');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText(authMessages.fullNameUnsafe)).toBeInTheDocument();
  expect(api.callsTo('PATCH /api/account/profile')).toHaveLength(0);

  await user.clear(field);
  await user.type(field, 'Ada King');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText('Your name has been updated.')).toBeInTheDocument();
  expect(api.callsTo('PATCH /api/account/profile')[0]?.body).toEqual({ full_name: 'Ada King' });
});

it('shows the server refusing a wrong current password', async () => {
  stub({
    'POST /api/account/password': { status: 403, body: { detail: accountMessages.wrongPassword } },
  });
  const { user } = renderApp('/account');
  await user.type(
    await screen.findByLabelText('Current password', {
      selector: '[data-testid="current-password"]',
    }),
    'wrong',
  );
  await user.type(screen.getByLabelText('New password'), 'a new password');
  await user.type(screen.getByLabelText('Confirm new password'), 'a new password');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.wrongPassword);
});

it('revokes another session and reloads the list', async () => {
  let list = sessions;
  const api = stub({
    'GET /api/account/sessions': () => ({ body: list }),
    'DELETE /api/account/sessions/s-phone': () => {
      list = sessions.slice(0, 1);
      return { status: 204 };
    },
  });
  const { user } = renderApp('/account');
  await user.click(await screen.findByRole('button', { name: /^Revoke Safari on iPhone/ }));
  await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
  expect(api.callsTo('DELETE /api/account/sessions/s-phone')).toHaveLength(1);
  expect(screen.getByTestId('session-status')).toHaveTextContent(
    'That session has been signed out.',
  );
});

it('deletes only once the email is typed, then lands signed out on the confirmation page', async () => {
  const api = stub({
    'POST /api/account/delete': { body: { message: accountMessages.accountDeleted } },
    'POST /api/auth/logout-session': { status: 401, body: { detail: 'Not authenticated' } },
  });
  const { user, router } = renderApp('/account');
  await user.click(await screen.findByTestId('delete-account'));
  const dialog = await screen.findByRole('dialog');
  const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Your password'), 'my password');
  await user.type(within(dialog).getByLabelText('Type ada@example.com to confirm'), 'ada@example');
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Type ada@example.com to confirm'), '.com');
  expect(confirm).toBeEnabled();
  await user.click(confirm);
  expect(await screen.findByTestId('account-deleted')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/account/deleted');
  expect(api.callsTo('POST /api/account/delete')[0]?.body).toEqual({
    password: 'my password',
    confirmation: 'ada@example.com',
  });
  expect(localStorage.getItem('token')).toBeNull();
});

it('a Google-only account sees no password fields', async () => {
  stub({}, false);
  const { user } = renderApp('/account');
  await screen.findByTestId('current-email');
  await waitFor(() => expect(screen.queryByTestId('password-section')).not.toBeInTheDocument());
  expect(screen.queryByTestId('email-password')).not.toBeInTheDocument();
  await user.click(screen.getByTestId('delete-account'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
  expect(within(dialog).getByText(/sign in again first/)).toBeInTheDocument();
});

it('clears a refusal once the field is edited, and names what is wrong before calling (issue 22, item 13)', async () => {
  const api = stub({
    'POST /api/account/password': { status: 403, body: { detail: accountMessages.wrongPassword } },
  });
  const { user } = renderApp('/account');
  const current = await screen.findByLabelText('Current password', {
    selector: '[data-testid="current-password"]',
  });
  const changeButton = screen.getByRole('button', { name: 'Change password' });
  // nothing filled in: each field says what it needs, nothing is sent
  await user.click(changeButton);
  expect(await screen.findByText(accountMessages.passwordRequired)).toBeInTheDocument();
  expect(screen.getByText(authMessages.passwordTooShort)).toBeInTheDocument();
  expect(api.callsTo('POST /api/account/password')).toHaveLength(0);

  await user.type(current, 'wrong');
  expect(screen.queryByText(accountMessages.passwordRequired)).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('New password'), 'a new password');
  await user.type(screen.getByLabelText('Confirm new password'), 'a new password');
  await user.click(changeButton);
  expect(await screen.findByTestId('password-status')).toHaveTextContent(
    accountMessages.wrongPassword,
  );
  await user.type(current, '!');
  expect(screen.queryByTestId('password-status')).not.toBeInTheDocument();
});

it('checks a new email address before sending it, and clears the message on edit', async () => {
  const api = stub();
  const { user } = renderApp('/account');
  const field = await screen.findByLabelText('New email address');
  await user.type(field, 'not an address');
  await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  expect(await screen.findByText(authMessages.emailInvalid)).toBeInTheDocument();
  expect(screen.getByText(accountMessages.passwordRequired)).toBeInTheDocument();
  expect(api.callsTo('POST /api/account/email')).toHaveLength(0);
  await user.type(field, 'x');
  expect(screen.queryByText(authMessages.emailInvalid)).not.toBeInTheDocument();
});
