import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { stubApi } from '../../test/fakeApi';
import { profile, sessionRoutes, signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { adminRoutes } from './adminTestRoutes';

beforeEach(() => signInStorage());

it('shows who is signed in, the testing tools above the tabs, and the dashboard cards', async () => {
  stubApi(adminRoutes());
  renderApp('/super-admin');
  expect(await screen.findByText('root@example.com', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText(/Logged in as/)).toBeInTheDocument();
  const tools = screen.getByTestId('admin-testing-tools');
  expect(within(tools).getByRole('heading', { name: 'Admin Testing Tools' })).toBeInTheDocument();
  const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
  expect(tabs).toEqual(['Dashboard', 'User Management', 'Analytics', 'Commerce', 'Audit']);
  expect(await screen.findByTestId('stat-total-users')).toHaveTextContent('42');
  // premium plus organization
  expect(screen.getByTestId('stat-premium-users')).toHaveTextContent('11');
  expect(screen.getByTestId('breakdown-organization')).toHaveTextContent('4');
});

it('reloads the user list on every tab switch, and the stats when the Dashboard tab opens', async () => {
  const api = stubApi(adminRoutes());
  const { user } = renderApp('/super-admin');
  await screen.findByTestId('stat-total-users');
  await user.click(screen.getByRole('tab', { name: 'User Management' }));
  await screen.findByTestId('users-table');
  const listed = api.callsTo('GET /api/admin/users').length;
  await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
  await screen.findByTestId('stat-total-users');
  await waitFor(() => expect(api.callsTo('GET /api/admin/dashboard-stats').length).toBe(2));
  await user.click(screen.getByRole('tab', { name: 'User Management' }));
  await waitFor(() => expect(api.callsTo('GET /api/admin/users').length).toBeGreaterThan(listed));
});

it('moves between tabs with the arrow keys', async () => {
  stubApi(adminRoutes());
  const { user } = renderApp('/super-admin');
  const first = await screen.findByRole('tab', { name: 'Dashboard' });
  first.focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'User Management' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('tab', { name: 'User Management' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
});

it('says so when the stats cannot be loaded', async () => {
  stubApi({ ...adminRoutes(), 'GET /api/admin/dashboard-stats': { status: 403, body: {} } });
  renderApp('/super-admin');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
});

it('sends a non-admin to the dashboard', async () => {
  stubApi({ ...sessionRoutes(profile()), 'GET /api/flowcharts/user': { body: [] } });
  const { router } = renderApp('/super-admin');
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
});

it('gives every screen its own URL: the tabs are links, and a screen opens at its URL', async () => {
  stubApi(adminRoutes());
  const { router, user } = renderApp('/super-admin/users');
  expect(await screen.findByTestId('users-table', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'User Management' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getAllByRole('tab').map((t) => t.getAttribute('href'))).toEqual([
    '/super-admin',
    '/super-admin/users',
    '/super-admin/analytics',
    '/super-admin/commerce',
    '/super-admin/audit',
  ]);
  await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin'));
  expect(await screen.findByTestId('stat-total-users')).toBeInTheDocument();
});

it('sends the old /super-admin?tab= links to the screen they named', async () => {
  stubApi(adminRoutes());
  const { router } = renderApp('/super-admin?tab=users');
  await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin/users'));
  expect(router.state.location.search).toBe('');
});
