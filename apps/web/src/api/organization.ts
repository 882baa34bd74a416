import {
  organizationEndpoints as endpoints,
  type AddMemberRequest,
  type OrganizationInfo,
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

/** POST /api/organization/add-member; without `password` the member is emailed an invite link. */
export function addTeamMember(body: AddMemberRequest): Promise<TeamMember> {
  return call(endpoints.addMember, { body });
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
