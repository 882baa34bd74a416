import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDataKey } from '../features/flowcharts/testRequests';
import { useTestApp, type TestApp } from '../test/app';
import { testDrivers } from '../test/databases';
import { bearer, createTestUser, type TestUser } from '../test/users';
import { registeredRoutes } from './routeTable';

/**
 * Who may call what. `owner` holds the flowchart and share link in the path; `other` is another
 * signed-in user; `admin` is an administrator who owns neither. (There are no teams yet: a team
 * member column joins this table with them.)
 */
const roles = ['anonymous', 'owner', 'other', 'admin'] as const;
type Role = (typeof roles)[number];
type Expected = Record<Role, number>;

const all = (status: number): Expected => ({
  anonymous: status,
  owner: status,
  other: status,
  admin: status,
});
const signedIn = (status: number, others = status): Expected => ({
  anonymous: 401,
  owner: status,
  other: others,
  admin: others,
});

type Fixture = { flowchartId: string; shareId: string };
type Rule = {
  expected: Expected;
  body?: () => unknown;
  /** the call ends the caller's sessions: each role calls it with a user of its own */
  endsSession?: boolean;
};

const email = () => `matrix-${randomBytes(5).toString('hex')}@example.com`;
const flowchartBody = () => ({ title: 'M', language: 'python', code: 'x = 1\n', flowchart: '' });

/**
 * The rule of every route, keyed `METHOD url` as registered. A route missing here fails the
 * test: decide who may call it, then add it.
 */
const rules: Record<string, Rule> = {
  'GET /api/health': { expected: all(200) },
  'GET /api/config': { expected: all(200) },
  'POST /api/auth/register': {
    expected: all(201),
    body: () => ({ email: email(), password: 'correct horse 42', full_name: 'Matrix' }),
  },
  'POST /api/auth/verify-email': { expected: all(400), body: () => ({ token: 'not-a-token' }) },
  'POST /api/auth/resend-verification': { expected: signedIn(400) },
  'POST /api/auth/login': {
    expected: all(401),
    body: () => ({ username: email(), password: 'wrong password' }),
  },
  // Google sign-in is off in tests (no client id): the route says so to everyone
  'POST /api/auth/google': { expected: all(404), body: () => ({ credential: 'not-a-credential' }) },
  'POST /api/auth/forgot-password': { expected: all(200), body: () => ({ email: email() }) },
  'POST /api/auth/reset-password': {
    expected: all(400),
    body: () => ({ token: 'not-a-token', new_password: 'correct horse 42' }),
  },
  'POST /api/auth/logout-session': { expected: signedIn(200), endsSession: true },
  'POST /api/auth/logout-all': { expected: signedIn(200), endsSession: true },
  'GET /api/auth/me': { expected: signedIn(200) },
  'POST /api/generate-flowchart': {
    expected: signedIn(200),
    body: () => ({ code: 'x = 1', language: 'python' }),
  },
  'POST /api/flowcharts': { expected: signedIn(201), body: flowchartBody },
  'GET /api/flowcharts/user': { expected: signedIn(200) },
  'GET /api/flowcharts/:id': { expected: signedIn(200, 404) },
  'PUT /api/flowcharts/:id': { expected: signedIn(200, 404), body: () => ({ title: 'Renamed' }) },
  'DELETE /api/flowcharts/:id': { expected: signedIn(204, 404) },
  'POST /api/flowcharts/:id/share': { expected: signedIn(200, 404) },
  'DELETE /api/flowcharts/:id/share': { expected: signedIn(204, 404) },
  // anyone signed in who holds the link may read it
  'GET /api/shared/:shareId': { expected: signedIn(200) },
  'GET /api/subscription/features': { expected: signedIn(200) },
  // billing (decision 014): plans are public; everything else is the caller's own subscription
  'GET /api/subscription/plans': { expected: all(200) },
  'POST /api/subscription/validate-coupon': {
    expected: signedIn(400),
    body: () => ({ code: 'NO-SUCH-CODE', plan_id: 'pro' }),
  },
  // checkout for the free plan is refused to everyone signed in
  'POST /api/subscription/create-order': {
    expected: signedIn(400),
    body: () => ({ plan_id: 'free' }),
  },
  'POST /api/subscription/create-checkout-session': {
    expected: signedIn(400),
    body: () => ({ plan_id: 'free' }),
  },
  // an order that was never the caller's activates nothing
  'POST /api/subscription/verify-payment': {
    expected: signedIn(400),
    body: () => ({
      razorpay_order_id: 'order_never_ours',
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'x',
    }),
  },
  // the provider's call: no token, a signature over the raw body instead (none here)
  'POST /api/subscription/webhook/razorpay': {
    expected: all(400),
    body: () => ({ event: 'payment.captured' }),
  },
  // test mode only: a session the caller did not open is not theirs to complete
  'POST /api/subscription/webhook/mock-payment-success': {
    expected: signedIn(404),
    body: () => ({ order_id: 'never-opened', plan_id: 'pro' }),
  },
  // owner and other hold Premium and may cancel their own; the admin tier has nothing to cancel
  'POST /api/subscription/cancel': {
    expected: { anonymous: 401, owner: 200, other: 200, admin: 400 },
  },
  'GET /api/subscription/current': { expected: signedIn(200) },
  'GET /api/subscription/history': { expected: signedIn(200) },
  'GET /api/subscription/payment-status': { expected: signedIn(200) },
  // organizations (decision 017): owner and other hold Premium, not Organization; the admin
  // tier has team management and an (empty) team of its own
  'GET /api/organization/organization-info': {
    expected: { anonymous: 401, owner: 403, other: 403, admin: 200 },
  },
  'GET /api/organization/team-members': {
    expected: { anonymous: 401, owner: 403, other: 403, admin: 200 },
  },
  'POST /api/organization/add-member': {
    expected: { anonymous: 401, owner: 403, other: 403, admin: 201 },
    body: () => ({ email: email(), full_name: 'Member', password: 'correct horse 42' }),
  },
  // the id in the path is a flowchart's: nobody's member
  'DELETE /api/organization/remove-member/:id': {
    expected: { anonymous: 401, owner: 403, other: 403, admin: 404 },
  },
  'GET /api/organization/team-flowcharts': {
    expected: { anonymous: 401, owner: 403, other: 403, admin: 200 },
  },
  // the owner's flowchart, but the owner has no team; to everyone else it is not found
  'PUT /api/organization/team-flowcharts/:id': {
    expected: { anonymous: 401, owner: 403, other: 404, admin: 404 },
  },
  // not shared with any team
  'DELETE /api/organization/team-flowcharts/:id': { expected: signedIn(404) },
};

