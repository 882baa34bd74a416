import { commerceMessages, type AdminCoupon, type CommercePlan } from '@codeflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { stubApi, type FakeRoute } from '../../test/fakeApi';
import { signInStorage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { adminRoutes } from './adminTestRoutes';

beforeEach(() => signInStorage());

const plans: CommercePlan[] = [
  { plan_id: 'free', name: 'Free', price: 0, features: [], active: true },
  { plan_id: 'pro', name: 'Pro', price: 9.99, features: [], active: true },
];

const coupon: AdminCoupon = {
  id: 'c1',
  code: 'WELCOME',
  discount_percentage: 15,
  active: true,
  expires_at: null,
  max_redemptions: null,
  once_per_user: true,
  redemptions: 0,
  created_at: '2026-01-01T00:00:00Z',
};

async function openCommerce(extra: Record<string, FakeRoute> = {}) {
  const api = stubApi({
    ...adminRoutes(),
    'GET /api/commerce/plans': { body: plans },
    'GET /api/commerce/coupons': { body: [coupon] },
    ...extra,
  });
  const view = renderApp('/super-admin?tab=commerce');
  await screen.findByTestId('commerce-price-pro', {}, { timeout: 5000 });
  return { api, ...view };
}

/** Lets a test decide when the server answers. */
function deferred() {
  let release!: (answer: { status?: number; body?: unknown }) => void;
  const promise = new Promise<{ status?: number; body?: unknown }>((r) => (release = r));
  return { promise, release };
}

it('lists the plan prices with two decimals and the coupons with % OFF', async () => {
  await openCommerce();
  expect(screen.getByTestId('commerce-price-free')).toHaveTextContent('$0.00');
  expect(screen.getByTestId('commerce-price-pro')).toHaveTextContent('$9.99');
  expect(screen.getByTestId('coupon')).toHaveTextContent('WELCOME');
  expect(screen.getByTestId('coupon')).toHaveTextContent('15% OFF');
});

it('refuses a negative price with "Invalid price." and sends nothing', async () => {
  const { api, user } = await openCommerce();
  await user.click(screen.getByRole('button', { name: 'Edit Price of Pro' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Price: Pro' });
  const input = within(dialog).getByLabelText('Price (USD per month)');
  await user.clear(input);
  await user.type(input, '-3');
  await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
  expect(within(dialog).getByText('Invalid price.')).toBeInTheDocument();
  expect(api.callsTo('PUT /api/commerce/plans/pro')).toHaveLength(0);
});

it('refuses 9.999 and 0.50 with their reasons instead of saving 10.00 (decision 032)', async () => {
  const { api, user } = await openCommerce();
  await user.click(screen.getByRole('button', { name: 'Edit Price of Pro' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Price: Pro' });
  const input = within(dialog).getByLabelText('Price (USD per month)');
  for (const [text, message] of [
    ['9.999', commerceMessages.priceDecimals],
    ['0.50', commerceMessages.priceBelowMinimum],
  ] as const) {
    await user.clear(input);
    await user.type(input, text);
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
  }
  expect(api.callsTo('PUT /api/commerce/plans/pro')).toHaveLength(0);
});

it('shows a new price at once and puts the old one back when the server refuses', async () => {
  const gate = deferred();
  const { user } = await openCommerce({ 'PUT /api/commerce/plans/pro': () => gate.promise });
  await user.click(screen.getByRole('button', { name: 'Edit Price of Pro' }));
  const input = screen.getByLabelText('Price (USD per month)');
  await user.clear(input);
  await user.type(input, '12.5');
  await user.click(screen.getByRole('button', { name: 'Save price' }));
  expect(screen.getByTestId('commerce-price-pro')).toHaveTextContent('$12.50');
  gate.release({ status: 500, body: {} });
  await waitFor(() => expect(screen.getByTestId('commerce-price-pro')).toHaveTextContent('$9.99'));
  expect(screen.getByTestId('admin-notice')).toHaveTextContent('Failed to update price.');
});

it('keeps a saved price', async () => {
  const { api, user } = await openCommerce({
    'PUT /api/commerce/plans/pro': { body: { ...plans[1], price: 11 } },
  });
  await user.click(screen.getByRole('button', { name: 'Edit Price of Pro' }));
  const input = screen.getByLabelText('Price (USD per month)');
  await user.clear(input);
  await user.type(input, '11{Enter}');
  await waitFor(() =>
    expect(api.callsTo('PUT /api/commerce/plans/pro')[0]?.body).toEqual({ price: 11 }),
  );
  expect(screen.getByTestId('commerce-price-pro')).toHaveTextContent('$11.00');
});

it('creates a coupon with the code upper-cased and the discount defaulting to 10', async () => {
  const { api, user } = await openCommerce({
    'POST /api/commerce/coupons': {
      body: { ...coupon, id: 'c2', code: 'SPRING', discount_percentage: 10 },
    },
  });
  const create = screen.getByRole('button', { name: 'Create Coupon' });
  expect(create).toBeDisabled();
  expect(screen.getByLabelText('Discount %')).toHaveValue(10);
  await user.type(screen.getByLabelText('Coupon Code'), 'spring');
  await user.click(create);
  expect(await screen.findByText('SPRING')).toBeInTheDocument();
  expect(api.callsTo('POST /api/commerce/coupons')[0]?.body).toEqual({
    code: 'SPRING',
    discount_percentage: 10,
  });
  expect(screen.getAllByTestId('coupon')[0]).toHaveTextContent('10% OFF');
});

it('creates a coupon several times usable by one user, with a cap on its uses (decision 032)', async () => {
  const { api, user } = await openCommerce({
    'POST /api/commerce/coupons': {
      body: { ...coupon, id: 'c3', code: 'LOYAL', once_per_user: false, max_redemptions: 5 },
    },
  });
  await user.type(screen.getByLabelText('Coupon Code'), 'loyal');
  const max = screen.getByLabelText('Maximum uses');
  await user.type(max, '0');
  await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
  expect(
    screen.getByText('Maximum uses must be a whole number of at least 1, or empty for no limit'),
  ).toBeInTheDocument();
  expect(api.callsTo('POST /api/commerce/coupons')).toHaveLength(0);
  await user.clear(max);
  await user.type(max, '5');
  await user.click(screen.getByRole('checkbox', { name: 'Once per user' }));
  await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
  await waitFor(() =>
    expect(api.callsTo('POST /api/commerce/coupons')[0]?.body).toEqual({
      code: 'LOYAL',
      discount_percentage: 10,
      once_per_user: false,
      max_redemptions: 5,
    }),
  );
  expect(await screen.findByText(/used 0 of 5 times · reusable/)).toBeInTheDocument();
});

it('refuses a discount outside 1–100 and shows the server refusal of a duplicate code', async () => {
  const { api, user } = await openCommerce({
    'POST /api/commerce/coupons': {
      status: 409,
      body: { detail: 'A coupon with this code already exists.' },
    },
  });
  await user.type(screen.getByLabelText('Coupon Code'), 'welcome');
  const discount = screen.getByLabelText('Discount %');
  await user.clear(discount);
  await user.type(discount, '150');
  await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
  expect(screen.getByText('Discount must be a whole number between 1 and 100')).toBeInTheDocument();
  expect(api.callsTo('POST /api/commerce/coupons')).toHaveLength(0);
  await user.clear(discount);
  await user.type(discount, '20');
  await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
  expect(await screen.findByTestId('admin-notice')).toHaveTextContent(
    'A coupon with this code already exists.',
  );
  // correcting the code takes the refusal down (issue 22, item 13)
  await user.type(screen.getByLabelText('Coupon Code'), '2');
  expect(screen.queryByText('A coupon with this code already exists.')).toBeNull();
});

it('says "Failed to fetch commerce data." when the lists cannot be loaded', async () => {
  stubApi({ ...adminRoutes(), 'GET /api/commerce/plans': { status: 403, body: {} } });
  renderApp('/super-admin?tab=commerce');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch commerce data.');
});
