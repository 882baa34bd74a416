import {
  organizationEndpoints as endpoints,
  type AddMemberRequest,
  type JoinTeamInfo,
  type MyInvitation,
  type OrganizationInfo,
  type TeamInvitation,
  type TeamFlowchart,
  type TeamMember,
} from '@codeflow/contracts';
import { call } from './call';

/** GET /api/organization/organization-info: team size, maximum and the plan's status. */
export function getOrganizationInfo(signal?: AbortSignal): Promise<OrganizationInfo> {
  return call(endpoints.info, { signal });
}

/** GET /api/organization/team-members */
export function listTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  return call(endpoints.members, { signal });
}

/**
 * POST /api/organization/add-member; without `password` the member is emailed an invite link.
 * An address that has an account is invited instead: the answer is the invitation (202).
 */
export function addTeamMember(body: AddMemberRequest): Promise<TeamMember | TeamInvitation> {
  return call(endpoints.addMember, { body });
}

/** GET /api/organization/invitations: the owner's invitations with their state. */
export function listInvitations(signal?: AbortSignal): Promise<TeamInvitation[]> {
  return call(endpoints.invitations, { signal });
}

/** DELETE /api/organization/invitations/{id}: take back a pending invitation. */
export async function revokeInvitation(id: string): Promise<void> {
  await call(endpoints.revokeInvitation, { params: { id } });
}

/** GET /api/organization/my-invitations: the caller's pending invitations. */
export function listMyInvitations(signal?: AbortSignal): Promise<MyInvitation[]> {
  return call(endpoints.myInvitations, { signal });
}

/** POST /api/organization/my-invitations/{id}/accept */
export function acceptInvitation(id: string) {
  return call(endpoints.acceptInvitation, { params: { id } });
}

/** POST /api/organization/my-invitations/{id}/decline */
export function declineInvitation(id: string) {
  return call(endpoints.declineInvitation, { params: { id } });
}

/** POST /api/organization/leave: the caller leaves their team. */
export function leaveTeam() {
  return call(endpoints.leaveTeam);
}

/** GET /api/organization/join?token=…: who invited the holder of a new member's link. */
export function getJoinInfo(token: string, signal?: AbortSignal): Promise<JoinTeamInfo> {
  return call(endpoints.joinInfo, { query: { token }, signal, notifyUnauthorized: false });
}

/** DELETE /api/organization/remove-member/{id} (204) */
export async function removeTeamMember(id: string): Promise<void> {
  await call(endpoints.removeMember, { params: { id } });
}

/** GET /api/organization/team-flowcharts: the flowcharts shared with the caller's team. */
export function listTeamFlowcharts(signal?: AbortSignal): Promise<TeamFlowchart[]> {
  return call(endpoints.teamFlowcharts, { signal });
}

/** PUT /api/organization/team-flowcharts/{id}: share one of the caller's flowcharts with the team. */
export async function shareWithTeam(flowchartId: string): Promise<void> {
  await call(endpoints.shareWithTeam, { params: { id: flowchartId } });
}

/** DELETE /api/organization/team-flowcharts/{id}: stop sharing it with the team. */
export async function unshareFromTeam(flowchartId: string): Promise<void> {
  await call(endpoints.unshareFromTeam, { params: { id: flowchartId } });
}
