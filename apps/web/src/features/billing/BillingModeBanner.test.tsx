import { billingMessages } from '@codeflow/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fakeApi';
import { BillingModeBanner } from './BillingModeBanner';
import { BILLING_MESSAGES } from './billingMessages';

afterEach(() => vi.unstubAllGlobals());

function show(mode: string, audience: 'admin' | 'buyer') {
  stubApi({ 'GET /api/subscription/mode': { body: { mode } } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BillingModeBanner audience={audience} />
    </QueryClientProvider>,
  );
}

it('tells the admin loudly that test mode activates plans without payment', async () => {
  show('test', 'admin');
  const banner = await screen.findByTestId('billing-mode-banner');
  expect(banner).toHaveTextContent('TEST MODE');
  expect(banner).toHaveTextContent(BILLING_MESSAGES.adminTestMode);
});

it('tells the admin that payments are not configured, and the buyer the same in their words', async () => {
  show('unconfigured', 'admin');
  expect(await screen.findByTestId('billing-mode-banner')).toHaveTextContent(
    BILLING_MESSAGES.adminUnconfigured,
  );
});

it('tells a buyer in test mode that no real payment is taken', async () => {
  show('test', 'buyer');
  expect(await screen.findByTestId('billing-mode-banner')).toHaveTextContent(
    billingMessages.testModeNotice,
  );
});

it('says nothing when payments are live', async () => {
  const { container } = show('live', 'admin');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container).toBeEmptyDOMElement();
});
