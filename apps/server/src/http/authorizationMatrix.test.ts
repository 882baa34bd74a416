import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCoupon } from '../features/billing/coupons';
import { testDataKey } from '../test/flowchartRequests';
import { useTestApp, type TestApp } from '../test/app';
import { testDrivers } from '../test/databases';
import { warmGeneratorPool } from '../test/warmGeneratorPool';
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
/** What an admin call acts on: the admin's password and, when the rule asks, fresh targets. */
type AdminFixture = { adminPassword: string; targetId: string; couponId: string };
type Rule = {
  expected: Expected;
  body?: (f: AdminFixture) => unknown;
  /** the URL to call, when the pattern's parameters are not the flowchart's */
  url?: (f: AdminFixture) => string;
  /** the call needs a fresh user to act on (`targetId`), or a fresh coupon (`couponId`) */
  target?: boolean;
  coupon?: boolean;
  /** the call ends the caller's sessions: each role calls it with a user of its own */
  endsSession?: boolean;
  /** the flowchart's embed is on: `:file` is its picture (decision 029) */
  embed?: boolean;
};

const email = () => `matrix-${randomBytes(5).toString('hex')}@example.com`;
const flowchartBody = () => ({ title: 'M', language: 'python', code: 'x = 1\n', flowchart: '' });
/** admin-only calls: anonymous 401, any other signed-in user 403, the admin `status` */
const adminOnly = (status: number): Expected => ({
  anonymous: 401,
  owner: 403,
  other: 403,
  admin: status,
});
const withPassword = (f: AdminFixture, body: Record<string, unknown> = {}) => ({
  ...body,
  admin_password: f.adminPassword,
});

/**
 * The rule of every route, keyed `METHOD url` as registered. A route missing here fails the
 * test: decide who may call it, then add it.
 */
