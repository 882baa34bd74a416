import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { stubApi, type FakeRoute } from '../../test/fakeApi';
import { signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { adminRoutes, adminRow, requestedQueries, userRow } from './adminTestRoutes';

beforeEach(() => signInStorage());

async function openUsers(extra: Record<string, FakeRoute> = {}, rows = [userRow(), adminRow]) {
  const api = stubApi({ ...adminRoutes(rows), ...extra });
  const view = renderApp('/super-admin?tab=users');
  await screen.findByTestId('users-table', {}, { timeout: 5000 });
  return { api, ...view };
}

function row(email: string) {
  const found = screen
    .getAllByTestId('user-row')
    .find((r) => r.getAttribute('data-user-email') === email);
  if (!found) throw new Error(`no row for ${email}`);
  return found;
}

it('shows each column: days left, flowcharts, last login, time spent, status', async () => {
  await openUsers({}, [
    userRow(),
    userRow({ id: 'u2', email: 'soon@example.com', days_left: 3 }),
    userRow({ id: 'u3', email: 'gone@example.com', days_left: -1, disabled: true }),
    userRow({ id: 'u4', email: 'free@example.com', days_left: null, subscription_tier: 'free' }),
  ]);
  const ada = row('ada@example.com');
  expect(within(ada).getByText('Ada Lovelace')).toBeInTheDocument();
  expect(within(ada).getByTestId('user-days-left')).toHaveTextContent('12d');
  expect(within(ada).getByTestId('user-flowchart-count')).toHaveTextContent('3');
  expect(within(ada).getByText('Never')).toBeInTheDocument();
  expect(within(ada).getByText('1h 5m')).toBeInTheDocument();
  expect(within(ada).getByTestId('user-status')).toHaveTextContent('Active');
  expect(within(row('soon@example.com')).getByTestId('user-days-left')).toHaveClass('text-red-600');
  expect(within(row('gone@example.com')).getByTestId('user-days-left')).toHaveTextContent(
    'Expired',
  );
  expect(within(row('gone@example.com')).getByTestId('user-status')).toHaveTextContent('Disabled');
  expect(within(row('free@example.com')).getByTestId('user-days-left')).toHaveTextContent('-');
});

it('never offers to select, disable or delete an admin', async () => {
  await openUsers();
  const admin = row('root@example.com');
  expect(within(admin).queryByRole('checkbox')).not.toBeInTheDocument();
  expect(within(admin).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  expect(within(admin).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  expect(within(admin).getByRole('button', { name: 'Password' })).toBeInTheDocument();
});

it('creates a user: submit waits for email and admin password, defaults user/free, row on top', async () => {
  const created = userRow({ id: 'new', email: 'new@example.com', full_name: 'New Person' });
  const { api, user } = await openUsers({
    'POST /api/admin/users/create': { body: { ...created, subscription_tier: 'free' } },
  });
  await user.click(screen.getByRole('button', { name: 'Create User' }));
  const dialog = screen.getByRole('dialog', { name: 'Create New User' });
  const submit = within(dialog).getByRole('button', { name: 'Create user' });
  expect(submit).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
  expect(submit).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Full name'), 'New Person');
  await user.type(within(dialog).getByLabelText('Password'), 'long enough');
  await user.type(within(dialog).getByLabelText('Your admin password'), 'secret admin');
  expect(submit).toBeEnabled();
  await user.click(submit);

  expect(await screen.findByTestId('admin-notice')).toHaveTextContent('User created successfully.');
  expect(api.callsTo('POST /api/admin/users/create')[0]?.body).toEqual({
    email: 'new@example.com',
    full_name: 'New Person',
    password: 'long enough',
    role: 'user',
    subscription_tier: 'free',
    admin_password: 'secret admin',
  });
  expect(screen.getAllByTestId('user-row')[0]).toHaveAttribute(
    'data-user-email',
    'new@example.com',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('asks for the admin password before disabling, and shows the returned status', async () => {
  const { api, user } = await openUsers({
    'POST /api/admin/users/toggle-status': {
      body: { disabled: true, message: 'User disabled successfully.' },
    },
  });
  await user.click(within(row('ada@example.com')).getByRole('button', { name: 'Disable' }));
  const dialog = screen.getByRole('dialog', { name: 'Admin Password Verification' });
  await user.click(within(dialog).getByRole('button', { name: 'Disable user' }));
  expect(within(dialog).getByText('Admin password is required.')).toBeInTheDocument();
  expect(api.callsTo('POST /api/admin/users/toggle-status')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Your admin password'), 'secret admin');
  await user.click(within(dialog).getByRole('button', { name: 'Disable user' }));
  await waitFor(() =>
    expect(within(row('ada@example.com')).getByTestId('user-status')).toHaveTextContent('Disabled'),
  );
  expect(api.callsTo('POST /api/admin/users/toggle-status')[0]?.body).toEqual({
    user_id: 'u1',
    admin_password: 'secret admin',
  });
  expect(screen.getByTestId('admin-notice')).toHaveTextContent('User disabled successfully.');
  expect(
    within(row('ada@example.com')).getByRole('button', { name: 'Enable' }),
  ).toBeInTheDocument();
});

it("keeps the dialog open with the server's reason when the admin password is wrong", async () => {
  const { user } = await openUsers({
    'POST /api/admin/users/toggle-status': {
      status: 403,
      body: { detail: 'Admin password is incorrect.' },
    },
  });
  await user.click(within(row('ada@example.com')).getByRole('button', { name: 'Disable' }));
  const dialog = screen.getByRole('dialog', { name: 'Admin Password Verification' });
  await user.type(within(dialog).getByLabelText('Your admin password'), 'wrong');
  await user.click(within(dialog).getByRole('button', { name: 'Disable user' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Admin password is incorrect.',
  );
  expect(within(row('ada@example.com')).getByTestId('user-status')).toHaveTextContent('Active');
});

it('changes a password in two steps: admin password, then a new one of at least 8', async () => {
  const { api, user } = await openUsers({
    'POST /api/admin/users/change-password': {
      body: { message: 'Password changed successfully.' },
    },
  });
  await user.click(within(row('ada@example.com')).getByRole('button', { name: 'Password' }));
  const verify = screen.getByRole('dialog', { name: 'Admin Password Verification' });
  await user.type(within(verify).getByLabelText('Your admin password'), 'secret admin');
  await user.click(within(verify).getByRole('button', { name: 'Continue' }));

  const step2 = screen.getByRole('dialog', { name: 'Set New Password' });
  await user.type(within(step2).getByLabelText('New password'), 'short');
  await user.click(within(step2).getByRole('button', { name: 'Set password' }));
  expect(
    within(step2).getByText('New password must be at least 8 characters long.'),
  ).toBeInTheDocument();
  await user.clear(within(step2).getByLabelText('New password'));
  await user.type(within(step2).getByLabelText('New password'), 'a brand new one');
  await user.click(within(step2).getByRole('button', { name: 'Set password' }));

  expect(await screen.findByTestId('admin-notice')).toHaveTextContent(
    'Password for Ada Lovelace has been changed.',
  );
  expect(api.callsTo('POST /api/admin/users/change-password')[0]?.body).toEqual({
    user_id: 'u1',
    new_password: 'a brand new one',
    admin_password: 'secret admin',
  });
});

it('changes the role and the subscription, and the row follows', async () => {
  const { api, user } = await openUsers({
    'POST /api/admin/users/change-role': { body: { message: 'Role changed successfully.' } },
    'POST /api/admin/users/change-subscription': {
      body: { message: 'Subscription changed successfully.' },
    },
  });
  await user.click(screen.getByRole('button', { name: 'Change subscription of Ada Lovelace' }));
  let dialog = screen.getByRole('dialog', { name: 'Change Subscription' });
  await user.selectOptions(within(dialog).getByLabelText('Subscription'), 'premium');
  await user.type(within(dialog).getByLabelText('Lasts for (days, optional)'), '30');
  await user.type(within(dialog).getByLabelText('Your admin password'), 'secret admin');
  await user.click(within(dialog).getByRole('button', { name: 'Change subscription' }));
  expect(await screen.findByTestId('admin-notice')).toHaveTextContent(
    'Subscription changed successfully.',
  );
  expect(api.callsTo('POST /api/admin/users/change-subscription')[0]?.body).toEqual({
    user_id: 'u1',
    subscription_tier: 'premium',
    expiry_days: 30,
    admin_password: 'secret admin',
  });

  await user.click(screen.getByRole('button', { name: 'Change role of Ada Lovelace' }));
  dialog = screen.getByRole('dialog', { name: 'Change Role' });
  // a plain user is never offered team member (only an organization's owner makes one)
  expect(
    within(within(dialog).getByLabelText('Role')).queryByRole('option', { name: 'Team member' }),
  ).toBeNull();
  await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
  await user.type(within(dialog).getByLabelText('Your admin password'), 'secret admin');
  await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
  await waitFor(() =>
    expect(within(row('ada@example.com')).getByTestId('user-role')).toHaveTextContent('ADMIN'),
  );
  expect(api.callsTo('POST /api/admin/users/change-role')[0]?.body).toEqual({
    user_id: 'u1',
    new_role: 'admin',
    admin_password: 'secret admin',
  });
});

it('deletes a user after the confirmation, and the row goes', async () => {
  const { api, user } = await openUsers({
    'DELETE /api/admin/users/u1': { body: { message: 'User and all their flowcharts deleted.' } },
  });
  await user.click(within(row('ada@example.com')).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete User' });
  expect(dialog).toHaveTextContent('This cannot be undone.');
  await user.type(within(dialog).getByLabelText('Your admin password'), 'secret admin');
  await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
  await waitFor(() => expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument());
  expect(api.callsTo('DELETE /api/admin/users/u1')[0]?.body).toEqual({
    admin_password: 'secret admin',
  });
});

it("opens a user's flowchart list from the count", async () => {
  const { user } = await openUsers({
    'GET /api/admin/users/u1/flowcharts': {
      body: {
        user: { id: 'u1', email: 'ada@example.com', full_name: 'Ada Lovelace' },
        flowcharts: [
          {
            id: 'f1',
            title: 'Bubble sort',
            language: 'python',
            created_at: '2026-02-03T00:00:00Z',
            updated_at: '2026-02-03T00:00:00Z',
          },
        ],
        total_count: 1,
      },
    },
  });
  await user.click(within(row('ada@example.com')).getByTestId('user-flowchart-count'));
  const dialog = screen.getByRole('dialog', { name: 'Flowcharts of Ada Lovelace' });
  expect(await within(dialog).findByText('Total: 1 flowcharts')).toBeInTheDocument();
  expect(within(dialog).getByText('Bubble sort')).toBeInTheDocument();
  expect(within(dialog).getByText('Python')).toBeInTheDocument();
});

it('selects rows, select-all takes every non-admin row, and bulk disable sends them', async () => {
  const { api, user } = await openUsers(
    {
      'POST /api/admin/users/bulk-disable': { body: { updated: 2, message: '2 users disabled.' } },
    },
    [
      userRow(),
      userRow({ id: 'u2', email: 'bob@example.com', full_name: 'Bob' }),
      userRow({
        id: 'admin-1',
        email: 'root@example.com',
        role: 'admin',
        full_name: 'Root',
      }),
    ],
  );
  expect(screen.queryByTestId('bulk-action-bar')).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Select Bob' }));
  expect(screen.getByTestId('bulk-action-bar')).toHaveTextContent('1 user selected');
  const all = screen.getByRole('checkbox', { name: 'Select all users on this page' });
  expect(all).toHaveProperty('indeterminate', true);
  await user.click(all);
  expect(screen.getByTestId('bulk-action-bar')).toHaveTextContent('2 users selected');

  await user.click(screen.getByRole('button', { name: 'Disable selected' }));
  const dialog = screen.getByRole('dialog', { name: 'Admin Password Verification' });
  await user.type(within(dialog).getByLabelText('Your admin password'), 'secret admin');
  await user.click(within(dialog).getByRole('button', { name: 'Disable users' }));
  expect(await screen.findByTestId('admin-notice')).toHaveTextContent('2 users disabled.');
  const body = api.callsTo('POST /api/admin/users/bulk-disable')[0]?.body as {
    user_ids: string[];
  };
  expect([...body.user_ids].sort()).toEqual(['u1', 'u2']);
  expect(within(row('bob@example.com')).getByTestId('user-status')).toHaveTextContent('Disabled');
  expect(screen.queryByTestId('bulk-action-bar')).not.toBeInTheDocument();
});

it('searches and filters on the server, starting again at page 1', async () => {
  const { api, user } = await openUsers();
  await user.type(screen.getByLabelText('Search users'), 'ada');
  await user.selectOptions(screen.getByLabelText('Status'), 'disabled');
  await waitFor(() => {
    const last = api.calls.filter((c) => c.path === '/api/admin/users').length;
    expect(last).toBeGreaterThan(1);
  });
  await waitFor(() => {
    const last = requestedQueries('/api/admin/users').at(-1);
    expect(last?.get('search')).toBe('ada');
    expect(last?.get('status')).toBe('disabled');
    expect(last?.get('page')).toBe('1');
  });
});
