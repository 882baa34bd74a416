import { billingMessages, type PaymentStatus } from '@codeflow/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi, type FakeRoute } from '../../test/fakeApi';
import { profile, sessionRoutes, signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const paid: PaymentStatus = {
  status: 'paid',
  plan_id: 'pro',
  order_id: 'dev_order_1',
  tier: 'pro',
  subscription_expiry_date: '2030-02-01T00:00:00.000Z',
};

function stub(status: FakeRoute) {
  return stubApi({
    ...sessionRoutes(profile()),
    'GET /api/subscription/payment-status': status,
  });
}

beforeEach(() => {
  localStorage.clear();
  signInStorage();
});
afterEach(() => vi.unstubAllGlobals());

it('shows the missing-parameters message without user or plan, and asks the server nothing', async () => {
  const api = stub({ body: paid });
  renderApp('/payment/success?plan_id=pro');
  expect(await screen.findByText(billingMessages.activationMissingParameters)).toBeInTheDocument();
  expect(api.callsTo('GET /api/subscription/payment-status')).toHaveLength(0);
});

it('goes from Processing to activated to the dashboard when the server reports the payment', async () => {
  let answers = 0;
  const api = stub(() => {
    answers++;
    // pending first: the webhook or verify call has not landed yet
    return { body: answers === 1 ? { ...paid, status: 'pending', tier: 'free' } : paid };
  });
  const { router } = renderApp('/payment/success?user_id=u1&plan_id=pro');
  expect(await screen.findByText('Processing your payment…')).toBeInTheDocument();
  expect(
    await screen.findByText('All done! Taking you to your dashboard…', {}, { timeout: 4000 }),
  ).toBeInTheDocument();
  // the profile is read again, so the header shows the new plan
  expect(api.callsTo('GET /api/auth/me').length).toBeGreaterThanOrEqual(2);
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
    timeout: 4000,
  });
}, 12_000);

it('shows Activation Failed when the server says the payment failed', async () => {
  stub({ body: { ...paid, status: 'failed', tier: 'free' } });
  renderApp('/payment/success?user_id=u1&plan_id=pro');
  expect(await screen.findByText('Activation Failed')).toBeInTheDocument();
  expect(screen.getByText(billingMessages.activationFailed)).toBeInTheDocument();
});

it('never shows success for a plan the server has not granted', async () => {
  stub({ body: { ...paid, plan_id: 'premium', tier: 'free', status: 'none' } });
  renderApp('/payment/success?user_id=u1&plan_id=premium');
  expect(await screen.findByText(billingMessages.activationFailed)).toBeInTheDocument();
});
