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

// the URL's amount is a forged one: the page shows the server's (issue 22, item 22)
const url = '/checkout/test?order_id=dev_order_1&plan_id=pro&amount=1';

const storedOrder = {
  'GET /api/subscription/orders/dev_order_1': {
    body: {
      order_id: 'dev_order_1',
      plan_id: 'pro',
      kind: 'new',
      amount: 799,
      currency: 'USD',
      price: 7.99,
      status: 'created',
    },
  },
};

it('is marked TEST MODE; Pay completes this session and goes to the activation page', async () => {
  const api = stubApi({
    ...sessionRoutes(profile()),
    ...storedOrder,
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
  expect(await screen.findByTestId('test-amount')).toHaveTextContent('$7.99 USD');
  expect(screen.queryByText(/\$0\.01/)).not.toBeInTheDocument();
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
    ...storedOrder,
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
    ...storedOrder,
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

it('says the session does not exist when the server does not know it as this user’s', async () => {
  stubApi({ ...sessionRoutes(profile()) });
  renderApp(url);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    billingMessages.checkoutSessionNotFound,
  );
  expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
});
