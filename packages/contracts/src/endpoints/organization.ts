import { defineEndpoint } from '../endpoint';
import {
  addMemberBodySchema,
  invitationIdParamsSchema,
  joinTeamInfoSchema,
  joinTeamQuerySchema,
  myInvitationListSchema,
  organizationMessageSchema,
  teamInvitationListSchema,
  teamInvitationSchema,
  memberIdParamsSchema,
  organizationInfoSchema,
  teamFlowchartListSchema,
  teamFlowchartParamsSchema,
  teamMemberListSchema,
  teamMemberSchema,
} from '../organization';
import { noBodySchema, noContentSchema } from '../requestRules';

/** Organizations and the team's shared flowcharts (docs/product.md#api). */
export const organizationEndpoints = {
  /** Team size, maximum and the plan's status. */
  info: defineEndpoint({
    method: 'GET',
    path: '/api/organization/organization-info',
    access: 'signedIn',
    responses: { 200: organizationInfoSchema },
  }),
  members: defineEndpoint({
    method: 'GET',
    path: '/api/organization/team-members',
    access: 'signedIn',
    responses: { 200: teamMemberListSchema },
  }),
  /**
   * Without `password` the member is emailed an invite link. An address that has an account gets
   * an invitation it accepts instead (202, decision 033).
   */
  addMember: defineEndpoint({
    method: 'POST',
    path: '/api/organization/add-member',
    access: 'signedIn',
    body: addMemberBodySchema,
    responses: { 201: teamMemberSchema, 202: teamInvitationSchema },
  }),
  /** The owner's invitations of existing accounts, newest first, with their state. */
  invitations: defineEndpoint({
    method: 'GET',
    path: '/api/organization/invitations',
    access: 'signedIn',
    responses: { 200: teamInvitationListSchema },
  }),
  revokeInvitation: defineEndpoint({
    method: 'DELETE',
    path: '/api/organization/invitations/:id',
    access: 'signedIn',
    params: invitationIdParamsSchema,
    body: noBodySchema,
    responses: { 204: noContentSchema },
  }),
  /** The caller's pending invitations (the dashboard's notice). */
  myInvitations: defineEndpoint({
    method: 'GET',
    path: '/api/organization/my-invitations',
    access: 'signedIn',
    responses: { 200: myInvitationListSchema },
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/organization/my-invitations/:id/accept',
    access: 'signedIn',
    params: invitationIdParamsSchema,
    body: noBodySchema,
    responses: { 200: organizationMessageSchema },
  }),
  declineInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/organization/my-invitations/:id/decline',
    access: 'signedIn',
    params: invitationIdParamsSchema,
    body: noBodySchema,
    responses: { 200: organizationMessageSchema },
  }),
  /** A member leaves their team; their account and flowcharts stay. */
  leaveTeam: defineEndpoint({
    method: 'POST',
    path: '/api/organization/leave',
    access: 'signedIn',
    body: noBodySchema,
    responses: { 200: organizationMessageSchema },
  }),
  /** Public: who invited the holder of a new member's invite link (not consumed). */
  joinInfo: defineEndpoint({
    method: 'GET',
    path: '/api/organization/join',
    access: 'public',
    query: joinTeamQuerySchema,
    responses: { 200: joinTeamInfoSchema },
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/organization/remove-member/:id',
    access: 'signedIn',
    params: memberIdParamsSchema,
    body: noBodySchema,
    responses: { 204: noContentSchema },
  }),
  teamFlowcharts: defineEndpoint({
    method: 'GET',
    path: '/api/organization/team-flowcharts',
    access: 'signedIn',
    responses: { 200: teamFlowchartListSchema },
  }),
  shareWithTeam: defineEndpoint({
    method: 'PUT',
    path: '/api/organization/team-flowcharts/:id',
    access: 'signedIn',
    params: teamFlowchartParamsSchema,
    body: noBodySchema,
    responses: { 204: noContentSchema },
  }),
  unshareFromTeam: defineEndpoint({
    method: 'DELETE',
    path: '/api/organization/team-flowcharts/:id',
    access: 'signedIn',
    params: teamFlowchartParamsSchema,
    body: noBodySchema,
    responses: { 204: noContentSchema },
  }),
};
