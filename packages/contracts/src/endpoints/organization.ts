import { defineEndpoint } from '../endpoint';
import {
  addMemberBodySchema,
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
  /** Without `password` the member is emailed an invite link. */
  addMember: defineEndpoint({
    method: 'POST',
    path: '/api/organization/add-member',
    access: 'signedIn',
    body: addMemberBodySchema,
    responses: { 201: teamMemberSchema },
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
