// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { getHealth } from '../api/health';
import { ApiStatus, HEALTH_QUERY_KEY } from './ApiStatus';

const render = (client: QueryClient) =>
  renderToString(
    <QueryClientProvider client={client}>
      <ApiStatus />
    </QueryClientProvider>,
  );

it('shows the API status and database when healthy', () => {
  const client = new QueryClient();
  client.setQueryData(HEALTH_QUERY_KEY, { status: 'ok', database: 'pglite', version: '0.1.0' });
  const html = render(client);
  expect(html).toContain('data-state="success"');
  expect(html).toContain('API: ok (pglite)');
});

it("shows the client's error message when the API cannot be reached", async () => {
  // retryOnMount: false keeps the prefetched error instead of refetching as the browser would.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false } },
  });
  // Same-origin '/api/health' has no origin under Node, so fetch fails like an unreachable server.
  await client.prefetchQuery({ queryKey: HEALTH_QUERY_KEY, queryFn: () => getHealth() });
  const html = render(client);
  expect(html).toContain('data-state="error"');
  expect(html).toContain('API: Network error - unable to reach server');
});
