import { organizationMessages, type JoinTeamInfo } from '@codeflow/contracts';
import { and, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { oneTimeTokens, organizationMembers, organizations, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { hashOneTimeToken } from '../../security/oneTimeTokens';

const owners = alias(users, 'owners');

/**
 * GET /api/organization/join?token=…: who invited the holder of a new member's invite link (a
 * reset token of a team member's account), so the page says "Join <owner>'s team" (issue 22,
 * item 3). The token is only looked at, never used up; anything else is 404.
 */
export async function joinInfo(db: Db, token: string): Promise<JoinTeamInfo> {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName, ownerName: owners.fullName })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .innerJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .innerJoin(owners, eq(owners.id, organizations.ownerId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)),
        eq(oneTimeTokens.kind, 'reset_password'),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', organizationMessages.joinLinkInvalid);
  return { owner_full_name: row.ownerName, email: row.email, full_name: row.fullName };
}
