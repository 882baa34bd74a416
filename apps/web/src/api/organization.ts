import type {
  AddMemberRequest,
  OrganizationInfo,
  TeamFlowchart,
  TeamMember,
} from '@codeflow/contracts';
import { request } from './request';

/** GET /api/organization/organization-info: team size, maximum and the plan's status. */
export function getOrganizationInfo(signal?: AbortSignal): Promise<OrganizationInfo> {
  return request<OrganizationInfo>('GET', '/api/organization/organization-info', { signal });
}

/** GET /api/organization/team-members */
export function listTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  return request<TeamMember[]>('GET', '/api/organization/team-members', { signal });
}

/** POST /api/organization/add-member; without `password` the member is emailed an invite link. */
export function addTeamMember(body: AddMemberRequest): Promise<TeamMember> {
  return request<TeamMember>('POST', '/api/organization/add-member', { json: body });
}

/** DELETE /api/organization/remove-member/{id} (204) */
export async function removeTeamMember(id: string): Promise<void> {
  await request<undefined>('DELETE', `/api/organization/remove-member/${encodeURIComponent(id)}`);
}

/** GET /api/organization/team-flowcharts: the flowcharts shared with the caller's team. */
export function listTeamFlowcharts(signal?: AbortSignal): Promise<TeamFlowchart[]> {
  return request<TeamFlowchart[]>('GET', '/api/organization/team-flowcharts', { signal });
}

/** PUT /api/organization/team-flowcharts/{id}: share one of the caller's flowcharts with the team. */
export async function shareWithTeam(flowchartId: string): Promise<void> {
  await request<undefined>(
    'PUT',
    `/api/organization/team-flowcharts/${encodeURIComponent(flowchartId)}`,
  );
}

/** DELETE /api/organization/team-flowcharts/{id}: stop sharing it with the team. */
export async function unshareFromTeam(flowchartId: string): Promise<void> {
  await request<undefined>(
    'DELETE',
    `/api/organization/team-flowcharts/${encodeURIComponent(flowchartId)}`,
  );
}
