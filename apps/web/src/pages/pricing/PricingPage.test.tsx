import {
  billingMessages,
  type BillingHistoryRow,
  type CurrentSubscription,
  type PlanOption,
  type PlansResponse,
} from '@codeflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubApi, type FakeRoute } from '../../test/fakeApi';
import { profile, sessionRoutes, signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const plans: PlansResponse = [
  { plan_id: 'free', name: 'Free', price: 0, features: ['5 flowcharts'] },
  { plan_id: 'pro', name: 'Pro', price: 9.99, features: ['100 flowcharts'] },
  { plan_id: 'premium', name: 'Premium', price: 19.99, features: ['Unlimited'] },
  { plan_id: 'organization', name: 'Organization', price: 49.5, features: ['Teams'] },
];

const freeNow: CurrentSubscription = {
  tier: 'free',
  effective_tier: 'free',
  status: 'none',
  renews: false,
  expiry_date: null,
  days_left: null,
};

const expiry = '2030-02-01T00:00:00.000Z';
const proNow: CurrentSubscription = {
  tier: 'pro',
  effective_tier: 'pro',
  status: 'active',
  renews: true,
  expiry_date: expiry,
  days_left: 20,
};

const paidRow: BillingHistoryRow = {
  order_id: 'order_1',
  date: '2030-01-01T00:00:00.000Z',
  plan_id: 'pro',
  plan_name: 'Pro',
  amount: 7.99,
  currency: 'USD',
  status: 'paid',
  coupon_code: 'SAVE20',
  receipt: 'rcpt_1',
};

function stub(extra: Record<string, FakeRoute> = {}, tier: 'free' | 'pro' = 'free') {
  const user = profile({
    subscription_tier: tier,
    subscription_expiry_date: tier === 'free' ? null : expiry,
  });
  return stubApi({
    ...sessionRoutes(user),
    'GET /api/subscription/plans': { body: plans },
    'GET /api/subscription/current': { body: tier === 'free' ? freeNow : proNow },
    'GET /api/subscription/history': { body: tier === 'free' ? [] : [paidRow] },
    ...extra,
  });
}

beforeEach(() => {
  localStorage.clear();
  signInStorage();
});
afterEach(() => vi.unstubAllGlobals());

it('shows the plans from the API with two-decimal USD prices, premium highlighted, the current plan marked', async () => {
  stub();
  renderApp('/pricing');
  const pro = await screen.findByTestId('plan-pro');
  expect(within(pro).getByText('$9.99')).toBeInTheDocument();
  expect(screen.getByTestId('price-organization')).toHaveTextContent('$49.50');
  expect(within(screen.getByTestId('plan-premium')).getByText('Most popular')).toBeInTheDocument();
  expect(within(screen.getByTestId('plan-free')).getByText('Current plan')).toBeInTheDocument();
  expect(within(pro).getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  expect(screen.getByText('No payments yet.')).toBeInTheDocument();
});

it('says that every plan can Run and replay (decision 041)', async () => {
  stub();
  renderApp('/pricing');
  expect(await screen.findByTestId('run-and-replay-rule')).toHaveTextContent(
    'Run and replay: every plan.',
  );
});

it('says so when the plans cannot be loaded', async () => {
  stub({ 'GET /api/subscription/plans': { status: 500, body: { detail: 'boom' } } });
  renderApp('/pricing');
  // the query client retries a 5xx twice (1 s, then 2 s) before giving up
  expect(
    await screen.findByText(billingMessages.loadPlansFailed, {}, { timeout: 6000 }),
  ).toBeInTheDocument();
}, 10_000);

it('sends the plan and coupon, shows Redirecting..., then opens the test-mode checkout', async () => {
  let release: () => void = () => undefined;
  const api = stub({
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
    'POST /api/subscription/create-order': () =>
      new Promise((resolve) => {
        release = () =>
          resolve({
            body: {
              mode: 'dev',
              plan_id: 'pro',
              order_id: 'dev_order_1',
              amount: 799,
              currency: 'USD',
              original_price: 9.99,
              price: 7.99,
              discount_percent: 20,
              checkout_url: '/checkout/test?order_id=dev_order_1&plan_id=pro',
            },
          });
      }),
  });
  const { user, router } = renderApp('/pricing');
  await user.type(await screen.findByLabelText('Coupon code'), 'save20');
  await user.click(screen.getByRole('button', { name: 'Choose Pro' }));
  expect(await screen.findByRole('button', { name: billingMessages.redirecting })).toBeDisabled();
  release();
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/test'));
  // the amount is not in the link: the test page asks the server (issue 22, item 22)
  expect(router.state.location.search).toBe('?order_id=dev_order_1&plan_id=pro');
  expect(api.callsTo('POST /api/subscription/create-order')[0]?.body).toEqual({
    plan_id: 'pro',
    coupon_code: 'save20',
  });
  expect(await screen.findByTestId('test-mode')).toHaveTextContent('TEST MODE');
  // the amount arrives with the order, after the page itself
  expect(await screen.findByText(/\$7\.99 USD/)).toBeInTheDocument();
});

it("shows the server's reason for a refused coupon, and the §8 message otherwise", async () => {
  let answer: { status: number; body: { detail: string } } = {
    status: 400,
    body: { detail: billingMessages.couponExpired },
  };
  stub({ 'POST /api/subscription/create-order': () => answer });
  const { user } = renderApp('/pricing');
  await user.click(await screen.findByRole('button', { name: 'Choose Pro' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(billingMessages.couponExpired);
  answer = { status: 502, body: { detail: billingMessages.createOrderFailed } };
  await user.click(screen.getByRole('button', { name: 'Choose Premium' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(billingMessages.createOrderFailed),
  );
});

it('says when Razorpay checkout.js cannot load', async () => {
  stub({
    'POST /api/subscription/create-order': {
      body: {
        mode: 'razorpay',
        plan_id: 'pro',
        order_id: 'order_1',
        amount: 999,
        currency: 'USD',
        original_price: 9.99,
        price: 9.99,
        discount_percent: null,
        key_id: 'rzp_test',
        business_name: 'Codeflow',
        description: 'Pro plan, 1 month',
        prefill: { name: 'Ada', email: 'ada@example.com' },
        checkout_script_url: 'http://127.0.0.1:9/checkout.js',
      },
    },
  });
  const { user } = renderApp('/pricing');
  await user.click(await screen.findByRole('button', { name: 'Choose Pro' }));
  // jsdom loads no scripts: fire the element's error as a browser offline would
  const script = await waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>(
      'script[src="http://127.0.0.1:9/checkout.js"]',
    );
    if (!found) throw new Error('no script yet');
    return found;
  });
  script.dispatchEvent(new Event('error'));
  expect(await screen.findByRole('alert')).toHaveTextContent(billingMessages.sdkLoadFailed);
});

it('manages a paid plan: paid until, history, cancel with confirmation keeps the plan', async () => {
  let current = proNow;
  const api = stub(
    {
      'GET /api/subscription/current': () => ({ body: current }),
      'POST /api/subscription/cancel': () => {
        current = { ...proNow, status: 'cancelled', renews: false };
        return { body: { message: billingMessages.subscriptionCancelled, subscription: current } };
      },
    },
    'pro',
  );
  const { user } = renderApp('/pricing');
  // one-time payments: the page never says "Renews on" (issue 22, item 2)
  expect(await screen.findByTestId('subscription-renewal')).toHaveTextContent('Paid until');
  expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
  const history = screen.getByTestId('billing-history');
  expect(within(history).getByText('Pro')).toBeInTheDocument();
  expect(within(history).getByText(/\$7\.99 USD/)).toBeInTheDocument();
  expect(within(history).getByText('Paid')).toBeInTheDocument();
  expect(within(screen.getByTestId('plan-pro')).getByText('Current plan')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel subscription?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
  await waitFor(() =>
    expect(screen.getByTestId('subscription-renewal')).toHaveTextContent('your plan stays until'),
  );
  expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Pro');
  expect(api.callsTo('POST /api/subscription/cancel')).toHaveLength(1);
});

it('shows "Failed to cancel subscription." in the dialog when the cancel fails', async () => {
  stub({ 'POST /api/subscription/cancel': { status: 500, body: { detail: 'x' } } }, 'pro');
  const { user } = renderApp('/pricing');
  await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel subscription?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
  expect(await within(dialog).findByText(billingMessages.cancelFailed)).toBeInTheDocument();
});

const proOptions: PlanOption[] = [
  {
    plan_id: 'pro',
    action: 'renew',
    price: 9.99,
    paid_until: '2030-03-01T00:00:00.000Z',
    switch_date: null,
    scheduled: false,
  },
  {
    plan_id: 'premium',
    action: 'upgrade',
    price: 6.67,
    paid_until: expiry,
    switch_date: expiry,
    scheduled: false,
  },
  {
    plan_id: 'organization',
    action: 'upgrade',
    price: 26.66,
    paid_until: expiry,
    switch_date: expiry,
    scheduled: false,
  },
];

it('says what an upgrade costs before the click and asks first; the switch at the period end costs nothing now', async () => {
  const api = stub(
    {
      'GET /api/subscription/options': { body: proOptions },
      'POST /api/subscription/create-order': {
        body: {
          mode: 'dev',
          plan_id: 'premium',
          order_id: 'dev_order_2',
          amount: 667,
          currency: 'USD',
          original_price: 6.67,
          price: 6.67,
          discount_percent: null,
          checkout_url: '/checkout/test?order_id=dev_order_2&plan_id=premium',
        },
      },
      'POST /api/subscription/scheduled-change': {
        body: {
          message: billingMessages.planChangeScheduled,
          subscription: {
            ...proNow,
            scheduled_change: { plan_id: 'premium', plan_name: 'Premium', date: expiry },
          },
        },
      },
    },
    'pro',
  );
  const { user, router } = renderApp('/pricing');
  const premium = await screen.findByTestId('plan-premium');
  const upgrade = await within(premium).findByRole('button', {
    name: 'Upgrade now: pay $6.67 for the rest of your period',
  });
  const date = new Date(expiry).toLocaleDateString(undefined, { dateStyle: 'long' });
  expect(
    within(premium).getByRole('button', { name: `Switch to Premium on ${date}` }),
  ).toBeVisible();
  expect(
    within(screen.getByTestId('plan-pro')).getByRole('button', {
      name: 'Renew: pay $9.99 for another month',
    }),
  ).toBeVisible();

  // nothing happens before the confirmation; "Not now" changes nothing
  await user.click(upgrade);
  let dialog = screen.getByRole('dialog', { name: 'Upgrade to Premium now?' });
  expect(dialog).toHaveTextContent('less what is unused of Pro');
  await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
  expect(api.callsTo('POST /api/subscription/create-order')).toHaveLength(0);

  await user.click(within(premium).getByRole('button', { name: `Switch to Premium on ${date}` }));
  dialog = screen.getByRole('dialog', { name: `Switch to Premium on ${date}?` });
  expect(dialog).toHaveTextContent('Nothing is charged now');
  await user.click(within(dialog).getByRole('button', { name: `Switch on ${date}` }));
  await waitFor(() =>
    expect(api.callsTo('POST /api/subscription/scheduled-change')[0]?.body).toEqual({
      plan_id: 'premium',
    }),
  );
  expect(api.callsTo('POST /api/subscription/create-order')).toHaveLength(0);

  await user.click(upgrade);
  dialog = screen.getByRole('dialog', { name: 'Upgrade to Premium now?' });
  await user.click(within(dialog).getByRole('button', { name: 'Pay $6.67' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/test'));
  expect(api.callsTo('POST /api/subscription/create-order')[0]?.body).toEqual({
    plan_id: 'premium',
  });
});

it('offers a cheaper plan only at the period end, shows the scheduled change and keeps the plan on request', async () => {
  const date = new Date(expiry).toLocaleDateString(undefined, { dateStyle: 'long' });
  let current: CurrentSubscription = {
    ...proNow,
    tier: 'premium',
    effective_tier: 'premium',
    scheduled_change: { plan_id: 'pro', plan_name: 'Pro', date: expiry },
  };
  const api = stub(
    {
      'GET /api/subscription/current': () => ({ body: current }),
      'GET /api/subscription/options': {
        body: [
          { ...proOptions[0]!, scheduled: true },
          { ...proOptions[0]!, plan_id: 'premium', price: 19.99 },
          { ...proOptions[2]!, price: 16.67 },
        ],
      },
      'POST /api/subscription/scheduled-change/cancel': () => {
        current = { ...current, scheduled_change: null };
        return { body: { message: billingMessages.planChangeCancelled, subscription: current } };
      },
    },
    'pro',
  );
  const { user } = renderApp('/pricing');
  expect(await screen.findByTestId('scheduled-change')).toHaveTextContent(
    `Switches to Pro on ${date}.`,
  );
  expect(within(screen.getByTestId('plan-pro')).getByTestId('scheduled-plan')).toHaveTextContent(
    `From ${date}`,
  );
  // paying for the scheduled plan buys its first month, not a renewal of Premium
  expect(
    within(screen.getByTestId('plan-pro')).getByRole('button', {
      name: 'Pay $9.99 now for your first month of Pro',
    }),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Keep Premium' }));
  await waitFor(() => expect(screen.queryByTestId('scheduled-change')).not.toBeInTheDocument());
  expect(api.callsTo('POST /api/subscription/scheduled-change/cancel')).toHaveLength(1);
});
