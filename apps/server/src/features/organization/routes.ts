import {
  addMemberBodySchema,
  memberIdParamsSchema,
  noBodySchema,
  noContentSchema,
  noParamsSchema,
  noQuerySchema,
  organizationInfoSchema,
  teamFlowchartListSchema,
  teamFlowchartParamsSchema,
  teamMemberListSchema,
  teamMemberSchema,
} from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { noStore } from '../../http/protectedRoutes';
import { authenticated, requireUser } from '../auth/guard';
import { addMember, listTeamMembers, organizationInfo, removeMember } from './organizationService';
import { listTeamFlowcharts, shareWithTeam, unshareFromTeam } from './teamFlowchartService';

/**
 * Organizations (docs/product.md#api): the four calls of the product and the team's shared
 * flowcharts. Every call needs a signed-in user; who may do what is decided by the services.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
export default async function organizationRoutes(app: AppInstance): Promise<void> {
  const { db } = app;
  app.addHook('onRequest', authenticated);
  app.addHook('onSend', noStore);
  const none = { params: noParamsSchema, querystring: noQuerySchema };

  app.get(
    '/api/organization/organization-info',
    { schema: { ...none, response: { 200: organizationInfoSchema } } },
    async (request) => organizationInfo(db, await requireUser(request)),
  );

  app.get(
    '/api/organization/team-members',
    { schema: { ...none, response: { 200: teamMemberListSchema } } },
    async (request) => listTeamMembers(db, await requireUser(request)),
  );

  app.post(
    '/api/organization/add-member',
    { schema: { ...none, body: addMemberBodySchema, response: { 201: teamMemberSchema } } },
    async (request, reply) => {
      const member = await addMember(app.auth, await requireUser(request), request.body);
      return reply.status(201).send(member);
    },
  );

  app.delete(
    '/api/organization/remove-member/:id',
    {
      schema: {
        params: memberIdParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await removeMember(db, app.teamEvents, await requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/organization/team-flowcharts',
    { schema: { ...none, response: { 200: teamFlowchartListSchema } } },
    async (request) => listTeamFlowcharts(db, await requireUser(request)),
  );

  const byId = { params: teamFlowchartParamsSchema, querystring: noQuerySchema };
  app.put(
    '/api/organization/team-flowcharts/:id',
    { schema: { ...byId, body: noBodySchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await shareWithTeam(db, await requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/organization/team-flowcharts/:id',
    { schema: { ...byId, body: noBodySchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await unshareFromTeam(db, app.teamEvents, await requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
