import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MAX_TEAM_SIZE,
  organizationMessages,
  PLAN_FEATURES,
  type MyInvitation,
  type TeamInvitation,
} from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { teamInvitations, users } from '../../db/schema/index';
import { readOutbox } from '../../email/readOutbox';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { call, testDataKey } from '../../test/flowchartRequests';
import { createTestUser, type TestUser } from '../../test/users';

const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);

/** Issue 22, item 3 and decision 033: existing accounts join a team by accepting an invitation. */
describe.each(testDrivers)('team invitations (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-invite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, {
    DATA_DIR: dataDir,
    DATA_ENCRYPTION_KEY: testDataKey,
    PUBLIC_URL: 'https://codeflow.test',
  });
  const db = () => ctx().database.db;

  const orgOwner = (fullName = 'Olga Owner') =>
    createTestUser(ctx(), {
      subscriptionTier: 'organization',
      subscriptionExpiryDate: inAMonth(),
      fullName,
    });
  const invite = (owner: TestUser, who: TestUser) =>
    call(ctx(), 'POST', '/api/organization/add-member', owner.token, {
      email: who.user.email.toUpperCase(),
      full_name: 'Typed by the owner',
    });
  const mine = async (user: TestUser) =>
    (await call(ctx(), 'GET', '/api/organization/my-invitations', user.token)).json<
      MyInvitation[]
    >();
  const answer = (user: TestUser, id: string, action: 'accept' | 'decline') =>
    call(ctx(), 'POST', `/api/organization/my-invitations/${id}/${action}`, user.token);
  const roleOf = async (id: string) =>
    (await db().select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
  const features = async (user: TestUser) =>
    (await call(ctx(), 'GET', '/api/subscription/features', user.token)).json<{
      flowchart_limit: number | null;
    }>();
  const saveFlowchart = async (user: TestUser, title: string) => {
    const res = await call(ctx(), 'POST', '/api/flowcharts', user.token, {
      title,
      language: 'python',
      code: 'x = 1\n',
      flowchart: '',
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };

  it('invites an existing account (202, an email with Accept and Decline), which joins on accepting and keeps its flowcharts private', async () => {
    const owner = await orgOwner();
    const colleague = await createTestUser(ctx(), { fullName: 'Cleo Colleague' });
    const privateId = await saveFlowchart(colleague, 'My own chart');

    const res = await invite(owner, colleague);
    expect(res.statusCode).toBe(202);
    const invitation = res.json<TeamInvitation>();
    expect(invitation).toMatchObject({
      email: colleague.user.email,
      full_name: 'Cleo Colleague',
      status: 'pending',
      responded_at: null,
    });
    // nothing changed yet: not a member, not in the list
    expect(await roleOf(colleague.user.id)).toBe('user');
    const members = await call(ctx(), 'GET', '/api/organization/team-members', owner.token);
    expect(members.json()).toEqual([]);

    await ctx().app.auth.email.settled();
    const [mail] = (await readOutbox(dataDir)).filter((m) => m.to === colleague.user.email);
    expect(mail?.subject).toMatch(/invited to join a Codeflow team/);
    expect(mail?.text).toContain(
      `https://codeflow.test/dashboard?invitation=${invitation.id}&action=accept`,
    );
    expect(mail?.text).toContain(
      `https://codeflow.test/dashboard?invitation=${invitation.id}&action=decline`,
    );
    expect(mail?.text).toContain('“Olga Owner”');

    expect(await mine(colleague)).toEqual([
      expect.objectContaining({ id: invitation.id, owner_full_name: 'Olga Owner' }),
    ]);
    const accepted = await answer(colleague, invitation.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      message: organizationMessages.invitationAccepted('Olga Owner'),
    });
    expect(await roleOf(colleague.user.id)).toBe('team_member');
    // the team's plan now serves the member, on the same session
    expect((await features(colleague)).flowchart_limit).toBe(
      PLAN_FEATURES.organization.flowchart_limit,
    );
    const list = await call(ctx(), 'GET', '/api/organization/team-members', owner.token);
    expect(list.json()).toEqual([expect.objectContaining({ id: colleague.user.id })]);
    const states = await call(ctx(), 'GET', '/api/organization/invitations', owner.token);
    expect(states.json()).toEqual([expect.objectContaining({ status: 'accepted' })]);

    // the member's own flowcharts stay theirs: the owner cannot read them
    const mineStill = await call(ctx(), 'GET', '/api/flowcharts/user', colleague.token);
    expect(mineStill.json<{ id: string }[]>().map((f) => f.id)).toContain(privateId);
    const peek = await call(ctx(), 'GET', `/api/flowcharts/${privateId}`, owner.token);
    expect(peek.statusCode).toBe(404);
    // accepting twice: it is no longer pending
    expect((await answer(colleague, invitation.id, 'accept')).statusCode).toBe(404);
  });

  it('declines; another account cannot answer (404); the owner sees the state', async () => {
    const owner = await orgOwner();
    const colleague = await createTestUser(ctx());
    const stranger = await createTestUser(ctx());
    const { id } = (await invite(owner, colleague)).json<TeamInvitation>();

    for (const action of ['accept', 'decline'] as const) {
      const wrong = await answer(stranger, id, action);
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual({ detail: organizationMessages.invitationNotFound });
      expect((await answer(owner, id, action)).statusCode).toBe(404);
    }
    expect(await mine(stranger)).toEqual([]);
    expect((await answer(colleague, 'not-a-uuid', 'accept')).statusCode).toBe(404);
    expect(
      (await call(ctx(), 'POST', `/api/organization/my-invitations/${id}/accept`, null)).statusCode,
    ).toBe(401);

    const declined = await answer(colleague, id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(await roleOf(colleague.user.id)).toBe('user');
    expect(await mine(colleague)).toEqual([]);
    expect((await answer(colleague, id, 'accept')).statusCode).toBe(404);
    const states = await call(ctx(), 'GET', '/api/organization/invitations', owner.token);
    expect(states.json()).toEqual([expect.objectContaining({ id, status: 'declined' })]);
    // after a decline the owner may invite again
    expect((await invite(owner, colleague)).statusCode).toBe(202);
  });

  it('lets the owner revoke a pending invitation; others cannot (403/404)', async () => {
    const owner = await orgOwner();
    const otherOwner = await orgOwner('Other Owner');
    const colleague = await createTestUser(ctx());
    const { id } = (await invite(owner, colleague)).json<TeamInvitation>();
    const revoke = (who: TestUser, target = id) =>
      call(ctx(), 'DELETE', `/api/organization/invitations/${target}`, who.token);

    expect((await revoke(otherOwner)).statusCode).toBe(404);
    expect((await revoke(colleague)).statusCode).toBe(403);
    expect((await revoke(owner, 'not-a-uuid')).statusCode).toBe(404);
    expect((await revoke(owner)).statusCode).toBe(204);
    expect((await revoke(owner)).statusCode).toBe(404);
    expect(await mine(colleague)).toEqual([]);
    expect((await answer(colleague, id, 'accept')).statusCode).toBe(404);
    const states = await call(ctx(), 'GET', '/api/organization/invitations', owner.token);
    expect(states.json()).toEqual([expect.objectContaining({ id, status: 'revoked' })]);
  });

  it('refuses an expired invitation and shows it expired; a new one can be sent', async () => {
    const owner = await orgOwner();
    const colleague = await createTestUser(ctx());
    const { id } = (await invite(owner, colleague)).json<TeamInvitation>();
    await db()
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, id));
    expect(await mine(colleague)).toEqual([]);
    expect((await answer(colleague, id, 'accept')).statusCode).toBe(404);
    expect((await answer(colleague, id, 'decline')).statusCode).toBe(404);
    expect(await roleOf(colleague.user.id)).toBe('user');
    const states = await call(ctx(), 'GET', '/api/organization/invitations', owner.token);
    expect(states.json()).toEqual([expect.objectContaining({ id, status: 'expired' })]);
    const again = await invite(owner, colleague);
    expect(again.statusCode).toBe(202);
    expect(again.json<TeamInvitation>().id).not.toBe(id);
  });

  it('answers a duplicate clearly: already invited, already a member, oneself (409)', async () => {
    const owner = await orgOwner();
    const colleague = await createTestUser(ctx());
    const first = await invite(owner, colleague);
    const second = await invite(owner, colleague);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      detail: organizationMessages.alreadyInvited(colleague.user.email),
    });
    await answer(colleague, first.json<TeamInvitation>().id, 'accept');
    const member = await invite(owner, colleague);
    expect(member.statusCode).toBe(409);
    expect(member.json()).toEqual({
      detail: organizationMessages.alreadyMember(colleague.user.email),
    });
    const self = await invite(owner, owner);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: organizationMessages.cannotInviteSelf });
  });

  it('refuses to join a second team, and an account that owns an Organization plan', async () => {
    const owner = await orgOwner();
    const secondOwner = await orgOwner('Second Owner');
    const colleague = await createTestUser(ctx());
    const a = (await invite(owner, colleague)).json<TeamInvitation>();
    const b = (await invite(secondOwner, colleague)).json<TeamInvitation>();
    expect((await answer(colleague, a.id, 'accept')).statusCode).toBe(200);
    // the other team's invitation is moot once one is accepted
    expect((await answer(colleague, b.id, 'accept')).statusCode).toBe(404);
    const third = await orgOwner('Third Owner');
    const c = (await invite(third, colleague)).json<TeamInvitation>();
    const refused = await answer(colleague, c.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: organizationMessages.alreadyInATeam });

    const invited = (await invite(owner, secondOwner)).json<TeamInvitation>();
    const own = await answer(secondOwner, invited.id, 'accept');
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ detail: organizationMessages.ownsOrganization });
  });

  it('counts pending invitations against the team size, and refuses a full team at accept', async () => {
    const owner = await orgOwner();
    const invited: { user: TestUser; id: string }[] = [];
    for (let i = 0; i < MAX_TEAM_SIZE; i++) {
      const user = await createTestUser(ctx());
      const res = await invite(owner, user);
      expect(res.statusCode).toBe(202);
      invited.push({ user, id: res.json<TeamInvitation>().id });
    }
    const late = await createTestUser(ctx());
    const full = await invite(owner, late);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ detail: organizationMessages.teamFull });
    for (const { user, id } of invited) {
      expect((await answer(user, id, 'accept')).statusCode).toBe(200);
    }
    const info = await call(ctx(), 'GET', '/api/organization/organization-info', owner.token);
    expect(info.json()).toMatchObject({ team_size: MAX_TEAM_SIZE });
  }, 60_000);

  it('lets a member leave: the account keeps its flowcharts and its own plan, the team shares go', async () => {
    const owner = await orgOwner();
    const colleague = await createTestUser(ctx(), {
      subscriptionTier: 'pro',
      subscriptionExpiryDate: inAMonth(),
    });
    const { id } = (await invite(owner, colleague)).json<TeamInvitation>();
    await answer(colleague, id, 'accept');
    const chart = await saveFlowchart(colleague, 'Shared by the member');
    const share = await call(
      ctx(),
      'PUT',
      `/api/organization/team-flowcharts/${chart}`,
      colleague.token,
    );
    expect(share.statusCode).toBe(204);
    expect((await call(ctx(), 'GET', `/api/flowcharts/${chart}`, owner.token)).statusCode).toBe(
      200,
    );

    const ownerLeaves = await call(ctx(), 'POST', '/api/organization/leave', owner.token);
    expect(ownerLeaves.statusCode).toBe(403);
    expect(ownerLeaves.json()).toEqual({ detail: organizationMessages.ownerCannotLeave });

    const left = await call(ctx(), 'POST', '/api/organization/leave', colleague.token);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: organizationMessages.leftTeam('Olga Owner') });
    expect(await roleOf(colleague.user.id)).toBe('user');
    // the same session goes on, with the member's own Pro plan
    expect((await features(colleague)).flowchart_limit).toBe(PLAN_FEATURES.pro.flowchart_limit);
    expect((await call(ctx(), 'GET', `/api/flowcharts/${chart}`, colleague.token)).statusCode).toBe(
      200,
    );
    expect((await call(ctx(), 'GET', `/api/flowcharts/${chart}`, owner.token)).statusCode).toBe(
      404,
    );
    const again = await call(ctx(), 'POST', '/api/organization/leave', colleague.token);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ detail: organizationMessages.notAMember });
  });
});
