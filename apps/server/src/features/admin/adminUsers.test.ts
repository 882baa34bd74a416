import {
  adminMessages,
  adminUserListSchema,
  adminUserPageSchema,
  adminUserRowSchema,
  auditPageSchema,
  dashboardStatsSchema,
} from '@codeflow/contracts';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sqlRows';
import { testDataKey } from '../../test/flowchartRequests';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser, type TestUser } from '../../test/users';

describe.each(testDrivers)('admin user calls (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });
  const call = (token: string, options: InjectOptions) =>
    ctx().app.inject({ ...options, headers: { ...bearer(token), ...options.headers } });
  const newAdmin = () => createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
  const post = (admin: TestUser, url: string, payload: Record<string, unknown>) =>
    call(admin.token, {
      method: 'POST',
      url,
      payload: { admin_password: admin.password, ...payload },
    });
  const saveFlowchart = (token: string, title: string, language = 'python') =>
    call(token, {
      method: 'POST',
      url: '/api/flowcharts',
      payload: { title, language, code: 'secret_code = 1\n', flowchart: 'graph TD' },
    });
  const auditOf = async (admin: TestUser, query: string) => {
    const res = await call(admin.token, { method: 'GET', url: `/api/admin/audit-log?${query}` });
    expect(res.statusCode).toBe(200);
    return auditPageSchema.parse(res.json());
  };

  it('lists users as the admin user row array by default', async () => {
    const admin = await newAdmin();
    const soon = new Date(Date.now() + 2.5 * 86_400_000);
    const pro = await createTestUser(ctx(), {
      fullName: 'Row Shape',
      subscriptionTier: 'premium',
      subscriptionExpiryDate: soon,
    });
    await saveFlowchart(pro.token, 'one');
    await saveFlowchart(pro.token, 'two');
    const res = await call(admin.token, { method: 'GET', url: '/api/admin/users' });
    expect(res.statusCode).toBe(200);
    const rows = adminUserListSchema.parse(res.json());
    const row = rows.find((r) => r.id === pro.user.id);
    expect(row).toMatchObject({
      email: pro.user.email,
      full_name: 'Row Shape',
      role: 'user',
      subscription_tier: 'premium',
      days_left: 3,
      flowchart_count: 2,
      disabled: false,
      total_time_spent_formatted: '0m',
    });
    // signed in by createTestUser: a session exists
    expect(row?.last_login).not.toBeNull();
    expect(rows.find((r) => r.id === admin.user.id)?.days_left).toBeNull();
    // newest first by default
    const created = rows.map((r) => r.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('gives texts and timestamps exactly as the database holds them', async () => {
    const admin = await newAdmin();
    const odd = await createTestUser(ctx(), {
      fullName: 'Zoë "Quote" \\ Back\tTab, Ünïcode ✓',
      subscriptionTier: 'pro',
      subscriptionExpiryDate: new Date(Date.now() + 2 * 86_400_000),
    });
    // microseconds the list must cut, as a driver's Date does
    await ctx().database.db.execute(
      sql`update users set created_at = '2025-03-04 05:06:07.891999+00',
        subscription_expiry_date = subscription_expiry_date + interval '0.000999 seconds'
        where id = ${odd.user.id}`,
    );
    const stored = sqlRows<{ created_at: unknown; subscription_expiry_date: unknown }>(
      await ctx().database.db.execute(
        sql`select created_at, subscription_expiry_date from users where id = ${odd.user.id}`,
      ),
    )[0];
    const rows = adminUserListSchema.parse(
      (await call(admin.token, { method: 'GET', url: '/api/admin/users' })).json(),
    );
    const row = rows.find((r) => r.id === odd.user.id);
    expect(row?.full_name).toBe('Zoë "Quote" \\ Back\tTab, Ünïcode ✓');
    expect(row?.created_at).toBe('2025-03-04T05:06:07.891Z');
    expect(row?.created_at).toBe(new Date(stored?.created_at as Date).toISOString());
    expect(row?.subscription_expiry_date).toBe(
      new Date(stored?.subscription_expiry_date as Date).toISOString(),
    );
    expect(row?.days_left).toBe(2);
  });

  it('shows expired subscriptions with negative days left', async () => {
    const admin = await newAdmin();
    const expired = await createTestUser(ctx(), {
      subscriptionTier: 'pro',
      subscriptionExpiryDate: new Date(Date.now() - 3.5 * 86_400_000),
    });
    const rows = adminUserListSchema.parse(
      (await call(admin.token, { method: 'GET', url: '/api/admin/users' })).json(),
    );
    expect(rows.find((r) => r.id === expired.user.id)?.days_left).toBe(-3);
  });

  it('pages, searches, filters and sorts through optional query parameters', async () => {
    const admin = await newAdmin();
    const tag = `pg${Date.now().toString(36)}`;
    const made: TestUser[] = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await createTestUser(ctx(), {
          email: `${tag}-${i}@example.com`,
          fullName: `Paging ${i}`,
          subscriptionTier: i % 2 === 0 ? 'pro' : 'free',
          disabled: i === 4,
        }),
      );
    }
    const page = async (query: string) => {
      const res = await call(admin.token, { method: 'GET', url: `/api/admin/users?${query}` });
      expect(res.statusCode).toBe(200);
      return adminUserPageSchema.parse(res.json());
    };
    const first = await page(`search=${tag}&page=1&page_size=2&sort=email&order=asc`);
    expect(first.total).toBe(5);
    expect(first.items.map((r) => r.email)).toEqual([
      `${tag}-0@example.com`,
      `${tag}-1@example.com`,
    ]);
    const third = await page(`search=${tag}&page=3&page_size=2&sort=email&order=asc`);
    expect(third.items.map((r) => r.email)).toEqual([`${tag}-4@example.com`]);
    expect((await page(`search=${tag.toUpperCase()}&page=1&tier=pro`)).total).toBe(3);
    expect((await page(`search=${tag}&page=1&status=disabled`)).items.map((r) => r.id)).toEqual([
      made[4]?.user.id,
    ]);
    expect((await page(`search=${tag}&page=1&status=active&tier=free`)).total).toBe(2);
    expect((await page(`search=Paging%203&page=1`)).items.map((r) => r.id)).toContain(
      made[3]?.user.id,
    );
    expect((await page(`page=1&role=admin`)).items.every((r) => r.role === 'admin')).toBe(true);
    // a percent sign is a character, not a wildcard
    expect((await page(`search=%25%25%25&page=1`)).total).toBe(0);
    const bad = await call(admin.token, {
      method: 'GET',
      url: '/api/admin/users?sort=password_hash',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('answers dashboard stats with every tier in the breakdown', async () => {
    const admin = await newAdmin();
    await createTestUser(ctx(), { subscriptionTier: 'organization' });
    const res = await call(admin.token, { method: 'GET', url: '/api/admin/dashboard-stats' });
    expect(res.statusCode).toBe(200);
    const stats = dashboardStatsSchema.parse(res.json());
    expect(Object.keys(stats.subscription_breakdown).sort()).toEqual([
      'admin',
      'free',
      'organization',
      'premium',
      'pro',
    ]);
    expect(stats.subscription_breakdown.organization).toBeGreaterThanOrEqual(1);
    const sum = Object.values(stats.subscription_breakdown).reduce((a, b) => a + b, 0);
    expect(sum).toBe(stats.total_users);
    expect(stats.active_users).toBeLessThanOrEqual(stats.total_users);
  });

  it("lists a user's flowcharts with titles, languages and dates, never the code", async () => {
    const admin = await newAdmin();
    const owner = await createTestUser(ctx(), { subscriptionTier: 'premium', fullName: 'Owner' });
    await saveFlowchart(owner.token, 'First', 'c');
    await saveFlowchart(owner.token, 'Second', 'python');
    const res = await call(admin.token, {
      method: 'GET',
      url: `/api/admin/users/${owner.user.id}/flowcharts`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret_code');
    const body = res.json<{
      user: unknown;
      flowcharts: { title: string; language: string }[];
      total_count: number;
    }>();
    expect(body.user).toEqual({ id: owner.user.id, email: owner.user.email, full_name: 'Owner' });
    expect(body.total_count).toBe(2);
    expect(body.flowcharts.map((f) => [f.title, f.language]).sort()).toEqual([
      ['First', 'c'],
      ['Second', 'python'],
    ]);
    const unknown = await call(admin.token, {
      method: 'GET',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/flowcharts',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call(admin.token, { method: 'GET', url: '/api/admin/users/nope/flowcharts' }))
        .statusCode,
    ).toBe(404);
  });

  it('creates users with the defaults, and refuses a blank or wrong admin password', async () => {
    const admin = await newAdmin();
    const email = `made-${Date.now()}@Example.com`;
    const blank = await post(admin, '/api/admin/users/create', { email, admin_password: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(JSON.stringify(blank.json())).toContain(adminMessages.adminPasswordRequired);
    const missing = await call(admin.token, {
      method: 'POST',
      url: '/api/admin/users/create',
      payload: { email },
    });
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.json())).toContain(adminMessages.adminPasswordRequired);
    const wrong = await post(admin, '/api/admin/users/create', {
      email,
      admin_password: 'not it!!',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: adminMessages.adminPasswordWrong });

    const res = await post(admin, '/api/admin/users/create', {
      email,
      password: 'a fine password',
      full_name: 'Made By Admin',
    });
    expect(res.statusCode).toBe(201);
    const row = adminUserRowSchema.parse(res.json());
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      full_name: 'Made By Admin',
      role: 'user',
      subscription_tier: 'free',
      flowchart_count: 0,
      last_login: null,
      disabled: false,
      is_verified: true,
    });
    const again = await post(admin, '/api/admin/users/create', { email });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: adminMessages.emailTaken });
    const short = await post(admin, '/api/admin/users/create', {
      email: 'x@example.com',
      password: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(short.json())).toContain(adminMessages.newPasswordTooShort);

    // the new user signs in with the password the admin set
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password: 'a fine password' }).toString(),
    });
    expect(login.statusCode).toBe(200);
    const audit = await auditOf(admin, `action=user.create&target_id=${row.id}`);
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      actor_id: admin.user.id,
      actor_email: admin.user.email,
    });
    expect(JSON.stringify(audit)).not.toContain('a fine password');
    expect(JSON.stringify(audit)).not.toContain(admin.password);
  });

  it('changes a password: the old tokens stop working, the new password signs in', async () => {
    const admin = await newAdmin();
    const user = await createTestUser(ctx());
    const res = await post(admin, '/api/admin/users/change-password', {
      user_id: user.user.id,
      new_password: 'brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: adminMessages.passwordChanged });
    expect((await call(user.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const short = await post(admin, '/api/admin/users/change-password', {
      user_id: user.user.id,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(short.json())).toContain(adminMessages.newPasswordTooShort);
    const audit = await auditOf(admin, `target_id=${user.user.id}`);
    expect(audit.items.map((e) => e.action)).toEqual(['user.change_password']);
    expect(JSON.stringify(audit)).not.toContain('brand new password');
  });

  it('changes a subscription with effect on the very next request', async () => {
    const admin = await newAdmin();
    const user = await createTestUser(ctx());
    const features = () => call(user.token, { method: 'GET', url: '/api/subscription/features' });
    // warm the session cache with the free tier
    expect((await features()).json()).toMatchObject({ can_share: false });
    const res = await post(admin, '/api/admin/users/change-subscription', {
      user_id: user.user.id,
      subscription_tier: 'premium',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: adminMessages.subscriptionChanged });
    expect((await features()).json()).toMatchObject({ can_share: true, flowchart_limit: null });
    const withExpiry = await post(admin, '/api/admin/users/change-subscription', {
      user_id: user.user.id,
      subscription_tier: 'pro',
      expiry_days: 10,
    });
    expect(withExpiry.statusCode).toBe(200);
    const rows = adminUserListSchema.parse(
      (await call(admin.token, { method: 'GET', url: '/api/admin/users' })).json(),
    );
    expect(rows.find((r) => r.id === user.user.id)).toMatchObject({
      subscription_tier: 'pro',
      days_left: 10,
    });
    const audit = await auditOf(admin, `action=user.change_subscription&target_id=${user.user.id}`);
    expect(audit.items[0]?.details).toMatchObject({ from: 'premium', to: 'pro' });
    expect(audit.items[1]?.details).toMatchObject({ from: 'free', to: 'premium' });
  });

  it('changes roles, but never the admin’s own', async () => {
    const admin = await newAdmin();
    const user = await createTestUser(ctx());
    const self = await post(admin, '/api/admin/users/change-role', {
      user_id: admin.user.id,
      new_role: 'user',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ detail: adminMessages.selfDemotion });
    // still admin
    expect((await call(admin.token, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(
      200,
    );

    const promote = await post(admin, '/api/admin/users/change-role', {
      user_id: user.user.id,
      new_role: 'admin',
    });
    expect(promote.statusCode).toBe(200);
    // at once: the promoted user's cached session now passes the admin check
    expect(
      (await call(user.token, { method: 'GET', url: '/api/admin/dashboard-stats' })).statusCode,
    ).toBe(200);
    // once an admin, the account is theirs: another admin cannot demote it (decision 034)
    const demote = await post(admin, '/api/admin/users/change-role', {
      user_id: user.user.id,
      new_role: 'team_member',
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toEqual({ detail: adminMessages.otherAdminProtected });
    expect(
      (await call(user.token, { method: 'GET', url: '/api/admin/dashboard-stats' })).statusCode,
    ).toBe(200);
    // a team member belongs to an organization: only its owner makes one (issue 21 finding 13)
    const plain = await createTestUser(ctx());
    const toMember = await post(admin, '/api/admin/users/change-role', {
      user_id: plain.user.id,
      new_role: 'team_member',
    });
    expect(toMember.statusCode).toBe(422);
    expect(toMember.json()).toEqual({ detail: adminMessages.teamMemberNeedsOrganization });
    const bad = await post(admin, '/api/admin/users/change-role', {
      user_id: user.user.id,
      new_role: 'owner',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('disables a user (their token is refused at once) and enables them again', async () => {
    const admin = await newAdmin();
    const user = await createTestUser(ctx());
    const me = () => call(user.token, { method: 'GET', url: '/api/auth/me' });
    expect((await me()).statusCode).toBe(200);
    const off = await post(admin, '/api/admin/users/toggle-status', { user_id: user.user.id });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ disabled: true, message: adminMessages.userDisabled });
    const refused = await me();
    expect(refused.statusCode).toBe(403);
    const on = await post(admin, '/api/admin/users/toggle-status', { user_id: user.user.id });
    expect(on.json()).toEqual({ disabled: false, message: adminMessages.userEnabled });
    // the tokens of before the disable stay revoked
    expect((await me()).statusCode).toBe(401);
    const audit = await auditOf(admin, `target_id=${user.user.id}`);
    expect(audit.items.map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
    expect(audit.items[0]?.ip).toBeTruthy();
  });

  it('protects admin rows: no disable, delete or bulk selection; not oneself either', async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    for (const res of [
      await post(admin, '/api/admin/users/toggle-status', { user_id: other.user.id }),
      await post(admin, '/api/admin/users/toggle-status', { user_id: admin.user.id }),
      await call(admin.token, {
        method: 'DELETE',
        url: `/api/admin/users/${other.user.id}`,
        payload: { admin_password: admin.password },
      }),
      await post(admin, '/api/admin/users/bulk-disable', { user_ids: [other.user.id] }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect((await call(other.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('deletes a user with all their flowcharts', async () => {
    const admin = await newAdmin();
    const user = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    await saveFlowchart(user.token, 'gone');
    const count = async () => {
      const result = await ctx().database.db.execute(
        sql`select count(*)::int as n from flowcharts where user_id = ${user.user.id}::uuid`,
      );
      return sqlRows<{ n: number }>(result)[0]?.n;
    };
    expect(await count()).toBe(1);
    const wrong = await call(admin.token, {
      method: 'DELETE',
      url: `/api/admin/users/${user.user.id}`,
      payload: { admin_password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(403);
    const res = await call(admin.token, {
      method: 'DELETE',
      url: `/api/admin/users/${user.user.id}`,
      payload: { admin_password: admin.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: adminMessages.userDeleted });
    expect(await count()).toBe(0);
    expect((await call(user.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const audit = await auditOf(admin, `action=user.delete&target_id=${user.user.id}`);
    expect(audit.items[0]).toMatchObject({
      target_label: user.user.email,
      details: { flowcharts_deleted: 1 },
    });
  });

  it('bulk-disables and bulk-enables the selected users', async () => {
    const admin = await newAdmin();
    const a = await createTestUser(ctx());
    const b = await createTestUser(ctx());
    const off = await post(admin, '/api/admin/users/bulk-disable', {
      user_ids: [a.user.id, b.user.id],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ updated: 2, message: '2 users disabled.' });
    expect((await call(a.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(403);
    const on = await post(admin, '/api/admin/users/bulk-enable', { user_ids: [a.user.id] });
    expect(on.json()).toEqual({ updated: 1, message: '1 user enabled.' });
    const none = await post(admin, '/api/admin/users/bulk-disable', { user_ids: [] });
    expect(none.statusCode).toBe(422);
    const unknown = await post(admin, '/api/admin/users/bulk-disable', {
      user_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    const noPassword = await call(admin.token, {
      method: 'POST',
      url: '/api/admin/users/bulk-disable',
      payload: { user_ids: [a.user.id] },
    });
    expect(noPassword.statusCode).toBe(422);
    const audit = await auditOf(admin, 'action=user.bulk_disable');
    expect(audit.items.some((e) => (e.details.user_ids as string[]).includes(b.user.id))).toBe(
      true,
    );
  });

  it('exports the selected or filtered users as CSV', async () => {
    const admin = await newAdmin();
    const a = await createTestUser(ctx(), { fullName: '=HYPERLINK("x")' });
    const b = await createTestUser(ctx(), { fullName: 'Plain, Name' });
    const res = await call(admin.token, {
      method: 'GET',
      url: `/api/admin/users/export?ids=${a.user.id},${b.user.id}&sort=email&order=asc`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="codeflow-users-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,email,full_name,role,subscription_tier/);
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).toContain('"Plain, Name"');
    expect((await auditOf(admin, 'action=user.export')).items[0]?.details).toMatchObject({
      rows: 2,
    });
  });
});
