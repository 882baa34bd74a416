import { z } from 'zod';
import { authMessages, fullNameSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { requestBody } from './requestRules';

/** Members an organization may have besides its owner (docs/product.md#constants-and-limits). */
export const MAX_TEAM_SIZE = 10;

/**
 * Messages of the organization calls and the team panel. The first group is
 * docs/product.md#messages verbatim; the rest are ours.
 */
export const organizationMessages = {
  loadFailed: 'Failed to load team members',
  addFailed: 'Failed to add team member',
  removeFailed: 'Failed to remove team member',
  added: 'Team member added successfully!',
  removed: 'Team member removed successfully',
  missingFields: 'Please provide full name, email, and password for the new member',
  // ours
  /** the add form's empty submit when the member is invited (no password to ask for) */
  missingNameOrEmail: 'Please provide the full name and email of the new member',
  organizationOnly: 'Team management is available on the Organization tier only.',
  teamFull: `Your team is full: an organization has at most ${MAX_TEAM_SIZE} members.`,
  emailUnavailable:
    'This email address cannot be added to your team. Ask the person to use another address.',
  cannotRemoveSelf: 'You cannot remove yourself from the team.',
  memberNotFound: 'Team member not found',
  notInTeam: 'You are not in a team: sharing with a team needs an active Organization plan.',
  // invitations of existing accounts (decision 033)
  invitationSent: (email: string) =>
    `Invitation sent to ${email}. They join your team when they accept it.`,
  alreadyMember: (email: string) => `${email} is already a member of your team.`,
  alreadyInvited: (email: string) =>
    `${email} has already been invited and has not answered yet. Revoke the invitation to send a new one.`,
  cannotInviteSelf: 'You own this team: you cannot invite yourself.',
  invitationNotFound:
    'This invitation is no longer valid: it was answered, revoked or has expired. Ask the team owner to invite you again.',
  invitationAccepted: (ownerName: string) => `You joined ${ownerName}’s team.`,
  invitationDeclined: 'Invitation declined.',
  invitationRevoked: 'Invitation revoked.',
  alreadyInATeam: 'You are already a member of a team. Leave it before joining another.',
  ownsOrganization:
    'Your account has its own Organization plan or team, so it cannot join another team.',
  teamInactive: 'This team’s Organization plan is not active, so it cannot take new members.',
  teamFullForInvitee: 'This team is full. Ask the team owner to make room.',
  leftTeam: (ownerName: string) => `You left ${ownerName}’s team. Your own plan applies again.`,
  notAMember: 'You are not a member of a team.',
  ownerCannotLeave: 'You own this team: remove its members instead of leaving it.',
  joinLinkInvalid:
    'This invite link is invalid or has expired. Ask the team owner to add you again.',
} as const;

/** How long an invitation of an existing account waits for an answer (decision 033). */
export const INVITATION_DAYS = 7;

/**
 * How many add-member calls (each may send an email to any address) one owner makes per hour and
 * per day (issue 21, finding 9: invites as a phishing channel). Counted in the database, so every
 * server instance shares them.
 */
export const INVITE_LIMITS = { perHour: 20, perDay: 50 } as const;

/** 429 detail of add-member over INVITE_LIMITS; the wait is also in Retry-After. */
export function inviteLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait =
    minutes < 120
      ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
      : `${Math.ceil(minutes / 60)} hours`;
  return `You have added too many team members in a short time (at most ${INVITE_LIMITS.perHour} an hour and ${INVITE_LIMITS.perDay} a day). Try again in ${wait}.`;
}

/** Generated temporary passwords: 12 characters from these (docs/product.md#validation-rules). */
export const GENERATED_PASSWORD_LENGTH = 12;
export const GENERATED_PASSWORD_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%';

const memberEmail = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }))
  .transform((v) => v.toLowerCase());

/**
 * POST /api/organization/add-member. With `password` the account gets it now (the product's
 * "set a password now"); without it (the default in the panel) the member is emailed an invite
 * link to choose one. Either way the welcome email never contains the password.
 */
export const addMemberRequestSchema = z.object({
  email: memberEmail,
  full_name: fullNameSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong)
    .optional(),
});
export type AddMemberRequest = z.input<typeof addMemberRequestSchema>;
export const addMemberBodySchema = requestBody(addMemberRequestSchema);

/** Subscription status of the organization: its owner's plan, now. */
export const organizationStatuses = ['active', 'expired', 'inactive'] as const;
export const organizationStatusSchema = z.enum(organizationStatuses);
export type OrganizationStatus = z.infer<typeof organizationStatusSchema>;

/** GET /api/organization/organization-info (docs/product.md#entities Organization info). */
export const organizationInfoSchema = z.object({
  team_size: z.number().int(),
  max_team_size: z.number().int(),
  subscription_status: organizationStatusSchema,
  /** ours: whether the caller owns the team (false: a member, who can only look) */
  is_owner: z.boolean(),
  owner_full_name: z.string(),
});
export type OrganizationInfo = z.infer<typeof organizationInfoSchema>;

/** One row of GET /api/organization/team-members (docs/product.md#entities Team member). */
export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  /** ours: ISO 8601 */
  added_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListSchema = z.array(teamMemberSchema);

/** `{id}` of DELETE /api/organization/remove-member/{id} */
export const memberIdParamsSchema = z.object({ id: z.string() });

/** One card of GET /api/organization/team-flowcharts: shared with the caller's team. */
export const teamFlowchartSchema = z.object({
  id: z.string(),
  title: z.string(),
  language: z.string(),
  updated_at: z.string(),
  shared_at: z.string(),
  owner_id: z.string(),
  owner_full_name: z.string(),
  /** the caller's own flowchart */
  is_mine: z.boolean(),
});
export type TeamFlowchart = z.infer<typeof teamFlowchartSchema>;
export const teamFlowchartListSchema = z.array(teamFlowchartSchema);

/** `{id}` of PUT/DELETE /api/organization/team-flowcharts/{id} (a flowchart id) */
export const teamFlowchartParamsSchema = z.object({ id: z.string() });

/** The states of an invitation; `expired` also for a pending one past its expiry. */
export const invitationStatuses = [
  'pending',
  'accepted',
  'declined',
  'revoked',
  'expired',
] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/**
 * 202 of POST /api/organization/add-member when the address has an account: an invitation it
 * accepts (decision 033); also a row of GET /api/organization/invitations (the owner's list).
 */
export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** the invitee's name as their account has it now */
  full_name: z.string(),
  status: z.enum(invitationStatuses),
  created_at: z.string(),
  expires_at: z.string(),
  responded_at: z.string().nullable(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;
export const teamInvitationListSchema = z.array(teamInvitationSchema);

/** One row of GET /api/organization/my-invitations: a pending invitation of the caller. */
export const myInvitationSchema = z.object({
  id: z.string(),
  owner_full_name: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;
export const myInvitationListSchema = z.array(myInvitationSchema);

/** `{id}` of the invitation calls */
export const invitationIdParamsSchema = z.object({ id: z.string() });

/** GET /api/organization/join?token=…: the "Join <owner>'s team" page of a new member's link. */
export const joinTeamQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const joinTeamInfoSchema = z.object({
  owner_full_name: z.string(),
  email: z.string(),
  full_name: z.string(),
});
export type JoinTeamInfo = z.infer<typeof joinTeamInfoSchema>;

export const organizationMessageSchema = z.object({ message: z.string() });
