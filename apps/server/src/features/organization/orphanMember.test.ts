import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMembers, organizations, users } from '../../db/schema/index';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser } from '../../test/users';
import { setSubscription } from '../auth/users';

/**
 * Issue 21 finding 13: a member whose organization's owner deleted their account, and who then
 * buys Organization, was told `team_management: true` and refused every team call (403).
 */
describe.each(testDrivers)('a member of a deleted owner (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const get = (token: string, url: string) =>
    ctx().app.inject({ method: 'GET', url, headers: bearer(token) });

  it('is a plain user again and can run their own team after buying Organization', async () => {
    const db = ctx().database.db;
    const owner = await createTestUser(ctx(), { subscriptionTier: 'organization' });
    const member = await createTestUser(ctx(), { role: 'team_member' });
    const [org] = await db.insert(organizations).values({ ownerId: owner.user.id }).returning();
    await db
      .insert(organizationMembers)
      .values({ organizationId: org!.id, userId: member.user.id });
    expect((await get(member.token, '/api/auth/me')).json()).toMatchObject({ role: 'team_member' });

    // the owner's account goes, and their organization and its memberships with it
    await db.delete(users).where(eq(users.id, owner.user.id));
    await setSubscription(db, member.user.id, {
      tier: 'organization',
      expiryDate: new Date(Date.now() + 30 * 86_400_000),
    });

    const features = await get(member.token, '/api/subscription/features');
    expect(features.statusCode).toBe(200);
    expect(features.json()).toMatchObject({ team_management: true });
    // what the features promise, the team calls keep
    const info = await get(member.token, '/api/organization/organization-info');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ is_owner: true, team_size: 0 });
    expect((await get(member.token, '/api/organization/team-members')).statusCode).toBe(200);
    const me = await get(member.token, '/api/auth/me');
    expect(me.json()).toMatchObject({ role: 'user', subscription_tier: 'organization' });
  });
});