function routeKeys(ctx: TestApp): string[] {
  return registeredRoutes(ctx.app)
    .filter((r) => r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`);
}

describe.each(testDrivers)('authorization matrix (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });

  it('has a rule for every registered route, and no rule for a route that is gone', () => {
    const keys = routeKeys(ctx());
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((k) => !(k in rules))).toEqual([]);
    expect(Object.keys(rules).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('answers every route for every role as its rule says', async () => {
    const owner = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const users: Record<Exclude<Role, 'anonymous'>, TestUser> = {
      owner,
      other: await createTestUser(ctx(), { subscriptionTier: 'premium' }),
      admin: await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' }),
    };
    const fixture = async (): Promise<Fixture> => {
      const created = await ctx().app.inject({
        method: 'POST',
        url: '/api/flowcharts',
        headers: bearer(owner.token),
        payload: flowchartBody(),
      });
      const flowchartId = created.json<{ id: string }>().id;
      const shared = await ctx().app.inject({
        method: 'POST',
        url: `/api/flowcharts/${flowchartId}/share`,
        headers: bearer(owner.token),
      });
      return { flowchartId, shareId: shared.json<{ share_id: string }>().share_id };
    };

    const mismatches: string[] = [];
    for (const key of routeKeys(ctx())) {
      const rule = rules[key] as Rule;
      const [method, pattern] = key.split(' ') as [string, string];
      for (const role of roles) {
        // a fresh flowchart and link for each call: a DELETE must not change the next cell
        const { flowchartId, shareId } = await fixture();
        const url = pattern.replace(':id', flowchartId).replace(':shareId', shareId);
        let token: string | null = role === 'anonymous' ? null : users[role].token;
        if (rule.endsSession && role !== 'anonymous') {
          token = (await createTestUser(ctx(), role === 'admin' ? { role: 'admin' } : {})).token;
        }
        const body = rule.body?.();
        const res = await ctx().app.inject({
          method: method as 'GET',
          url,
          headers: token ? bearer(token) : {},
          ...(body !== undefined && { payload: body as object }),
        });
        if (res.statusCode !== rule.expected[role]) {
          mismatches.push(
            `${key} as ${role}: ${res.statusCode} (expected ${rule.expected[role]}) ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
