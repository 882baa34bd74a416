import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { stubApi } from '../../test/fakeApi';
import { profile, sessionRoutes, signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { adminProfile } from './adminTestRoutes';

beforeEach(() => signInStorage());

const selfAnswer = (tier: string) => ({
  body: {
    message: 'ok',
    subscription_tier: tier,
    subscription_expiry_date: null,
    days_left: null,
  },
});

it('lets an admin test the product as Free, then refreshes the session', async () => {
  let tier: 'admin' | 'free' = 'admin';
  const api = stubApi({
    ...sessionRoutes(adminProfile),
    'GET /api/auth/me': () => ({ body: { ...adminProfile, subscription_tier: tier } }),
    'GET /api/flowcharts/user': { body: [] },
    'POST /api/admin/set-tier': () => {
      tier = 'free';
      return selfAnswer('free');
    },
  });
  const { user } = renderApp('/dashboard');
  const panel = await screen.findByTestId('admin-testing-tools', {}, { timeout: 5000 });
  const before = api.callsTo('GET /api/auth/me').length;
  await user.click(within(panel).getByRole('button', { name: 'Free' }));
  expect(await within(panel).findByTestId('testing-tools-notice')).toHaveTextContent(
    "Successfully switched to 'free' tier for testing.",
  );
  expect(api.callsTo('POST /api/admin/set-tier')[0]?.body).toEqual({ tier: 'free' });
  await waitFor(() => expect(api.callsTo('GET /api/auth/me').length).toBeGreaterThan(before));
  await waitFor(() => expect(screen.getByTestId('plan-badge')).toHaveTextContent('Free'));
});

it('sets own expiry in whole days and says the session is refreshed', async () => {
  const api = stubApi({
    ...sessionRoutes(adminProfile),
    'GET /api/flowcharts/user': { body: [] },
    'POST /api/admin/set-self-expiry': selfAnswer('admin'),
  });
  const { user } = renderApp('/dashboard');
  const panel = await screen.findByTestId('admin-testing-tools', {}, { timeout: 5000 });
  const days = within(panel).getByLabelText('Set own expiry (days from now)');
  await user.clear(days);
  await user.type(days, '-2');
  await user.click(within(panel).getByRole('button', { name: 'Set expiry' }));
  expect(await within(panel).findByTestId('testing-tools-notice')).toHaveTextContent(
    'Your expiry date has been updated! Refreshing your session.',
  );
  expect(api.callsTo('POST /api/admin/set-self-expiry')[0]?.body).toEqual({ days_from_now: -2 });
});

it('reports a refused own tier change with the server reason', async () => {
  stubApi({
    ...sessionRoutes(adminProfile),
    'GET /api/flowcharts/user': { body: [] },
    'POST /api/admin/set-self-tier': { status: 403, body: { detail: 'Admin access required' } },
  });
  const { user } = renderApp('/dashboard');
  const panel = await screen.findByTestId('admin-testing-tools', {}, { timeout: 5000 });
  await user.selectOptions(within(panel).getByLabelText('Set own tier'), 'pro');
  await user.click(within(panel).getByRole('button', { name: 'Set tier' }));
  expect(await within(panel).findByTestId('testing-tools-notice')).toHaveTextContent(
    'Failed to set tier: Admin access required',
  );
});

it('is not there for other users', async () => {
  stubApi({ ...sessionRoutes(profile()), 'GET /api/flowcharts/user': { body: [] } });
  renderApp('/dashboard');
  await screen.findByTestId('plan-badge');
  expect(screen.queryByTestId('admin-testing-tools')).not.toBeInTheDocument();
});
