import { organizationEndpoints as endpoints } from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { requireUser } from '../auth/guard';
import { addMember, listTeamMembers, organizationInfo, removeMember } from './organizationService';
import { listTeamFlowcharts, shareWithTeam, unshareFromTeam } from './teamFlowchartService';

/**
 * Organizations (docs/product.md#api): the four calls of the product and the team's shared
 * flowcharts. Every call needs a signed-in user; who may do what is decided by the services.
 */
export default async function organizationRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  route(app, endpoints.info, async (request) => organizationInfo(db, await requireUser(request)));

  route(app, endpoints.members, async (request) => listTeamMembers(db, await requireUser(request)));

  route(app, endpoints.addMember, async (request, reply) => {
    const member = await addMember(app.auth, await requireUser(request), request.body);
    return reply.status(201).send(member);
  });

  route(app, endpoints.removeMember, async (request, reply) => {
    await removeMember(db, app.teamEvents, await requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, endpoints.teamFlowcharts, async (request) =>
    listTeamFlowcharts(db, await requireUser(request)),
  );

  route(app, endpoints.shareWithTeam, async (request, reply) => {
    await shareWithTeam(db, await requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, endpoints.unshareFromTeam, async (request, reply) => {
    await unshareFromTeam(db, app.teamEvents, await requireUser(request), request.params.id);
    return reply.status(204).send();
  });
}
