import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { getHealth } from '../api/health';
import { ApiStatus, HEALTH_QUERY_KEY } from './ApiStatus';

const renderStatus = (client: QueryClient, showWhenOk = false) =>
  render(
    <QueryClientProvider client={client}>
      <ApiStatus showWhenOk={showWhenOk} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

it('shows an admin the API status and database when healthy', () => {
  const client = new QueryClient();
  client.setQueryData(HEALTH_QUERY_KEY, { status: 'ok', database: 'pglite', version: '0.1.0' });
  renderStatus(client, true);
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('data-state', 'success');
  expect(status).toHaveTextContent('API: ok (pglite)');
});

it('hides a healthy status from visitors (issue 22 item 18), keeping it in the page', () => {
  const client = new QueryClient();
  client.setQueryData(HEALTH_QUERY_KEY, { status: 'ok', database: 'pglite', version: '0.1.0' });
  renderStatus(client);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByTestId('api-status')).not.toBeVisible();
  expect(screen.getByTestId('api-status')).toHaveAttribute('data-state', 'success');
});

it("shows the client's error message when the API cannot be reached", async () => {
  // retryOnMount: false keeps the prefetched error instead of refetching as the browser would.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false } },
  });
  // The network itself fails, as with an unreachable server.
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
  await client.prefetchQuery({ queryKey: HEALTH_QUERY_KEY, queryFn: () => getHealth() });
  renderStatus(client);
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('data-state', 'error');
  expect(status).toHaveTextContent('API: Network error - unable to reach server');
});
