import { expect, type APIRequestContext } from '@playwright/test';
import { signUpThroughApi, type Session } from './signInThroughApi';

/** A Pro account, bought through the test-mode checkout's API. */
export async function proAccount(
  request: APIRequestContext,
  name = 'Pro Tester',
): Promise<Session> {
  const session = await signUpThroughApi(request, name);
  const headers = { Authorization: `Bearer ${session.token}` };
  const order = await request.post('/api/subscription/create-order', {
    headers,
    data: { plan_id: 'pro' },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { order_id } = (await order.json()) as { order_id: string };
  const paid = await request.post('/api/subscription/webhook/mock-payment-success', {
    headers,
    data: { order_id, plan_id: 'pro' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return session;
}