const rules: Record<string, Rule> = {
  'GET /api/health': { expected: all(200) },
  'GET /api/config': { expected: all(200) },
  // a proof-of-work challenge for sign-ups past a network's free ones (decision 036)
  'POST /api/auth/signup-challenge': { expected: all(200) },
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
  'POST /api/auth/choose-password': {
    expected: all(401),
    body: () => ({
      username: email(),
      password: 'wrong password',
      new_password: 'correct horse 42',
    }),
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
  'GET /api/flowcharts/:id/thumbnail': { expected: signedIn(200, 404) },
  // living embeds (decision 029): the owner turns it on and off; anyone fetches the picture
  'POST /api/flowcharts/:id/embed': { expected: signedIn(200, 404) },
  'DELETE /api/flowcharts/:id/embed': { expected: signedIn(204, 404) },
  'GET /embed/:file': { expected: all(200), embed: true },
  'POST /api/flowcharts/:id/duplicate': { expected: signedIn(201, 404) },
  'GET /api/flowcharts/:id/versions': { expected: signedIn(200, 404) },
  'GET /api/flowcharts/:id/versions/:version': { expected: signedIn(200, 404) },
  'POST /api/flowcharts/:id/versions/:version/restore': { expected: signedIn(200, 404) },
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
  // decision 032: what each plan costs the caller now; changes at the period's end
  'GET /api/subscription/options': { expected: signedIn(200) },
  // owner and other hold Premium without a paid period (no expiry): nothing to change at its end
  'POST /api/subscription/scheduled-change': {
    expected: signedIn(400),
    body: () => ({ plan_id: 'pro' }),
  },
  'POST /api/subscription/scheduled-change/cancel': { expected: signedIn(404) },
  // only the caller's own orders; one never opened is 404 for everyone signed in
  'GET /api/subscription/orders/:order_id': {
    expected: signedIn(404),
    url: () => '/api/subscription/orders/never-opened',
  },
  'GET /api/subscription/mode': { expected: all(200) },
  // account settings: every call acts on the caller's own account
  'GET /api/account': { expected: signedIn(200) },
  'PATCH /api/account/profile': { expected: signedIn(200), body: () => ({ full_name: 'Matrix' }) },
  'POST /api/account/email': {
    expected: signedIn(403),
    body: () => ({ new_email: email(), current_password: 'wrong password' }),
  },
  'POST /api/account/email/confirm': { expected: all(400), body: () => ({ token: 'not-a-token' }) },
  'POST /api/account/password': {
    expected: signedIn(403),
    body: () => ({ current_password: 'wrong password', new_password: 'correct horse 42' }),
  },
  'GET /api/account/sessions': { expected: signedIn(200) },
  // the id in the path is a flowchart's, never a session of anyone's
  'DELETE /api/account/sessions/:id': { expected: signedIn(404) },
  'GET /api/account/export': { expected: signedIn(200) },
  'POST /api/account/delete': {
    expected: signedIn(400),
    body: () => ({ password: 'wrong password', confirmation: 'not-mine@example.com' }),
  },
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
  // invitations of existing accounts (decision 033): the owner's list and revoke need team
  // management; the path's id is a flowchart's, nobody's invitation
  'GET /api/organization/invitations': {
    expected: { anonymous: 401, owner: 403, other: 403, admin: 200 },
  },
  'DELETE /api/organization/invitations/:id': {
    expected: { anonymous: 401, owner: 403, other: 403, admin: 404 },
  },
  // the caller's own invitations: anyone signed in, another's (or none) is 404
  'GET /api/organization/my-invitations': { expected: signedIn(200) },
  'POST /api/organization/my-invitations/:id/accept': { expected: signedIn(404) },
  'POST /api/organization/my-invitations/:id/decline': { expected: signedIn(404) },
  // nobody here is a member: members leave, owners and others cannot
  'POST /api/organization/leave': { expected: signedIn(403) },
  // public: a new member's invite link, before they can sign in; an unknown token is 404
  'GET /api/organization/join': {
    expected: all(404),
    url: () => '/api/organization/join?token=not-a-token',
  },
  // the owner's flowchart, but the owner has no team; to everyone else it is not found
  'PUT /api/organization/team-flowcharts/:id': {
    expected: { anonymous: 401, owner: 403, other: 404, admin: 404 },
  },
  // not shared with any team
  'DELETE /api/organization/team-flowcharts/:id': { expected: signedIn(404) },
  // the admin area (docs/product.md#roles-and-plans): the admin role only, checked on the server
  'POST /api/admin/set-tier': { expected: adminOnly(200), body: () => ({ tier: 'admin' }) },
  'POST /api/admin/set-self-tier': { expected: adminOnly(200), body: () => ({ tier: 'admin' }) },
  'POST /api/admin/set-self-expiry': {
    expected: adminOnly(200),
    body: () => ({ days_from_now: 30 }),
  },
  'GET /api/admin/users': { expected: adminOnly(200) },
  'GET /api/admin/users/export': { expected: adminOnly(200) },
  'GET /api/admin/dashboard-stats': { expected: adminOnly(200) },
  'GET /api/admin/users/:id/flowcharts': {
    expected: adminOnly(200),
    target: true,
    url: (f) => `/api/admin/users/${f.targetId}/flowcharts`,
  },
  'POST /api/admin/users/create': {
    expected: adminOnly(201),
    body: (f) => withPassword(f, { email: email(), password: 'correct horse 42' }),
  },
  'POST /api/admin/users/change-password': {
    expected: adminOnly(200),
    target: true,
    body: (f) => withPassword(f, { user_id: f.targetId, new_password: 'correct horse 42' }),
  },
  'POST /api/admin/users/change-subscription': {
    expected: adminOnly(200),
    target: true,
    body: (f) => withPassword(f, { user_id: f.targetId, subscription_tier: 'pro' }),
  },
  'POST /api/admin/users/change-role': {
    expected: adminOnly(200),
    target: true,
    // a plain user stays one (an admin makes no team_member and no other admin's changes
    // are allowed afterwards: decision 034); the route's access is what is checked here
    body: (f) => withPassword(f, { user_id: f.targetId, new_role: 'user' }),
  },
  'POST /api/admin/users/toggle-status': {
    expected: adminOnly(200),
    target: true,
    body: (f) => withPassword(f, { user_id: f.targetId }),
  },
  'DELETE /api/admin/users/:id': {
    expected: adminOnly(200),
    target: true,
    url: (f) => `/api/admin/users/${f.targetId}`,
    body: (f) => withPassword(f),
  },
  'POST /api/admin/users/bulk-disable': {
    expected: adminOnly(200),
    target: true,
    body: (f) => withPassword(f, { user_ids: [f.targetId] }),
  },
  'POST /api/admin/users/bulk-enable': {
    expected: adminOnly(200),
    target: true,
    body: (f) => withPassword(f, { user_ids: [f.targetId] }),
  },
  'GET /api/admin/audit-log': { expected: adminOnly(200) },
  'GET /api/analytics/kpi-overview': { expected: adminOnly(200) },
  'GET /api/analytics/flowcharts-over-time': { expected: adminOnly(200) },
  'GET /api/analytics/subscriptions-distribution': { expected: adminOnly(200) },
  'GET /api/analytics/language-usage': { expected: adminOnly(200) },
  'GET /api/analytics/user-geography': { expected: adminOnly(200) },
  'GET /api/commerce/plans': { expected: adminOnly(200) },
  'PUT /api/commerce/plans/:plan_id': {
    expected: adminOnly(200),
    url: () => '/api/commerce/plans/pro',
    body: () => ({ price: 9.99 }),
  },
  'GET /api/commerce/coupons': { expected: adminOnly(200) },
  'POST /api/commerce/coupons': {
    expected: adminOnly(201),
    body: () => ({ code: `M${randomBytes(4).toString('hex')}`, discount_percentage: 10 }),
  },
  'POST /api/commerce/coupons/:id/deactivate': {
    expected: adminOnly(200),
    coupon: true,
    url: (f) => `/api/commerce/coupons/${f.couponId}/deactivate`,
  },
  // the public site: anyone may write to support and read the landing page's counters
  'POST /api/contact': {
    expected: all(201),
    body: () => ({
      name: 'Matrix',
      email: email(),
      subject: 'Hello',
      message: 'A message from the authorization matrix.',
    }),
  },
  'GET /api/public/stats': { expected: all(200) },
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
    // thumbnails and embeds are drawn by the generation workers: one warm before the calls
    await warmGeneratorPool(ctx().app);
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
        const adminFixture: AdminFixture = {
          adminPassword: users.admin.password,
          targetId: rule.target ? (await createTestUser(ctx())).user.id : '',
          couponId: rule.coupon
            ? (await createCoupon(ctx().app.db, {
                code: `M${randomBytes(4).toString('hex')}`,
                discountPercent: 5,
              }))!.id
            : '',
        };
        let file = '';
        if (rule.embed) {
          const embed = await ctx().app.inject({
            method: 'POST',
            url: `/api/flowcharts/${flowchartId}/embed`,
            headers: bearer(owner.token),
          });
          file = new URL(embed.json<{ url: string }>().url).pathname.split('/').pop() ?? '';
        }
        const url =
          rule.url?.(adminFixture) ??
          pattern
            .replace(':file', file)
            .replace(':id', flowchartId)
            .replace(':shareId', shareId)
            // a new flowchart's first version
            .replace(':version', '1');
        let token: string | null = role === 'anonymous' ? null : users[role].token;
        if (rule.endsSession && role !== 'anonymous') {
          token = (await createTestUser(ctx(), role === 'admin' ? { role: 'admin' } : {})).token;
        }
        const body = rule.body?.(adminFixture);
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
    // ~300 calls, several of them drawing a picture: slow on a busy machine
  }, 180_000);
});
