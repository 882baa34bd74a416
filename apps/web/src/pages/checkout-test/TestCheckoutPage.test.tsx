import { billingMessages } from '@codeflow/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fakeApi';
import { profile, sessionRoutes, signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

beforeEach(() => {
  localStorage.clear();
  signInStorage();
});
afterEach(() => vi.unstubAllGlobals());

const url = '/checkout/test?order_id=dev_order_1&plan_id=pro&amount=799';

it('is marked TEST MODE; Pay completes this session and goes to the activation page', async () => {
  const api = stubApi({
    ...sessionRoutes(profile()),
    'POST /api/subscription/webhook/mock-payment-success': {
      body: { status: 'activated', plan_id: 'pro', subscription_expiry_date: null },
    },
    'GET /api/subscription/payment-status': {
      body: {
        status: 'pending',
        plan_id: 'pro',
        order_id: 'dev_order_1',
        tier: 'free',
        subscription_expiry_date: null,
      },
    },
  });
  const { user, router } = renderApp(url);
  expect(await screen.findByTestId('test-mode')).toHaveTextContent('TEST MODE');
  expect(screen.getByText(billingMessages.testModeNotice)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/payment/success'));
  expect(router.state.location.search).toBe('?user_id=u1&plan_id=pro');
  expect(api.callsTo('POST /api/subscription/webhook/mock-payment-success')[0]?.body).toEqual({
    order_id: 'dev_order_1',
    plan_id: 'pro',
  });
});

it('Cancel goes back to pricing, which says the payment was cancelled', async () => {
  stubApi({
    ...sessionRoutes(profile()),
    'GET /api/subscription/plans': { body: [] },
  });
  const { user, router } = renderApp(url);
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  expect(
    await screen.findByText('Payment cancelled. You have not been charged.'),
  ).toBeInTheDocument();
});

it("shows the server's refusal of a session that is not this user's", async () => {
  stubApi({
    ...sessionRoutes(profile()),
    'POST /api/subscription/webhook/mock-payment-success': {
      status: 404,
      body: { detail: billingMessages.checkoutSessionNotFound },
    },
  });
  const { user } = renderApp(url);
  await user.click(await screen.findByRole('button', { name: 'Pay' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    billingMessages.checkoutSessionNotFound,
  );
});
