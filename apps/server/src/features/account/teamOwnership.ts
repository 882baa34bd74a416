import type { Db } from '../../db/database';

/**
 * Whether the user owns an organization team that still has other members: such an account is
 * not deleted until the team is removed or handed over. Teams are not in this branch yet; the
 * organization feature's `ownsTeamWithMembers` (features/organization/teamAccess.ts) replaces
 * this body when it is merged.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- the real check reads the database
export async function ownsTeamWithMembers(_db: Db, _userId: string): Promise<boolean> {
  return false;
}
