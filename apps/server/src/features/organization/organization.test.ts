import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { MAX_TEAM_SIZE, organizationMessages, PLAN_FEATURES } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { organizationMembers, users } from '../../db/schema/index';
import { readOutbox, tokenFromLink } from '../../email/readOutbox';
import { setSubscription } from '../auth/users';
import { call, testDataKey } from '../../test/flowchartRequests';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { flowchartTeamAccess } from '../../flowchartStore/index';
import { ownsTeamWithMembers } from '../../plans/teamPlan';

const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
const email = (tag = 'member') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;

describe.each(testDrivers)('organizations (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-org-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, {
    DATA_DIR: dataDir,
    DATA_ENCRYPTION_KEY: testDataKey,
    PUBLIC_URL: 'https://codeflow.test',
    TRUST_PROXY: 'true',
  });
  let ip = 0;

  const orgOwner = () =>
    createTestUser(ctx(), {
      subscriptionTier: 'organization',
      subscriptionExpiryDate: inAMonth(),
      fullName: 'Olga Owner',
    });
  const addMember = (token: string, payload: object) =>
    call(ctx(), 'POST', '/api/organization/add-member', token, payload);
  const login = async (username: string, password: string) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': `10.7.0.${++ip}` },
      payload: { username, password },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ access_token: string }>().access_token;
  };
  /** an owner with one member who signed in; the member's password set now */
  const teamWithMember = async () => {
    const owner = await orgOwner();
    const member = { email: email(), full_name: 'Mia Member', password: 'member-pw-123' };
    const added = await addMember(owner.token, member);
    expect(added.statusCode).toBe(201);
    const id = added.json<{ id: string }>().id;
    // the owner's password is temporary: the member chooses their own first (decision 028)
    const chosen = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/choose-password',
      headers: { 'x-forwarded-for': `10.7.0.${++ip}` },
      payload: { username: member.email, password: member.password, new_password: 'member-own-pw' },
    });
    expect(chosen.statusCode).toBe(200);
    const token = chosen.json<{ access_token: string }>().access_token;
    return { owner, member: { ...member, password: 'member-own-pw', id, token } };
  };
  const emailsTo = async (to: string) => {
    await ctx().app.auth.email.settled();
    return (await readOutbox(dataDir)).filter((m) => m.to === to);
  };

  it('refuses every call to a user without the Organization tier (403)', async () => {
    for (const tier of ['free', 'pro', 'premium'] as const) {
      const { token } = await createTestUser(ctx(), { subscriptionTier: tier });
      for (const [method, url, body] of [
        ['GET', '/api/organization/organization-info'],
        ['GET', '/api/organization/team-members'],
        [
          'POST',
          '/api/organization/add-member',
          { email: email(), full_name: 'X', password: 'long-enough' },
        ],
        ['GET', '/api/organization/team-flowcharts'],
      ] as const) {
        const res = await call(ctx(), method, url, token, body);
        expect(res.statusCode, `${tier} ${method} ${url}`).toBe(403);
      }
      const info = await call(ctx(), 'GET', '/api/organization/organization-info', token);
      expect(info.json()).toEqual({ detail: organizationMessages.organizationOnly });
    }
  });

  it('shows an empty team, adds a member with a password and lists them', async () => {
    const owner = await orgOwner();
    const info = await call(ctx(), 'GET', '/api/organization/organization-info', owner.token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      team_size: 0,
      max_team_size: MAX_TEAM_SIZE,
      subscription_status: 'active',
      is_owner: true,
      owner_full_name: 'Olga Owner',
    });

    const address = email();
    const res = await addMember(owner.token, {
      email: address.toUpperCase(),
      full_name: 'Mia Member',
      password: 'member-pw-123',
    });
    expect(res.statusCode).toBe(201);
    const member = res.json<{ id: string; email: string; full_name: string }>();
    expect(member).toMatchObject({ email: address, full_name: 'Mia Member' });

    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, member.id));
    // not verified by the owner's action; the owner's password is temporary (decision 028)
    expect(row).toMatchObject({ role: 'team_member', isVerified: false, subscriptionTier: 'free' });
    expect(row?.temporaryPasswordExpiresAt).not.toBeNull();

    const list = await call(ctx(), 'GET', '/api/organization/team-members', owner.token);
    expect(list.json()).toEqual([expect.objectContaining({ id: member.id, email: address })]);
    const after = await call(ctx(), 'GET', '/api/organization/organization-info', owner.token);
    expect(after.json()).toMatchObject({ team_size: 1 });

    // the welcome email has a sign-in link and never the password
    const [mail] = await emailsTo(address);
    expect(mail?.subject).toMatch(/Welcome to your Codeflow team/);
    expect(mail?.text).toContain('https://codeflow.test/');
    expect(mail?.text).not.toContain('member-pw-123');
    expect(mail?.html).not.toContain('member-pw-123');
    expect(await ownsTeamWithMembers(ctx().database.db, owner.user.id)).toBe(true);
  });

  it('invites by default: the member chooses a password through the emailed link', async () => {
    const owner = await orgOwner();
    const address = email('invited');
    const res = await addMember(owner.token, { email: address, full_name: 'Ivy Invited' });
    expect(res.statusCode).toBe(201);
    const [mail] = await emailsTo(address);
    expect(mail?.subject).toMatch(/added to a Codeflow team/);
    // the link opens "Join <owner>'s team", not "Reset Your Password" (issue 22, item 3)
    expect(mail?.text).toContain('https://codeflow.test/join-team?token=');
    const token = tokenFromLink(mail?.text ?? '');
    expect(token).toBeDefined();
    const join = await call(
      ctx(),
      'GET',
      `/api/organization/join?token=${encodeURIComponent(token ?? '')}`,
      null,
    );
    expect(join.statusCode).toBe(200);
    expect(join.json()).toEqual({
      owner_full_name: 'Olga Owner',
      email: address,
      full_name: 'Ivy Invited',
    });
    const unknown = await call(ctx(), 'GET', '/api/organization/join?token=not-a-token', null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: organizationMessages.joinLinkInvalid });
    // the address is not verified until its owner follows the link (issue 21, finding 9)
    const invitedId = res.json<{ id: string }>().id;
    const verified = async () =>
      (await ctx().database.db.select().from(users).where(eq(users.id, invitedId)))[0]?.isVerified;
    expect(await verified()).toBe(false);
    const reset = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { 'x-forwarded-for': `10.7.1.${++ip}` },
      payload: { token, new_password: 'my own password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await verified()).toBe(true);
    const memberToken = await login(address, 'my own password');
    const me = await call(ctx(), 'GET', '/api/auth/me', memberToken);
    expect(me.json()).toMatchObject({ role: 'team_member', email: address });
  });

  it('gives members the Organization features while the owner is active, without team management', async () => {
    const { member } = await teamWithMember();
    const features = await call(ctx(), 'GET', '/api/subscription/features', member.token);
    expect(features.json()).toEqual({
      ...PLAN_FEATURES.organization,
      team_management: false,
      export_formats: [...PLAN_FEATURES.organization.export_formats],
    });
    // a member sees their team, read-only
    const info = await call(ctx(), 'GET', '/api/organization/organization-info', member.token);
    expect(info.json()).toMatchObject({
      is_owner: false,
      team_size: 1,
      owner_full_name: 'Olga Owner',
    });
    const add = await addMember(member.token, {
      email: email(),
      full_name: 'X',
      password: 'long-enough',
    });
    expect(add.statusCode).toBe(403);
  });

  it('refuses a full team', async () => {
    const owner = await orgOwner();
    for (let i = 0; i < MAX_TEAM_SIZE; i++) {
      const res = await addMember(owner.token, {
        email: email(),
        full_name: `M ${i}`,
        password: 'long-enough',
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await addMember(owner.token, {
      email: email(),
      full_name: 'One too many',
      password: 'long-enough',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: organizationMessages.teamFull });
    const info = await call(ctx(), 'GET', '/api/organization/organization-info', owner.token);
    expect(info.json()).toMatchObject({ team_size: MAX_TEAM_SIZE, max_team_size: MAX_TEAM_SIZE });
  });

  it('validates the add-member body (422)', async () => {
    const owner = await orgOwner();
    for (const body of [
      { email: 'not-an-email', full_name: 'X' },
      { email: email(), full_name: '' },
      { email: email(), full_name: 'X', password: 'short' },
    ]) {
      expect((await addMember(owner.token, body)).statusCode).toBe(422);
    }
  });

  it('refuses self-removal, for the owner and for a member', async () => {
    const { owner, member } = await teamWithMember();
    const self = await call(
      ctx(),
      'DELETE',
      `/api/organization/remove-member/${owner.user.id}`,
      owner.token,
    );
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ detail: organizationMessages.cannotRemoveSelf });
    const memberSelf = await call(
      ctx(),
      'DELETE',
      `/api/organization/remove-member/${member.id}`,
      member.token,
    );
    expect(memberSelf.statusCode).toBe(403);
    expect(memberSelf.json()).toEqual({ detail: organizationMessages.cannotRemoveSelf });
    // still a member
    expect((await call(ctx(), 'GET', '/api/auth/me', member.token)).statusCode).toBe(200);
  });

  it('removes a member: their token is rejected at once and they become a free user', async () => {
    const { owner, member } = await teamWithMember();
    // warm the guard (and its session cache on PGlite) with the member's token
    expect((await call(ctx(), 'GET', '/api/auth/me', member.token)).statusCode).toBe(200);
    const removedEvents: unknown[] = [];
    const listener = (e: unknown) => removedEvents.push(e);
    ctx().app.teamEvents.on('memberRemoved', listener);
    try {
      const res = await call(
        ctx(),
        'DELETE',
        `/api/organization/remove-member/${member.id}`,
        owner.token,
      );
      expect(res.statusCode).toBe(204);
    } finally {
      ctx().app.teamEvents.off('memberRemoved', listener);
    }
    expect(removedEvents).toHaveLength(1);
    expect(removedEvents[0]).toMatchObject({ userId: member.id });
    expect((await call(ctx(), 'GET', '/api/auth/me', member.token)).statusCode).toBe(401);
    const again = await call(
      ctx(),
      'DELETE',
      `/api/organization/remove-member/${member.id}`,
      owner.token,
    );
    expect(again.statusCode).toBe(404);
    const list = await call(ctx(), 'GET', '/api/organization/team-members', owner.token);
    expect(list.json()).toEqual([]);
    // the account stays, as a free user's
    const token = await login(member.email, member.password);
    const features = await call(ctx(), 'GET', '/api/subscription/features', token);
    expect(features.json()).toMatchObject({
      team_management: false,
      flowchart_limit: PLAN_FEATURES.free.flowchart_limit,
    });
    expect((await call(ctx(), 'GET', '/api/auth/me', token)).json()).toMatchObject({
      role: 'user',
    });
  });

  it("refuses to remove someone outside the owner's team", async () => {
    const a = await teamWithMember();
    const b = await teamWithMember();
    const res = await call(
      ctx(),
      'DELETE',
      `/api/organization/remove-member/${b.member.id}`,
      a.owner.token,
    );
    expect(res.statusCode).toBe(404);
    const bad = await call(
      ctx(),
      'DELETE',
      '/api/organization/remove-member/not-a-uuid',
      a.owner.token,
    );
    expect(bad.statusCode).toBe(404);
    expect((await call(ctx(), 'GET', '/api/auth/me', b.member.token)).statusCode).toBe(200);
  });

  it("drops members to free when the organization's subscription lapses, and back when renewed", async () => {
    const { owner, member } = await teamWithMember();
    const features = () => call(ctx(), 'GET', '/api/subscription/features', member.token);
    expect((await features()).json()).toMatchObject({ flowchart_limit: null, can_edit: true });

    // lapsed by time: the expiry date passed
    await setSubscription(ctx().database.db, owner.user.id, {
      tier: 'organization',
      expiryDate: new Date(Date.now() - 1000),
    });
    expect((await features()).json()).toEqual({
      ...PLAN_FEATURES.free,
      export_formats: [...PLAN_FEATURES.free.export_formats],
    });
    const info = await call(ctx(), 'GET', '/api/organization/organization-info', member.token);
    expect(info.json()).toMatchObject({ subscription_status: 'expired' });
    // the owner may still see and tidy the team, not grow it
    const ownerInfo = await call(ctx(), 'GET', '/api/organization/organization-info', owner.token);
    expect(ownerInfo.json()).toMatchObject({ subscription_status: 'expired', team_size: 1 });
    const add = await addMember(owner.token, {
      email: email(),
      full_name: 'X',
      password: 'long-enough',
    });
    expect(add.statusCode).toBe(403);

    // renewed
    await setSubscription(ctx().database.db, owner.user.id, {
      tier: 'organization',
      expiryDate: inAMonth(),
    });
    expect((await features()).json()).toMatchObject({ flowchart_limit: null });
    // cancelled: back to free at once
    await setSubscription(ctx().database.db, owner.user.id, { tier: 'free', expiryDate: null });
    expect((await features()).json()).toMatchObject({
      flowchart_limit: PLAN_FEATURES.free.flowchart_limit,
    });
  });

  it('lets an admin (team_management) own a team', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    const res = await addMember(admin.token, {
      email: email(),
      full_name: 'A M',
      password: 'long-enough',
    });
    expect(res.statusCode).toBe(201);
    const [link] = await ctx()
      .database.db.select()
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, res.json<{ id: string }>().id));
    expect(link).toBeDefined();
  });

  describe('team flowcharts', () => {
    const create = async (token: string, title: string) => {
      const res = await call(ctx(), 'POST', '/api/flowcharts', token, {
        title,
        language: 'python',
        code: 'x = 1\n',
        flowchart: 'flowchart TD',
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const share = (token: string, id: string) =>
      call(ctx(), 'PUT', `/api/organization/team-flowcharts/${id}`, token);
    const teamList = (token: string) =>
      call(ctx(), 'GET', '/api/organization/team-flowcharts', token);

    it('a member shares a flowchart; everyone in the team lists, opens and saves it', async () => {
      const { owner, member } = await teamWithMember();
      const id = await create(member.token, 'Shared by member');
      expect((await share(member.token, id)).statusCode).toBe(204);
      expect((await share(member.token, id)).statusCode).toBe(204);

      const ownerList = await teamList(owner.token);
      expect(ownerList.json()).toEqual([
        expect.objectContaining({
          id,
          title: 'Shared by member',
          owner_full_name: 'Mia Member',
          is_mine: false,
        }),
      ]);
      const memberList = await teamList(member.token);
      expect(memberList.json()).toEqual([expect.objectContaining({ id, is_mine: true })]);

      const opened = await call(ctx(), 'GET', `/api/flowcharts/${id}`, owner.token);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ id, code: 'x = 1\n' });
      const saved = await call(ctx(), 'PUT', `/api/flowcharts/${id}`, owner.token, {
        code: 'y = 2\n',
      });
      expect(saved.statusCode).toBe(200);
      const reread = await call(ctx(), 'GET', `/api/flowcharts/${id}`, member.token);
      expect(reread.json()).toMatchObject({ code: 'y = 2\n' });
      // it stays the member's: not in the owner's own list
      const ownList = await call(ctx(), 'GET', '/api/flowcharts/user', owner.token);
      expect(ownList.json<{ id: string }[]>().map((f) => f.id)).not.toContain(id);
    });

    it('refuses non-members, and members after the flowchart is unshared or the plan lapsed', async () => {
      const { owner, member } = await teamWithMember();
      const other = await teamWithMember();
      const stranger = await createTestUser(ctx(), { subscriptionTier: 'premium' });
      const id = await create(owner.token, 'Owner chart');
      expect((await share(owner.token, id)).statusCode).toBe(204);
      expect((await call(ctx(), 'GET', `/api/flowcharts/${id}`, member.token)).statusCode).toBe(
        200,
      );

      for (const token of [stranger.token, other.member.token, other.owner.token]) {
        expect((await call(ctx(), 'GET', `/api/flowcharts/${id}`, token)).statusCode).toBe(404);
        expect(
          (await call(ctx(), 'PUT', `/api/flowcharts/${id}`, token, { title: 'x' })).statusCode,
        ).toBe(404);
        expect(
          (await call(ctx(), 'DELETE', `/api/organization/team-flowcharts/${id}`, token))
            .statusCode,
        ).toBe(404);
      }
      // a member cannot share someone else's flowchart, nor delete a team flowchart
      expect((await share(member.token, id)).statusCode).toBe(404);
      expect((await call(ctx(), 'DELETE', `/api/flowcharts/${id}`, member.token)).statusCode).toBe(
        404,
      );
      // a stranger cannot share into a team
      const own = await create(stranger.token, 'Mine');
      expect((await share(stranger.token, own)).statusCode).toBe(403);

      // lapse: members lose access, the owner keeps their own flowchart
      await setSubscription(ctx().database.db, owner.user.id, {
        tier: 'organization',
        expiryDate: new Date(Date.now() - 1000),
      });
      expect((await call(ctx(), 'GET', `/api/flowcharts/${id}`, member.token)).statusCode).toBe(
        404,
      );
      expect((await call(ctx(), 'GET', `/api/flowcharts/${id}`, owner.token)).statusCode).toBe(200);
      expect((await teamList(member.token)).statusCode).toBe(403);
      await setSubscription(ctx().database.db, owner.user.id, {
        tier: 'organization',
        expiryDate: inAMonth(),
      });
      expect((await call(ctx(), 'GET', `/api/flowcharts/${id}`, member.token)).statusCode).toBe(
        200,
      );

      // unshared: announced, and members lose access at once
      const unshared: unknown[] = [];
      const listener = (e: unknown) => unshared.push(e);
      ctx().app.teamEvents.on('flowchartUnshared', listener);
      try {
        const res = await call(
          ctx(),
          'DELETE',
          `/api/organization/team-flowcharts/${id}`,
          owner.token,
        );
        expect(res.statusCode).toBe(204);
      } finally {
        ctx().app.teamEvents.off('flowchartUnshared', listener);
      }
      expect(unshared).toEqual([{ flowchartId: id }]);
      expect((await call(ctx(), 'GET', `/api/flowcharts/${id}`, member.token)).statusCode).toBe(
        404,
      );
      expect((await teamList(member.token)).json()).toEqual([]);
    });

    it('flowchartTeamAccess: owner, member (owner of the team or a member), or null', async () => {
      const db = ctx().database.db;
      const { owner, member } = await teamWithMember();
      const stranger = await createTestUser(ctx());
      const id = await create(member.token, 'Access');
      expect(await flowchartTeamAccess(db, member.id, id)).toBe('owner');
      expect(await flowchartTeamAccess(db, owner.user.id, id)).toBeNull();
      expect((await share(member.token, id)).statusCode).toBe(204);
      expect(await flowchartTeamAccess(db, owner.user.id, id)).toBe('member');
      expect(await flowchartTeamAccess(db, stranger.user.id, id)).toBeNull();
      expect(await flowchartTeamAccess(db, owner.user.id, 'not-a-uuid')).toBeNull();
      expect(await ownsTeamWithMembers(db, stranger.user.id)).toBe(false);
      expect(await ownsTeamWithMembers(db, member.id)).toBe(false);
    });

    it("a removed member's shared flowcharts leave the team", async () => {
      const { owner, member } = await teamWithMember();
      const id = await create(member.token, 'Leaving with me');
      expect((await share(member.token, id)).statusCode).toBe(204);
      const res = await call(
        ctx(),
        'DELETE',
        `/api/organization/remove-member/${member.id}`,
        owner.token,
      );
      expect(res.statusCode).toBe(204);
      expect((await teamList(owner.token)).json()).toEqual([]);
      expect((await call(ctx(), 'GET', `/api/flowcharts/${id}`, owner.token)).statusCode).toBe(404);
    });
  });
});
