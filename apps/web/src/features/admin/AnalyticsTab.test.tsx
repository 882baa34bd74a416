import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { stubApi, type FakeRoute } from '../../test/fakeApi';
import { signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { adminRoutes, requestedQueries } from './adminTestRoutes';

beforeEach(() => {
  signInStorage();
  // jsdom draws nothing: without a 2D context the charts leave their text versions alone
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const analytics: Record<string, FakeRoute> = {
  'GET /api/analytics/kpi-overview': {
    body: {
      total_users: 42,
      total_flowcharts: 310,
      daily_active_users: 5,
      monthly_active_users: 30,
      total_time_spent_hours: 12.5,
    },
  },
  'GET /api/analytics/subscriptions-distribution': {
    body: [
      { label: 'Free', value: 20 },
      { label: 'Pro', value: 10 },
    ],
  },
  'GET /api/analytics/language-usage': { body: [{ label: 'Python', value: 200 }] },
  'GET /api/analytics/user-geography': {
    body: [
      { label: 'IN', value: 20 },
      { label: 'Unknown', value: 22 },
    ],
  },
  'GET /api/analytics/flowcharts-over-time': {
    body: [
      { date: '2026-11-22', count: 0 },
      { date: '2026-11-23', count: 4 },
    ],
  },
};

function overTimeQueries(): URLSearchParams[] {
  return requestedQueries('/api/analytics/flowcharts-over-time');
}

it('says "Loading Analytics..." then shows the KPIs, doughnuts and locations', async () => {
  stubApi({ ...adminRoutes(), ...analytics });
  renderApp('/super-admin?tab=analytics');
  expect(
    await screen.findByText('Loading Analytics...', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(await screen.findByTestId('kpi-dau')).toHaveTextContent('5');
  expect(screen.getByTestId('kpi-mau')).toHaveTextContent('30');
  expect(screen.getByTestId('kpi-time')).toHaveTextContent('12.5 hrs');
  expect(screen.getByTestId('subscription-distribution')).toHaveTextContent('Pro10');
  expect(screen.getByTestId('language-usage')).toHaveTextContent('Python200');
  expect(screen.getByTestId('locations-table')).toHaveTextContent('IN20');
  expect(await screen.findByTestId('over-time-summary')).toHaveTextContent(
    '4 created in 2 daily buckets',
  );
});

it('asks for daily buckets over the last 30 days first, then the chosen period', async () => {
  stubApi({ ...adminRoutes(), ...analytics });
  const { user } = renderApp('/super-admin?tab=analytics');
  await screen.findByTestId('over-time-summary');
  const first = overTimeQueries()[0];
  expect(first?.get('period')).toBe('daily');
  const start = Date.parse(`${first?.get('start_date')}T00:00:00Z`);
  const end = Date.parse(`${first?.get('end_date')}T00:00:00Z`);
  expect((end - start) / 86_400_000).toBe(30);
  expect(first?.get('end_date')).toBe(new Date().toISOString().slice(0, 10));

  await user.click(screen.getByRole('button', { name: 'Weekly' }));
  expect(screen.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(overTimeQueries().at(-1)?.get('period')).toBe('weekly'));
});

it('shows the red texts of the messages catalogue when loading fails', async () => {
  stubApi({
    ...adminRoutes(),
    ...analytics,
    'GET /api/analytics/flowcharts-over-time': { status: 400, body: {} },
  });
  renderApp('/super-admin?tab=analytics');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load flowchart time-series data.',
  );
});

it('says "Failed to load initial analytics data." when the figures cannot be loaded', async () => {
  stubApi({
    ...adminRoutes(),
    ...analytics,
    'GET /api/analytics/kpi-overview': { status: 403, body: {} },
  });
  renderApp('/super-admin?tab=analytics');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load initial analytics data.',
  );
});
